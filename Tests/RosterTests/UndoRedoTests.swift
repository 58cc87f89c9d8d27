import Foundation
@testable import Roster
import RosterResources
import RosterTestSupport
import TerminalUI
import Testing

/// `u` undoes the last add or delete and `U` redoes it, many levels, through the undo manager
/// the app puts in the environment; undo restores the same id, values and place, in storage.
@Suite("Undo and redo of adds and deletes, headless")
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
        fixture.host.press("U")
        #expect(try DatabaseContents.persons(at: fixture.path).map(\.name) == before.map(\.name).filter { $0 != "John" })
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
        fixture.host.press("u")  // the add
        #expect(try DatabaseContents.persons(at: fixture.path) == Array(before.dropFirst(2)))
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

    @Test func uAndUOnlyActInTheList() async throws {
        let fixture = await DatabaseStoreTests.Fixture()
        Self.deleteSelected(fixture.host)
        fixture.host.press("n")
        fixture.host.type("uU")
        #expect(fixture.host.screenText.contains("uU"), "typed into the name, not undone")
        #expect(try DatabaseContents.persons(at: fixture.path).first?.name == "John")
    }
}
