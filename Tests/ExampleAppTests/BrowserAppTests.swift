import Foundation
import RosterTestSupport
import Testing

@Suite("The planet browser example app, in tmux")
struct BrowserAppTests {
    /// The planets' names in the order the list shows them.
    private func order(_ rows: [String]) -> [String] {
        let names = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
        return rows.compactMap { row in names.first { row.contains($0) && row.contains("km") } }
    }

    @Test func theSortButtonsReorderTheList() throws {
        let app = try ExampleApp(ExampleApp.builtPath("BrowserApp"))
        defer { app.removeConfiguration() }
        // A frame that rewrites every row can reach tmux in more than one piece: each wait is for
        // the title and the rows together.
        var rows = try app.tmux.waitFor("the list by name") { rows in
            rows.contains { $0.contains("Planets by name ↑") } && order(rows).count == 8
        }
        #expect(order(rows).first == "Earth")
        let bySize = ["Mercury", "Mars", "Venus", "Earth", "Neptune", "Uranus", "Saturn", "Jupiter"]
        try app.tmux.send("C-s")
        rows = try app.tmux.waitFor("the list by diameter, ascending") { rows in
            rows.contains { $0.contains("Planets by diameter ↑") } && order(rows) == bySize
        }
        #expect(order(rows) == bySize)
        try app.tmux.send("C-s")
        rows = try app.tmux.waitFor("the list by diameter, descending") { rows in
            rows.contains { $0.contains("Planets by diameter ↓") } && order(rows) == bySize.reversed()
        }
        #expect(order(rows).first == "Jupiter")
        try app.tmux.send("C-o")
        rows = try app.tmux.waitFor("the list by moons, ascending") { rows in
            rows.contains { $0.contains("Planets by moons ↑") } && order(rows).first == "Mercury"
        }
        #expect(order(rows).last == "Saturn")
        try app.quit()
    }
}
