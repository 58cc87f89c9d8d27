import Foundation
import Roster
import RosterTestSupport
import Testing

/// The mouse in the real binary, in tmux. tmux forwards mouse events to a pane only from an
/// attached client, so the tests write the terminal's SGR reports (`ESC [ < b ; x ; y M`) to
/// the pane as its input; tmux's pane flags tell whether roster turned mouse reporting on.
@Suite("The mouse, end to end in tmux")
struct MouseEndToEndTests {
    /// roster on the default database in a fresh folder, with `arguments`.
    final class Running {
        let folder = TemporaryFolder()
        let tmux: TmuxSession
        var path: String { folder.file("data/roster/roster.db") }

        init(arguments: [String] = [], environment: [String: String] = [:]) throws {
            tmux = try TmuxSession(
                command: TmuxSession.rosterCommand(
                    arguments, environment: environment.merging(["XDG_DATA_HOME": folder.file("data")]) { $1 }))
        }

        /// `#{mouse_any_flag} #{mouse_sgr_flag}`: "1 1" while the pane reports mouse buttons in
        /// SGR form, "0 0" when it reports nothing.
        func mouseFlags() throws -> String {
            try tmux.display("#{mouse_any_flag} #{mouse_sgr_flag}")
        }

        /// Where `text` first shows at or below row `after`, once it does (the screens here are
        /// one cell per character up to the text).
        func locate(_ text: String, after: Int = 0) throws -> (x: Int, y: Int) {
            var found: (x: Int, y: Int)?
            try tmux.waitFor("\"\(text)\" on screen at or below row \(after)") { rows in
                for (y, row) in rows.enumerated() where y >= after {
                    if let range = row.range(of: text) {
                        found = (row.distance(from: row.startIndex, to: range.lowerBound), y)
                        return true
                    }
                }
                return false
            }
            return found!
        }

        /// Writes the reports of a press and a release of the left button on the cell.
        func click(x: Int, y: Int) throws {
            try tmux.send("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m", literal: true)
        }

        func click(_ text: String, offset: Int = 0, after: Int = 0) throws {
            let point = try locate(text, after: after)
            try click(x: point.x + offset, y: point.y)
        }

        /// Writes the report of one notch of the wheel (down or up) over the cell.
        func wheel(down: Bool, x: Int, y: Int) throws {
            try tmux.send("\u{1B}[<\(down ? 65 : 64);\(x + 1);\(y + 1)M", literal: true)
        }
    }

    @Test func clicksSelectOpenStepAndSaveAndTheWheelScrolls() throws {
        let app = try Running()
        try app.tmux.waitFor(text: "Age: 31")
        #expect(try app.mouseFlags() == "1 1", "roster asked for mouse reports in SGR form")
        try app.click("John")
        try app.click("John")
        try app.tmux.waitFor(text: "Personal information")
        let form = try app.locate("Personal information")
        try app.click("[−|+]", offset: 3, after: form.y)
        try app.tmux.waitFor(text: "Age 31 → 32")
        try app.click("[−|+]", offset: 3, after: form.y)
        try app.tmux.waitFor(text: "Age 32 → 33")
        try app.click("[−|+]", offset: 1, after: form.y)
        try app.tmux.waitFor(text: "Age 33 → 32")
        try app.click("Save", after: form.y)
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try TmuxSession.poll("the save") { try DatabaseContents.persons(at: app.path)[1].age == 32 }

        let majid = try app.locate("Majid")
        try app.wheel(down: true, x: majid.x, y: majid.y)
        try app.tmux.waitFor("the list scrolled by three persons") { rows in
            !rows.contains { $0.contains("Majid") || $0.contains("John") || $0.contains("Fred") }
        }
        try app.wheel(down: false, x: majid.x, y: majid.y)
        try app.tmux.waitFor(text: "Majid")

        // A click on nothing (the empty detail pane, the rule) changes nothing.
        let before = try app.tmux.settledScreen()
        try app.click(x: 70, y: 20)
        try app.click(x: 5, y: 1)
        try app.tmux.send("?")
        try app.tmux.waitFor(text: "Keys (Esc closes)")
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the list as before") { rows in rows == before }

        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
        #expect(try app.mouseFlags() == "0 0", "mouse reporting is off again after quitting")
    }

    /// xterm's terminfo names `ESC [ <` as its mouse key (kmous), tmux's and screen's `ESC [ M`:
    /// either way the reports reach roster whole.
    @Test(arguments: ["xterm-256color", "screen-256color", "tmux-256color"])
    func clicksWorkWhateverMouseKeyTheTerminfoEntryNames(term: String) throws {
        let app = try Running(environment: ["TERM": term])
        try app.tmux.waitFor(text: "Age: 31")
        try app.click("Fred")
        try app.click("Age: 25")
        try app.tmux.waitFor(text: "Personal information")
        let form = try app.locate("Personal information")
        try app.click("Fred", after: form.y + 1)  // on the F: the cursor goes before it
        try app.tmux.send("X", literal: true)
        try app.tmux.waitFor(text: "XFred")
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    /// A terminal that ignores SGR mode sends mode 1000's older reports (`ESC [ M` and three
    /// characters): they are clicks too, never typed text.
    @Test func theOlderReportFormIsReadAsClicks() throws {
        let app = try Running()
        try app.tmux.waitFor(text: "Age: 31")
        let john = try app.locate("John")
        let report = "\u{1B}[M " + String(UnicodeScalar(UInt8(33 + john.x))) + String(UnicodeScalar(UInt8(33 + john.y)))
        try app.tmux.send(report, literal: true)
        try app.tmux.send(report, literal: true)
        try app.tmux.waitFor(text: "Personal information")
        try app.tmux.send("X", literal: true)
        try app.tmux.waitFor(text: "JohnX")
        #expect(try !app.tmux.screen().joined().contains("M "), "nothing of the reports was typed")
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    @Test func theNewButtonAndTheDeleteDialogTakeClicks() throws {
        let app = try Running()
        try app.tmux.waitFor(text: "Age: 31")
        try app.click("[ New ]")
        try app.tmux.waitFor(text: "New person")
        try app.tmux.send("Ada", literal: true)
        try app.click("[ Save ]")
        try app.tmux.waitFor("the sheet closed") { rows in !rows.contains { $0.contains("New person") } }
        try TmuxSession.poll("Ada added") { try DatabaseContents.persons(at: app.path).last?.name == "Ada" }
        // The new person is selected after an add (at the end of the list): back to Majid.
        try app.tmux.send("Home")
        try app.tmux.waitFor(text: "Majid")
        try app.tmux.send("d")
        try app.tmux.waitFor(text: "Delete Majid?")
        try app.click("[ Delete ]")
        try app.tmux.waitFor("the dialog closed") { rows in !rows.contains { $0.contains("Delete Majid?") } }
        try TmuxSession.poll("Majid deleted") { try DatabaseContents.persons(at: app.path).first?.name == "John" }
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }

    @Test(arguments: [(["--no-mouse"], [:]), ([], ["ROSTER_NO_MOUSE": "1"])] as [([String], [String: String])])
    func noMouseLeavesTheMouseToTheTerminal(arguments: [String], environment: [String: String]) throws {
        let app = try Running(arguments: arguments, environment: environment)
        try app.tmux.waitFor(text: "Age: 31")
        #expect(try app.mouseFlags() == "0 0", "no mouse reporting: the terminal keeps its own selection")
        try app.tmux.send("Down", "Enter")
        try app.tmux.waitFor(text: "Personal information")
        try app.tmux.send("Escape")
        try app.tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try app.tmux.send("q")
        try app.tmux.waitFor(text: "[exit 0]")
    }
}
