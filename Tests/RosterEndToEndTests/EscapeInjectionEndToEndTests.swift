import Foundation
import Roster
import RosterTestSupport
import Testing

/// The same in a real terminal: tmux runs roster on the hostile names and, beside it, on their
/// visible twins; the two screens (text, colours and attributes), the pane titles, the cursor
/// and the screen mode must be the same, and the title must stay what it was before.
@Suite("Escape injection, end to end in tmux")
struct EscapeInjectionEndToEndTests {
    final class Running {
        let folder = TemporaryFolder()
        let tmux: TmuxSession

        init(names: [String]) throws {
            let path = folder.file("persons.json")
            #expect(
                FileManager.default.createFile(
                    atPath: path, contents: Data(PersonsJSON.encode(HostileNames.persons(names)))))
            let go = TmuxSession.shellQuote(folder.file("go"))
            // roster starts once the test has set the pane's title.
            tmux = try TmuxSession(
                command: "while [ ! -e \(go) ]; do sleep 0.02; done; " + TmuxSession.rosterCommand(["--file", path]),
                width: 100, height: 40)
            try tmux.setTitle("untouched title")
            folder.write("", to: "go")
        }

        /// The pane's title, screen mode and cursor: where the cursor is only while it shows (a
        /// hidden one is left wherever the terminal's last write ended, which depends on how
        /// the frames were split).
        func state() throws -> String {
            try tmux.display(
                "title=#{pane_title} alternate=#{alternate_on} cursor=#{cursor_flag}"
                    + "#{?cursor_flag, at=#{cursor_x}#,#{cursor_y},}")
        }
    }

    @Test func hostileNamesChangeNothingButTheirOwnCells() throws {
        let hostile = try Running(names: HostileNames.names)
        let twin = try Running(names: HostileNames.twins)
        for app in [hostile, twin] {
            try app.tmux.waitFor(text: "Keep")
        }
        func expectSame(_ moment: String) throws {
            // Both are drawing the same keys. Judge them once they agree and have stayed so for
            // a few polls (a moment when both are still on their last key may match by chance),
            // or when the wait times out.
            var agreedPolls = 0
            var hostileView: [String] = []
            var twinView: [String] = []
            let deadline = Date().addingTimeInterval(15)
            repeat {
                hostileView = try hostile.tmux.screenWithAttributes() + [hostile.state()]
                twinView = try twin.tmux.screenWithAttributes() + [twin.state()]
                agreedPolls = hostileView == twinView ? agreedPolls + 1 : 0
                usleep(50_000)
            } while agreedPolls < 4 && Date() < deadline
            let hostileText = try hostile.tmux.screen().joined(separator: "\n")
            let twinText = try twin.tmux.screen().joined(separator: "\n")
            #expect(
                hostileView == twinView,
                """
                \(moment): the screens or states differ
                hostile (\(hostileView.last ?? "")):
                \(hostileText)
                twins (\(twinView.last ?? "")):
                \(twinText)
                """)
            #expect(try hostile.tmux.display("#{pane_title}") == "untouched title", "\(moment): the title is untouched")
        }
        try expectSame("the list")
        #expect(try hostile.tmux.display("#{alternate_on}") == "1")
        #expect(try hostile.tmux.screen().contains { $0.contains("Clear␛[2J␛[Hhome") })

        // The form on each of the first persons: the name in a text field and as the title.
        for step in 0..<4 {
            for app in [hostile, twin] {
                try app.tmux.send("Enter")
                try app.tmux.waitFor(text: "Personal information")
                try app.tmux.send("End")
            }
            for app in [hostile, twin] {
                try app.tmux.waitFor(text: "Personal information")
            }
            try expectSame("the form of person \(step)")
            for app in [hostile, twin] {
                try app.tmux.send("Escape")
                try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") }
                }
                try app.tmux.send("Down")
            }
        }
        for app in [hostile, twin] {
            try app.tmux.send("q")
            try app.tmux.waitFor(text: "[exit 0]")
        }
        #expect(try hostile.tmux.display("#{pane_title}") == "untouched title")
        #expect(try hostile.tmux.display("#{alternate_on}") == "0")
    }
}
