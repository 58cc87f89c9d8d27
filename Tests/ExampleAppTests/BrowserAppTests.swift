import Foundation
import RosterTestSupport
import Testing

@Suite("The planet browser example app, in tmux")
struct BrowserAppTests {
    /// The planets' names in the order the table shows them.
    private func order(_ rows: [String]) -> [String] {
        let names = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
        return rows.compactMap { row in names.first { row.contains($0) && row.contains("km") } }
    }

    @Test func theTableSortsByAColumnAndItsRowsHaveAMenuAndDetails() throws {
        let app = try ExampleApp(ExampleApp.builtPath("BrowserApp"))
        defer { app.removeConfiguration() }
        // A frame that rewrites every row can reach tmux in more than one piece: each wait is for
        // the header and the rows together.
        var rows = try app.tmux.waitFor("the table by name") { rows in
            rows.contains { $0.contains("Name ▲") } && order(rows).count == 8
        }
        #expect(order(rows).first == "Earth")
        #expect(rows.contains { $0.contains("Planets (0 favourites)") })
        let bySize = ["Mercury", "Mars", "Venus", "Earth", "Neptune", "Uranus", "Saturn", "Jupiter"]
        try app.tmux.send("Right")
        rows = try app.tmux.waitFor("the table by diameter, ascending") { rows in
            rows.contains { $0.contains("Diameter ▲") } && order(rows) == bySize
        }
        #expect(order(rows) == bySize)
        try app.tmux.send("Space")
        rows = try app.tmux.waitFor("the table by diameter, descending") { rows in
            rows.contains { $0.contains("Diameter ▼") } && order(rows) == bySize.reversed()
        }
        #expect(order(rows).first == "Jupiter")

        // The first ↓ selects the first row; Shift-F10 opens its menu.
        try app.tmux.send("Down")
        try app.tmux.send("S-F10")
        rows = try app.tmux.waitFor(text: "Add to Favourites")
        #expect(rows.contains { $0.contains("Details") })
        try app.tmux.send("Enter")
        rows = try app.tmux.waitFor("Jupiter a favourite") { rows in
            rows.contains { $0.contains("★ Jupiter") } && rows.contains { $0.contains("Planets (1 favourite)") }
        }
        #expect(!rows.contains { $0.contains("Add to Favourites") }, "the menu closed")

        // Return is the menu's primary action: the selected planet's details, which Esc closes.
        try app.tmux.send("Enter")
        rows = try app.tmux.waitFor("Jupiter's details") { rows in
            rows.contains { $0.contains("Jupiter") && $0.contains("[ Done ]") }
                && rows.contains { $0.contains("Moons") && $0.contains("95") }
        }
        #expect(rows.contains { $0.contains("Diameter") && $0.contains("139820 km") })
        try app.tmux.send("Escape")
        rows = try app.tmux.waitFor("the table again") { rows in
            !rows.contains { $0.contains("[ Done ]") } && order(rows) == bySize.reversed()
        }
        #expect(rows.contains { $0.contains("★ Jupiter") })
        try app.quit()
    }
}
