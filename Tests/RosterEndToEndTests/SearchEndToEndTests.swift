import Foundation
import RosterTestSupport
import Testing

/// Search as you type in the real binary, in tmux, on the default database.
@Suite("Search, end to end in tmux")
struct SearchEndToEndTests {
    @Test func slashAndAQueryFilterTheListAndEscBringsEveryoneBack() throws {
        let app = try EndToEndTests.Running(useDefaultLocation: true)
        try app.tmux.waitFor(text: "Age: 27")
        try app.tmux.waitFor(text: "John")
        try app.tmux.send("/")
        try app.tmux.send("MAJ", literal: true)
        try app.tmux.waitFor("only Majid matches, counted in the help bar") { rows in
            rows.contains { $0.contains(" 1 of ") } && rows.contains { $0.contains("Majid") }
                && !rows.contains { $0.contains("John") }
        }
        try app.tmux.send("xyz", literal: true)
        try app.tmux.waitFor(text: "No persons match “MAJxyz”")
        try app.tmux.send("Escape")
        try app.tmux.waitFor("everyone is back") { rows in
            rows.contains { $0.contains("Majid") } && rows.contains { $0.contains("John") }
                && !rows.contains { $0.contains(" of ") }
        }
        try app.tmux.send("q")  // the list has the focus again
        try app.tmux.waitFor(text: "[exit 0]")
    }
}
