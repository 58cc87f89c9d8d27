import Foundation
import RosterResources
import RosterTestSupport
import TerminalUICore
import Testing

@testable import Roster

/// Deleting a person: `d` or Delete on a row asks in a confirmation dialog, and Delete removes
/// the person from storage at once; Cancel (or Esc) leaves everything as it was.
@Suite("Deleting a person, headless")
@MainActor
struct DeletePersonTests {
    /// The names in the list, top to bottom, as the screen shows them.
    static func names(_ store: PersonStore) -> [String] {
        store.persons.map(\.name)
    }

    @Test func dAsksDeleteMajidWithDeleteAndCancelAndCancelIsFocused() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        fixture.host.press("d")
        let text = AlertBox.text(fixture.host.screen)
        #expect(text.contains("Delete Majid?"))
        #expect(text.contains("[ Delete ]") && text.contains("[ Cancel ]"))
        #expect(text.components(separatedBy: "Cancel").count == 2, "one Cancel button")
        fixture.host.press(.return)  // Cancel, focused first: Return does not delete by default
        #expect(!fixture.host.screenText.contains("Delete Majid?"))
        #expect(fixture.store.persons[0].name == "Majid")
        #expect(try DatabaseContents.persons(at: fixture.path).first?.name == "Majid")
    }

    @Test func escCancelsTheDialog() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        let before = try DatabaseContents.persons(at: fixture.path)
        fixture.host.press(.delete)
        #expect(fixture.host.screenText.contains("Delete Majid?"))
        fixture.host.press(.escape)
        #expect(!fixture.host.screenText.contains("Delete Majid?"))
        #expect(try DatabaseContents.persons(at: fixture.path) == before)
    }

    @Test func deleteRemovesThePersonFromTheDatabaseAndTheListAtOnce() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        let before = try DatabaseContents.persons(at: fixture.path)
        fixture.host.press(.downArrow)
        fixture.host.press("d")
        #expect(fixture.host.screenText.contains("Delete John?"))
        fixture.host.press(.leftArrow)  // to Delete
        fixture.host.press(.return)
        #expect(!fixture.host.screenText.contains("John"))
        #expect(fixture.host.screen[5].contains("Fred"), "the next person moves up")
        var expected = before
        expected.remove(at: 1)
        #expect(try DatabaseContents.persons(at: fixture.path) == expected, "saved at once, the order kept")
        #expect(fixture.store.persons.count == before.count - 1)
        // The selection stays at the same place: on Fred now, by id too (the list does not
        // go on looking for John).
        #expect(fixture.store.selection == before[2].id)
        fixture.host.press("d")
        #expect(fixture.host.screenText.contains("Delete Fred?"))
    }

    @Test func deletingFromTheJSONFileRewritesIt() async throws {
        let fixture = await RosterFlowTests.Fixture()
        let before = try fixture.personsOnDisk()
        fixture.host.press("d")
        fixture.host.press(.leftArrow)
        fixture.host.press(.return)
        #expect(try fixture.personsOnDisk() == Array(before.dropFirst()))
        #expect(fixture.host.screen[3].contains(before[1].name))
    }

    @Test func deletingEveryPersonLeavesAnEmptyList() async throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        _ = try SQLitePersonStorage(path: path).immediateOpen(
            initial: .sample(
                PersonsJSON.encode([
                    Person(id: UUID(), name: "Ada", age: 36), Person(id: UUID(), name: "Alan", age: 41),
                ])))
        let fixture = await DatabaseStoreTests.Fixture(folder: folder, initial: .none)
        for name in ["Ada", "Alan"] {
            fixture.host.press("d")
            #expect(fixture.host.screenText.contains("Delete \(name)?"))
            fixture.host.press(.leftArrow)
            fixture.host.press(.return)
        }
        #expect(fixture.store.persons.isEmpty)
        #expect(fixture.host.screenText.contains("No persons"))
        #expect(try DatabaseContents.persons(at: path).isEmpty)
        fixture.host.press("d")
        #expect(!fixture.host.screenText.contains("Delete"), "nothing to delete")
    }

    @Test func aPersonChangedByAnotherProgramIsNotDeletedUnasked() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        let other = SQLitePersonStorage(path: fixture.path)
        _ = try other.immediateOpen(initial: .none)
        let majid = try other.immediatePage(PageRequest(from: .start, limit: 1))[0]
        _ = try other.immediateSave(
            [
                PersonChange(
                    person: Person(id: majid.person.id, name: "Majid K", age: 28), position: majid.position,
                    baseRevision: majid.revision)
            ], overwriting: false)
        fixture.host.press("d")
        fixture.host.press(.leftArrow)
        fixture.host.press(.return)
        #expect(
            AlertBox.text(fixture.host.screen).contains(
                "was changed by another program since roster read it (the person Majid)"))
        #expect(try DatabaseContents.persons(at: fixture.path).first?.name == "Majid K", "not deleted")
    }

    @Test func theStorageDeletesByRevisionAndKeepsTheOthersPositions() throws {
        let folder = TemporaryFolder()
        let storage = SQLitePersonStorage(path: folder.file("roster.db"))
        let persons = (0..<5).map { Person(id: UUID(), name: "P\($0)", age: $0) }
        _ = try storage.immediateOpen(initial: .sample(PersonsJSON.encode(persons)))
        let page = try storage.immediatePage(PageRequest(from: .start, limit: 5))
        try storage.immediateDelete(page[2], overwriting: false)
        #expect(try storage.immediateStatus() == StorageStatus(count: 4, isDense: false))
        #expect(try storage.immediatePage(PageRequest(from: .start, limit: 5)).map(\.position) == [0, 1, 3, 4])
        try storage.immediateDelete(page[2], overwriting: false)  // already gone: not an error
        var stale = page[3]
        stale.revision -= 1
        #expect(throws: StorageFailure.self) { try storage.immediateDelete(stale, overwriting: false) }
        try storage.immediateDelete(stale, overwriting: true)
        #expect(try storage.immediateStatus().count == 3)
    }

    @Test(arguments: AppSnapshot.sizes)
    func theDialogAndTheEmptyListAtEachSize(size: Size) async throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        _ = try SQLitePersonStorage(path: path).immediateOpen(
            initial: .sample(
                PersonsJSON.encode([
                    Person(id: UUID(), name: "Majid", age: 27), Person(id: UUID(), name: "José Álvarez", age: 42),
                ])))
        let store = PersonStore(storage: SQLitePersonStorage(path: path), initial: .none)
        let host = TestHost(roster: store, width: size.width, height: size.height)
        await store.loadTask?.value
        host.settle()
        let suffix = "\(size.width)x\(size.height)"
        host.press("d")
        AppSnapshot.assert(host, named: "delete-dialog-\(suffix)")
        host.press(.leftArrow)
        AppSnapshot.assert(host, named: "delete-dialog-delete-focused-\(suffix)")
        host.press(.return)
        host.press("d")
        host.press(.leftArrow)
        host.press(.return)
        AppSnapshot.assert(host, named: "delete-empty-list-\(suffix)")
        #expect(store.persons.isEmpty)
    }
}
