import Foundation
import RosterResources
import RosterTestSupport
import TerminalUICore
import Testing

@testable import Roster

/// `u` undoes the last add, delete or saved edit and `U` redoes it, many levels, through the
/// undo manager the app puts in the environment; undo restores the same id, values and place,
/// in storage, and never writes over another writer's later save.
@Suite("Undo and redo of adds, deletes and saved edits, headless")
@MainActor
struct UndoRedoTests {
    static func deleteSelected(_ host: TestHost) {
        host.press("d")
        host.press(.leftArrow)
        host.press(.return)
    }

    @Test func undoingADeletePutsThePersonBackExactlyAndRedoDeletesAgain() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        let before = try DatabaseContents.persons(at: fixture.path)
        fixture.host.press(.downArrow)
        Self.deleteSelected(fixture.host)
        #expect(try DatabaseContents.persons(at: fixture.path).count == before.count - 1)
        fixture.host.press("u")
        #expect(try DatabaseContents.persons(at: fixture.path) == before, "same id, values and place, saved")
        #expect(fixture.host.screen[5].contains("John"))
        #expect(fixture.store.selection == before[1].id, "John, put back, is selected")
        #expect(fixture.host.cell(x: 1, y: 5).style.attributes.contains(.reverse), "and shown so")
        fixture.host.press("U")
        #expect(
            try DatabaseContents.persons(at: fixture.path).map(\.name) == before.map(\.name).filter { $0 != "John" })
        fixture.host.press("u")
        #expect(try DatabaseContents.persons(at: fixture.path) == before)
    }

    @Test func manyLevelsOfDeletesAndAnAddUndoInReverseOrder() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        let before = try DatabaseContents.persons(at: fixture.path)
        Self.deleteSelected(fixture.host)  // Majid
        Self.deleteSelected(fixture.host)  // John
        fixture.host.press("n")
        fixture.host.type("Ada")
        fixture.host.press("s", modifiers: .control)
        let afterAll = try DatabaseContents.persons(at: fixture.path)
        #expect(afterAll.count == before.count - 1 && afterAll.last?.name == "Ada")
        #expect(fixture.store.selection == afterAll.last?.id, "Ada, added, is selected")
        fixture.host.press("u")  // the add
        #expect(try DatabaseContents.persons(at: fixture.path) == Array(before.dropFirst(2)))
        #expect(fixture.store.selection == before.last?.id, "Ada's row went: the last person, now in it, is selected")
        fixture.host.press("u")  // John
        fixture.host.press("u")  // Majid
        #expect(try DatabaseContents.persons(at: fixture.path) == before)
        fixture.host.press("u")  // nothing more: nothing happens
        #expect(try DatabaseContents.persons(at: fixture.path) == before)
        fixture.host.press("U")
        fixture.host.press("U")
        fixture.host.press("U")
        #expect(try DatabaseContents.persons(at: fixture.path) == afterAll, "Ada comes back with her id")
    }

    @Test func undoWorksOnTheJSONFileToo() async throws {
        let fixture = await RosterFlowTests.Fixture()
        let before = try fixture.personsOnDisk()
        fixture.host.press(.downArrow)
        fixture.host.press(.downArrow)
        Self.deleteSelected(fixture.host)
        fixture.host.press("u")
        #expect(try fixture.personsOnDisk() == before)
    }

    /// Opens the selected person's form, replaces the name with `name`, steps the age up
    /// `steps` times and saves.
    static func edit(_ host: TestHost, name: String, steps: Int = 0) {
        host.press(.return)
        host.press("u", modifiers: .control)
        host.type(name)
        host.press(.tab)
        for _ in 0..<steps { host.press("+") }
        host.press("s", modifiers: .control)
    }

    @Test func undoingASavedEditPutsTheOldValuesBackOnScreenAndOnDiskAndRedoTheNewOnes() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        let host = fixture.host
        let before = try DatabaseContents.persons(at: fixture.path)
        let john = before[1]
        host.press(.downArrow)
        Self.edit(host, name: "Jonathan", steps: 2)
        #expect(!host.screenText.contains("Personal information"), "saved and closed: \(fixture.store.error ?? "")")
        var edited = before
        edited[1] = Person(id: john.id, name: "Jonathan", age: john.age + 2)
        #expect(try DatabaseContents.persons(at: fixture.path) == edited)
        #expect(host.screen[5].contains("Jonathan") && host.screen[6].contains("Age: \(john.age + 2)"))

        host.press("u")
        #expect(try DatabaseContents.persons(at: fixture.path) == before, "same id, values and place, saved")
        #expect(host.screen[5].contains(john.name) && !host.screen[5].contains("Jonathan"))
        #expect(host.screen[6].contains("Age: \(john.age)"))
        host.press("U")
        #expect(try DatabaseContents.persons(at: fixture.path) == edited)
        #expect(host.screen[5].contains("Jonathan") && host.screen[6].contains("Age: \(john.age + 2)"))
        host.press("u")
        #expect(try DatabaseContents.persons(at: fixture.path) == before)
        #expect(fixture.store.error == nil)
    }

    @Test func undoingTwoSavesOfAnAddedPersonThenTheAddWalksBackThroughTheirOwnRevisions() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        let host = fixture.host
        let before = try DatabaseContents.persons(at: fixture.path)
        host.press("n")
        host.type("Ada")
        host.press("s", modifiers: .control)
        host.press(.end)
        Self.edit(host, name: "Ada L")
        Self.edit(host, name: "Ada Lovelace")
        let ada = try #require(try DatabaseContents.persons(at: fixture.path).last)
        #expect(ada.name == "Ada Lovelace")
        host.press("u")
        #expect(try DatabaseContents.persons(at: fixture.path).last == Person(id: ada.id, name: "Ada L", age: ada.age))
        host.press("u")
        #expect(try DatabaseContents.persons(at: fixture.path).last == Person(id: ada.id, name: "Ada", age: ada.age))
        host.press("u")  // the add, although the person was saved twice since
        #expect(try DatabaseContents.persons(at: fixture.path) == before)
        #expect(fixture.store.error == nil)
        for _ in 0..<3 { host.press("U") }
        #expect(try DatabaseContents.persons(at: fixture.path) == before + [ada])
        #expect(fixture.store.error == nil)
    }

    @Test func undoingASaveAnotherProcessSavedOverIsRefusedAndTheirVersionStays() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        let host = fixture.host
        host.press(.downArrow)
        Self.edit(host, name: "Jonathan")
        let other = SQLitePersonStorage(path: fixture.path)
        _ = try other.immediateOpen(initial: .none)
        let john = try other.immediatePage(PageRequest(from: .start, skipping: 1, limit: 1))[0]
        _ = try other.immediateSave(
            [
                PersonChange(
                    person: Person(id: john.person.id, name: "Johann", age: 50), position: 1,
                    baseRevision: john.revision)
            ], overwriting: false)
        host.press("u")
        #expect(AlertBox.text(host.screen).contains("was changed by another program since roster read it"))
        #expect(
            try DatabaseContents.persons(at: fixture.path)[1] == Person(id: john.person.id, name: "Johann", age: 50),
            "not written over")
    }

    /// On the store and the SQLite storage alone, without a screen: each undo and redo of a
    /// save is one more save of that row (its revision goes up by one each time), by id.
    @Test func onSQLiteEachUndoAndRedoOfASaveIsOneSaveOfThatRowByRevision() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let store = PersonStore(storage: SQLitePersonStorage(path: path), initial: .sample(SampleData.personsJSON))
        store.openNow()
        let undoManager = UndoManager()
        let before = try DatabaseContents.persons(at: path)
        let john = before[1]
        store.persons[1] = Person(id: john.id, name: "Jonathan", age: 99)
        try store.save(undoManager: undoManager)
        #expect(try DatabaseStoreTests.revisions(path)["Jonathan"] == 2)
        undoManager.undo()
        #expect(try DatabaseContents.persons(at: path) == before)
        #expect(try DatabaseStoreTests.revisions(path)[john.name] == 3)
        #expect(store.persons[1] == john && undoManager.canRedo && !undoManager.canUndo)
        undoManager.redo()
        #expect(try DatabaseContents.persons(at: path)[1] == Person(id: john.id, name: "Jonathan", age: 99))
        #expect(try DatabaseStoreTests.revisions(path)["Jonathan"] == 4)
        #expect(store.error == nil)

        // Another writer saves the row: the undo is refused and their values stay.
        let other = SQLitePersonStorage(path: path)
        _ = try other.immediateOpen(initial: .none)
        let stored = try other.immediatePage(PageRequest(from: .start, skipping: 1, limit: 1))[0]
        _ = try other.immediateSave(
            [
                PersonChange(
                    person: Person(id: john.id, name: "Johann", age: 50), position: 1, baseRevision: stored.revision)
            ], overwriting: false)
        undoManager.undo()
        #expect(store.error?.contains("was changed by another program since roster read it") == true)
        #expect(try DatabaseContents.persons(at: path)[1] == Person(id: john.id, name: "Johann", age: 50))
    }

    @Test func aSaveWithNothingChangedIsNoLevelOfUndo() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        let host = fixture.host
        Self.deleteSelected(host)  // Majid
        host.press(.return)
        host.press("s", modifiers: .control)  // John, unchanged
        host.press("u")
        #expect(
            try DatabaseContents.persons(at: fixture.path).first?.name == "Majid",
            "u undid the delete, not an empty save")
    }

    @Test func undoingASavedEditWorksOnTheJSONFile() async throws {
        let fixture = await RosterFlowTests.Fixture()
        let before = try fixture.personsOnDisk()
        fixture.host.press(.downArrow)
        Self.edit(fixture.host, name: "Jonathan", steps: 1)
        #expect(try fixture.personsOnDisk()[1] == Person(id: before[1].id, name: "Jonathan", age: before[1].age + 1))
        fixture.host.press("u")
        #expect(try fixture.personsOnDisk() == before)
        fixture.host.press("U")
        #expect(try fixture.personsOnDisk()[1] == Person(id: before[1].id, name: "Jonathan", age: before[1].age + 1))
    }

    @Test func uAndUOnlyActInTheList() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        Self.deleteSelected(fixture.host)
        fixture.host.press("n")
        fixture.host.type("uU")
        #expect(fixture.host.screenText.contains("uU"), "typed into the name, not undone")
        #expect(try DatabaseContents.persons(at: fixture.path).first?.name == "John")
    }
}
