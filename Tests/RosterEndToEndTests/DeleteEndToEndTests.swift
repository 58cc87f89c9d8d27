import Foundation
import Roster
import RosterTestSupport
import Testing

/// Deleting a person, and undoing deletes and saved edits, in the real binary, in tmux, on the
/// default database.
@Suite("Deleting a person and undo, end to end in tmux")
struct DeleteEndToEndTests {
    @Test func dAsksThenDeleteRemovesThePersonThenUndoAndRedo() throws {
        let app = try EndToEndTests.Running(useDefaultLocation: true)
        try app.tmux.waitFor(text: "Age: 27")
        let before = try app.persons()
        #expect(before.prefix(2).map(\.name) == ["Majid", "John"])
        try app.tmux.send("Down", "d")
        try app.tmux.waitFor(text: "Delete John?")
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the dialog closed") { rows in !rows.contains { $0.contains("Delete John?") } }
        #expect(try app.persons() == before, "Esc deletes nothing")
        try app.tmux.send("DC")  // Delete-forward asks too
        try app.tmux.waitFor(text: "Delete John?")
        try app.tmux.send("Left", "Enter")
        try app.tmux.waitFor("John is gone from the list") { rows in
            !rows.contains { $0.contains("John") } && rows.contains { $0.contains("Fred") }
        }
        var expected = before
        expected.remove(at: 1)
        #expect(try app.persons() == expected, "saved at once, the others in their order")
        try app.tmux.send("u")
        try app.tmux.waitFor(text: "John")
        #expect(try app.persons() == before, "undo puts John back: same id, age and place")
        try app.tmux.send("U")
        try app.tmux.waitFor("John is gone again") { rows in !rows.contains { $0.contains("John") } }
        #expect(try app.persons() == expected, "redo deletes him again")
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    @Test func uUndoesASavedEditAndURedoesIt() throws {
        let app = try EndToEndTests.Running(useDefaultLocation: true)
        try app.tmux.waitFor(text: "Age: 27")
        let before = try app.persons()
        var edited = before
        edited[1] = Person(id: before[1].id, name: "Jonathan", age: before[1].age + 1)
        try app.tmux.send("Down", "Enter")
        try app.tmux.waitFor(text: "Personal information")
        try app.tmux.send("C-u")
        try app.tmux.send("Jonathan", literal: true)
        try app.tmux.send("Tab", "+", "C-s")
        try app.tmux.waitFor("the form closed on the saved edit") { rows in
            !rows.contains { $0.contains("Personal information") } && rows.contains { $0.contains("Jonathan") }
        }
        #expect(try app.persons() == edited, "saved")
        try app.tmux.send("u")
        try app.tmux.waitFor("John is back") { rows in
            !rows.contains { $0.contains("Jonathan") } && rows.contains { $0.contains("John") }
        }
        #expect(try app.persons() == before, "undo puts John's name and age back, saved")
        try app.tmux.send("U")
        try app.tmux.waitFor(text: "Jonathan")
        #expect(try app.persons() == edited, "redo saves the edit again")
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }
}
