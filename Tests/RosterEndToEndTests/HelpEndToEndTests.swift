import Foundation
import Roster
import RosterTestSupport
import Testing

/// The keys overlay in the real binary, in tmux.
@Suite("Help overlay, end to end in tmux")
struct HelpEndToEndTests {
    @Test func questionMarkShowsTheKeysAndEscReturnsToTheList() throws {
        let app = try EndToEndTests.Running(height: 40)
        try app.tmux.waitFor(text: "Age: 27")
        try app.tmux.waitFor(text: "? help")
        try app.tmux.send("?")
        // The whole overlay, not just its title: under load tmux may show a frame half written.
        let expected = Array(KeyTable.overlayLines.prefix(10))
        let rows = try app.tmux.waitFor("the overlay with its first keys") { rows in
            rows.contains { $0.contains("Keys (Esc closes)") }
                && rows.contains { $0.contains(expected[expected.count - 1]) }
        }
        for line in expected {
            #expect(rows.contains { $0.contains(line) }, "\(line)")
        }
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the overlay closed") { rows in
            !rows.contains { $0.contains("Keys (Esc closes)") } && rows.contains { $0.contains("Majid") }
        }
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }
}
