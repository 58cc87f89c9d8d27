import Foundation
import RosterTestSupport
import Testing

/// Sorting in the real binary, in tmux, on the default database: `s` changes the order and the
/// title, and the selected person stays selected (Return opens them).
@Suite("Sort, end to end in tmux")
struct SortEndToEndTests {
    @Test func sReordersTheListTheTitleSaysHowAndTheSelectionStays() throws {
        let app = try EndToEndTests.Running(useDefaultLocation: true)
        try app.tmux.waitFor(text: "Age: 27")
        let stored = try app.persons()
        try app.tmux.send("j", "j")  // Fred, the third as stored
        try app.tmux.send("s")
        try app.tmux.waitFor("name order under its title, Fred first") { rows in
            rows[0].contains("By name ↑") && rows[3].hasPrefix(" Fred ") && rows[5].hasPrefix(" John ")
        }
        try Self.expectOpened("Fred", in: app)
        try app.tmux.send("s")
        try app.tmux.waitFor("descending names") { rows in rows[0].contains("By name ↓") && !rows[3].hasPrefix(" Fred ")
        }
        try Self.expectOpened("Fred", in: app)
        try app.tmux.send("s")
        let byAge = stored.sorted { ($0.age, $0.id.uuidString) < ($1.age, $1.id.uuidString) }.map(\.name)
        let next = byAge[try #require(byAge.firstIndex(of: "Fred")) + 1]
        try app.tmux.waitFor("age order, Fred in view with the next older after him") { rows in
            rows[0].contains("By age ↑")
                && rows.indices.contains {
                    $0 + 2 < rows.count && rows[$0].hasPrefix(" Fred ") && rows[$0 + 2].hasPrefix(" \(next) ")
                }
        }
        try Self.expectOpened("Fred", in: app)
        try app.tmux.send("s")
        try app.tmux.waitFor(text: "By age ↓")
        try app.tmux.send("k")  // moves on from Fred in this order: to the next older
        try Self.expectOpened(next, in: app)
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
        #expect(try app.persons() == stored, "sorting writes nothing")
    }

    /// What a row shows right of the list pane (the form's name field on the fourth row).
    static func detail(_ row: String) -> String {
        (row.components(separatedBy: "│").last ?? "").trimmingCharacters(in: .whitespaces)
    }

    /// Return opens the selected person's form beside the list; Esc closes it.
    static func expectOpened(_ name: String, in app: EndToEndTests.Running) throws {
        try app.tmux.send("Enter")
        try app.tmux.waitFor("\(name)'s form") { rows in
            rows[2].contains("Personal information") && Self.detail(rows[3]) == name
        }
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
    }
}
