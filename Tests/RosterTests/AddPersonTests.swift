import Foundation
import RosterResources
import RosterTestSupport
import TerminalUICore
import Testing

@testable import Roster

/// Adding a person: `n` (or the New toolbar button) opens a form on a new person; Save checks
/// it as an edit is checked and adds it to storage at once; Esc adds nothing.
@Suite("Adding a person, headless")
@MainActor
struct AddPersonTests {
    @Test func nOpensTheFormAndCtrlSAddsThePersonToTheDatabase() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        let before = try DatabaseContents.persons(at: fixture.path)
        fixture.host.press("n")
        #expect(fixture.host.screenText.contains("New person"))
        #expect(fixture.host.screenText.contains("Age: \(NewPersonView.initialAge)"), "a sensible age to start from")
        fixture.host.type("Ada Lovelace")
        fixture.host.press(.tab)
        fixture.host.press("+")
        fixture.host.press("s", modifiers: .control)
        #expect(!fixture.host.screenText.contains("New person"), "the form closed")
        let after = try DatabaseContents.persons(at: fixture.path)
        #expect(after.count == before.count + 1)
        #expect(Array(after.prefix(before.count)) == before, "the others are untouched")
        #expect(after.last?.name == "Ada Lovelace" && after.last?.age == NewPersonView.initialAge + 1)
        #expect(!before.contains { $0.id == after.last?.id }, "a new id")
        #expect(fixture.store.persons.last?.name == "Ada Lovelace", "the list shows them")
        fixture.host.press(.end)
        #expect(fixture.host.screenText.contains("Ada Lovelace"))
    }

    @Test func pageUpAndPageDownStepTheAgeByTen() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        fixture.host.press("n")
        fixture.host.press(.tab)
        fixture.host.press(.pageUp)
        #expect(fixture.host.screenText.contains("Age: \(NewPersonView.initialAge + 10)"))
        fixture.host.press(.pageDown)
        fixture.host.press(.pageDown)
        #expect(fixture.host.screenText.contains("Age: \(NewPersonView.initialAge - 10)"))
    }

    @Test func escAddsNothing() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        let before = try DatabaseContents.persons(at: fixture.path)
        fixture.host.press("n")
        fixture.host.type("Nobody")
        fixture.host.press(.escape)
        #expect(!fixture.host.screenText.contains("New person"))
        #expect(try DatabaseContents.persons(at: fixture.path) == before)
        #expect(fixture.store.persons.count == before.count)
    }

    @Test(arguments: ["", "   ", String(repeating: "x", count: 101)])
    func aNameAnEditWouldRefuseIsRefusedAndNothingIsAdded(_ name: String) async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        let before = try DatabaseContents.persons(at: fixture.path)
        fixture.host.press("n")
        fixture.host.type(name)
        fixture.host.press("s", modifiers: .control)
        let problem = try #require(Person.problem(withName: name))
        #expect(
            fixture.host.screenText.contains("│  \(problem)  │") || fixture.host.screenText.contains("│ \(problem) │"),
            "the sheet's alert says why")
        #expect(try DatabaseContents.persons(at: fixture.path) == before)
        fixture.host.press(.return)  // OK
        #expect(fixture.host.screenText.contains("New person"), "the form stays open to fix the name")
    }

    @Test func theNewToolbarButtonOpensTheFormToo() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        #expect(fixture.host.screen[0].contains("[ New ]"))
        fixture.host.press(.tab)  // the search field
        fixture.host.press(.tab)
        fixture.host.press(.return)
        #expect(fixture.host.screenText.contains("New person"))
    }

    @Test func addingToTheJSONFileRewritesItWithThePersonLast() async throws {
        let fixture = await RosterFlowTests.Fixture()
        let before = try fixture.personsOnDisk()
        fixture.host.press("n")
        fixture.host.type("Grace")
        fixture.host.press("s", modifiers: .control)
        let after = try fixture.personsOnDisk()
        #expect(Array(after.dropLast()) == before && after.last?.name == "Grace")
    }

    @Test func anEmptyListSaysHowToAddOneAndAddingShowsThePerson() async throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        _ = try SQLitePersonStorage(path: path).immediateOpen(initial: .sample(PersonsJSON.encode([])))
        let fixture = await DatabaseStoreTests.Fixture(folder: folder, initial: .none)
        #expect(fixture.host.screenText.contains("No persons. Press n to add one."))
        fixture.host.press("n")
        fixture.host.type("Ada")
        fixture.host.press("s", modifiers: .control)
        #expect(fixture.host.screen[3].contains("Ada"))
        #expect(!fixture.host.screenText.contains("No persons"))
        #expect(try DatabaseContents.persons(at: path).map(\.name) == ["Ada"])
    }

    @Test func theStorageInsertsAfterTheLastPositionEvenWithGaps() throws {
        let folder = TemporaryFolder()
        let storage = SQLitePersonStorage(path: folder.file("roster.db"))
        _ = try storage.immediateOpen(
            initial: .sample(PersonsJSON.encode((0..<3).map { Person(id: UUID(), name: "P\($0)", age: $0) })))
        let page = try storage.immediatePage(PageRequest(from: .start, limit: 3))
        try storage.immediateDelete(page[1], overwriting: false)
        let added = try storage.immediateInsert(Person(id: UUID(), name: "New", age: 9), at: nil)
        #expect(added.position == 3)
        #expect(
            try storage.immediatePage(PageRequest(from: .start, limit: 5)).map(\.person.name) == ["P0", "P2", "New"])
        #expect(try storage.immediateStatus().count == 3)
        let back = try storage.immediateInsert(page[1].person, at: page[1].position)
        #expect(back.position == 1, "a free position is taken")
        #expect(
            try storage.immediatePage(PageRequest(from: .start, limit: 5)).map(\.person.name) == [
                "P0", "P1", "P2", "New",
            ])
        #expect(
            try storage.immediateInsert(Person(id: UUID(), name: "Late", age: 1), at: 1).position == 4,
            "a taken one is not")
    }

    @Test(arguments: AppSnapshot.sizes)
    func theFormAtEachSize(size: Size) async throws {
        let store = PersonStore(persons: [Person(id: UUID(), name: "Majid", age: 27)])
        let host = TestHost(roster: store, width: size.width, height: size.height)
        let suffix = "\(size.width)x\(size.height)"
        AppSnapshot.assert(host, named: "add-list-with-new-button-\(suffix)")
        host.press("n")
        AppSnapshot.assert(host, named: "add-form-\(suffix)")
        host.type("Zoë")
        AppSnapshot.assert(host, named: "add-form-typed-\(suffix)")
        host.press("s", modifiers: .control)
        #expect(store.persons.map(\.name) == ["Majid", "Zoë"], "an in-memory store adds too")
    }
}
