import Foundation
import Roster
import RosterTestSupport
import Testing

/// Adding a person in the real binary, in tmux, on the default database.
@Suite("Adding a person, end to end in tmux")
struct AddEndToEndTests {
    @Test func nTypeANameAndCtrlSAddsThePersonEscAddsNobody() throws {
        let app = try EndToEndTests.Running(useDefaultLocation: true)
        try app.tmux.waitFor(text: "Age: 27")
        let before = try app.persons()
        try app.tmux.send("n")
        try app.tmux.waitFor(text: "New person")
        try app.tmux.send("Nobody", literal: true)
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("New person") } }
        #expect(try app.persons() == before, "Esc adds nobody")
        try app.tmux.send("n")
        try app.tmux.waitFor(text: "New person")
        try app.tmux.send("José Núñez", literal: true)
        try app.tmux.send("Tab", "-", "C-s")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("New person") } }
        try app.tmux.send("End")
        try app.tmux.waitFor(text: "José Núñez")
        let after = try app.persons()
        #expect(Array(after.dropLast()) == before)
        #expect(after.last?.name == "José Núñez" && after.last?.age == 29)
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }
}
