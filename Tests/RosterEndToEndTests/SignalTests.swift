import Foundation
import Roster
import RosterTestSupport
import Testing

/// Signals give the terminal back sane and leave the data file as last saved; Ctrl-Z and `fg`
/// suspend and redraw. The real binary in tmux; the terminal's modes are read with `stty -a`
/// in the same pane before roster starts and after it ends, from a non-interactive shell (an
/// interactive one would put back its own modes after a job is killed, and hide a breakage).
@Suite("Signals and the terminal, in tmux")
struct SignalTests {
    /// roster in tmux between two `stty -a`, on a data file in a fresh folder.
    final class Running {
        let folder = TemporaryFolder()
        let path: String
        let tmux: TmuxSession

        init(environment: [String: String] = [:], blockedSignals: [Int32] = []) throws {
            path = folder.file("persons.json")
            let persons = [Person(id: UUID(), name: "Majid", age: 27), Person(id: UUID(), name: "John", age: 31)]
            #expect(FileManager.default.createFile(atPath: path, contents: Data(PersonsJSON.encode(persons))))
            let before = TmuxSession.shellQuote(folder.file("stty-before"))
            let after = TmuxSession.shellQuote(folder.file("stty-after"))
            let assignments = environment.map { "\($0.key)=\(TmuxSession.shellQuote($0.value))" }.sorted().joined(
                separator: " ")
            let command = """
                stty -a > \(before); \(assignments) \(TmuxSession.shellQuote(TmuxSession.rosterPath)) --file \(TmuxSession.shellQuote(path)); \
                echo "[exit $?]"; stty -a > \(after); echo "[stty done]"; sleep 600
                """
            tmux = try TmuxSession(command: command, blockedSignals: blockedSignals)
        }

        var fileBytes: [UInt8]? { folder.bytes(of: path) }

        /// The terminal's modes before roster started and after it ended.
        func modes() -> (before: String, after: String) {
            (
                String(decoding: folder.bytes(of: folder.file("stty-before")) ?? [], as: UTF8.self),
                String(decoding: folder.bytes(of: folder.file("stty-after")) ?? [], as: UTF8.self)
            )
        }

        /// Saves "MajidX", then leaves "MajidXunsaved" typed in the open form.
        func saveOnceThenEditWithoutSaving() throws -> [UInt8] {
            try tmux.waitFor(text: "Age: 27")
            try tmux.send("Enter")
            try tmux.waitFor(text: "Personal information")
            try tmux.send("X", literal: true)
            try tmux.send("C-s")
            try TmuxSession.poll("the save") { try PersonsJSON.decode(fileBytes ?? []).first?.name == "MajidX" }
            try tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
            let saved = try #require(fileBytes)
            try tmux.send("Enter")
            try tmux.waitFor(text: "Personal information")
            try tmux.send("unsaved", literal: true)
            try tmux.waitFor(text: "MajidXunsaved")
            return saved
        }

        /// The terminal is as the shell left it: the same modes (echo, canonical input, …), the
        /// main screen, the cursor shown, the shell's output below.
        func expectTerminalRestored(exitStatus: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try tmux.waitFor(text: "[stty done]", timeout: 30)
            let rows = try tmux.screen()
            #expect(
                rows.contains { $0.contains("[exit \(exitStatus)]") },
                "exit status \(exitStatus):\n\(rows.joined(separator: "\n"))", sourceLocation: sourceLocation)
            #expect(
                try tmux.display("#{alternate_on}") == "0", "back on the main screen", sourceLocation: sourceLocation)
            #expect(try tmux.display("#{cursor_flag}") == "1", "the cursor is shown", sourceLocation: sourceLocation)
            #expect(
                try tmux.display("#{mouse_any_flag}") == "0", "mouse reporting is off", sourceLocation: sourceLocation)
            let modes = modes()
            #expect(
                !modes.before.isEmpty && modes.after == modes.before,
                "stty -a before:\n\(modes.before)\nafter:\n\(modes.after)", sourceLocation: sourceLocation)
            for flag in ["echo", "icanon", "isig", "icrnl", "ixon", "iexten", "opost", "onlcr"] {
                #expect(
                    modes.after.split(whereSeparator: \.isWhitespace).contains(Substring(flag)), "\(flag) is on",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aTerminatingSignalRestoresTheTerminalAndKeepsTheLastSave(signal: Int32) throws {
        let app = try Running()
        let saved = try app.saveOnceThenEditWithoutSaving()
        kill(try app.tmux.rosterProcess(), signal)
        try app.expectTerminalRestored(exitStatus: 128 + signal)
        #expect(app.fileBytes == saved, "the file is as last saved; the unsaved edit is not written")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: app.folder.path).sorted() == [
                "persons.json", "stty-after", "stty-before",
            ])
    }

    @Test func controlCFromTheKeyboardQuitsAndRestoresTheTerminal() throws {
        let app = try Running()
        let saved = try app.saveOnceThenEditWithoutSaving()
        try app.tmux.send("C-c")
        try app.expectTerminalRestored(exitStatus: 128 + SIGINT)
        #expect(app.fileBytes == saved)
    }

    /// Ctrl-\ sends SIGQUIT, which Swift answers with a backtrace: on a terminal given back first.
    @Test func controlBackslashFromTheKeyboardRestoresTheTerminal() throws {
        let app = try Running(environment: ["SWIFT_BACKTRACE": "interactive=no"])
        let saved = try app.saveOnceThenEditWithoutSaving()
        try app.tmux.send("C-\\")
        try app.expectTerminalRestored(exitStatus: 128 + SIGQUIT)
        #expect(app.fileBytes == saved)
    }

    /// A parent may start roster with signals blocked (a test runner's threads do): it still
    /// takes the ones it handles.
    @Test(arguments: [SIGTERM, SIGINT, SIGABRT, SIGQUIT])
    func signalsBlockedByTheParentAreStillHandled(signal: Int32) throws {
        let app = try Running(
            environment: ["SWIFT_BACKTRACE": "interactive=no"],
            blockedSignals: [SIGHUP, SIGINT, SIGQUIT, SIGABRT, SIGTERM, SIGSEGV, SIGTSTP])
        let saved = try app.saveOnceThenEditWithoutSaving()
        kill(try app.tmux.rosterProcess(), signal)
        try app.expectTerminalRestored(exitStatus: 128 + signal)
        #expect(app.fileBytes == saved)
    }

    /// The signals roster answers wait, blocked on its main thread from the first screen, for
    /// the sources that read them. Left unblocked, one sent while ncurses had it set to
    /// "ignore" was lost: ncurses does that to SIGTSTP around each refresh, and a Ctrl-Z
    /// pressed during a redraw did nothing.
    @Test func theSignalsItAnswersAreBlockedOnItsMainThreadFromTheFirstScreen() throws {
        let app = try Running()
        try app.tmux.waitFor(text: "Age: 27")
        let pid = try app.tmux.rosterProcess()
        let status = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") })
        let blocked = try #require(
            UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16))
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT] {
            #expect(blocked & (1 << UInt64(signal - 1)) != 0, "signal \(signal) is blocked (SigBlk \(line))")
        }
        kill(pid, SIGTERM)
        try app.expectTerminalRestored(exitStatus: 128 + SIGTERM)
    }

    @Test func quittingRestoresTheTerminal() throws {
        let app = try Running()
        try app.tmux.waitFor(text: "Age: 27")
        try app.tmux.send("q")
        try app.expectTerminalRestored(exitStatus: 0)
    }

    /// The crash handler puts the terminal back before Swift's backtrace prints (which here
    /// does not wait for a key, as it would by default on a terminal).
    @Test func aCrashRestoresTheTerminal() throws {
        let app = try Running(environment: ["SWIFT_BACKTRACE": "interactive=no"])
        let saved = try app.saveOnceThenEditWithoutSaving()
        kill(try app.tmux.rosterProcess(), SIGSEGV)
        try app.tmux.waitFor(text: "[stty done]", timeout: 60)
        #expect(try app.tmux.display("#{alternate_on}") == "0")
        #expect(try app.tmux.display("#{cursor_flag}") == "1")
        let modes = app.modes()
        #expect(modes.after == modes.before)
        #expect(app.fileBytes == saved)
    }

    /// roster on a file of `persons` (the first named Majid), started from an interactive
    /// shell with job control as a user has, with the form open on Majid and a "Z" typed;
    /// returns the session, the folder, the data file and the screen then.
    private func rosterInAShellWithTheFormOpen(
        persons: [Person]
    ) throws -> (TmuxSession, TemporaryFolder, String, [String]) {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(PersonsJSON.encode(persons))))
        let tmux = try TmuxSession(command: "bash --norc --noprofile -i", environment: ["PS1": "[shell]$ "])
        try tmux.waitFor(text: "[shell]$")
        try tmux.send(
            "\(TmuxSession.shellQuote(TmuxSession.rosterPath)) --file \(TmuxSession.shellQuote(path))", literal: true)
        try tmux.send("Enter")
        try tmux.waitFor(text: "Age: \(persons[persons.count - 1].age)")
        try tmux.send("Enter")
        try tmux.waitFor(text: "Personal information")
        try tmux.send("Z", literal: true)
        // The whole frame of the typed Z: "● modified", its lowest changed row, drawn too (a
        // capture can land while the terminal is halfway through a frame's bytes).
        let screen = try tmux.waitFor("the form with the typed Z") { rows in
            rows.contains { $0.contains("MajidZ") } && rows.contains { $0.contains("● modified") }
        }
        return (tmux, folder, path, screen)
    }

    @Test func controlZSuspendsAndFgRedrawsAndTheAppWorksOn() throws {
        let (tmux, folder, path, _) = try rosterInAShellWithTheFormOpen(persons: [
            Person(id: UUID(), name: "Majid", age: 27)
        ])

        for round in 1...2 {
            try tmux.send("C-z")
            try tmux.waitFor("the shell after suspending (round \(round))") { rows in
                rows.contains { $0.contains("Stopped") } && rows.last { !$0.isEmpty }?.hasPrefix("[shell]$") == true
            }
            #expect(try tmux.display("#{alternate_on}") == "0", "the shell's screen while suspended")
            #expect(try tmux.display("#{cursor_flag}") == "1")
            #expect(try tmux.display("#{mouse_any_flag}") == "0", "the mouse is the terminal's while suspended")
            try tmux.send("fg", "Enter")
            try tmux.waitFor("the form redrawn (round \(round))") { rows in
                rows.contains { $0.contains("Personal information") } && rows.contains { $0.contains("MajidZ") }
                    && !rows.contains { $0.contains("[shell]$") }
            }
            #expect(try tmux.display("#{alternate_on}") == "1")
            #expect(try tmux.display("#{mouse_any_flag} #{mouse_sgr_flag}") == "1 1", "mouse reporting is on again")
        }
        // Keys work as before, Ctrl-S included (flow control is off again).
        try tmux.send("Y", literal: true)
        try tmux.waitFor(text: "MajidZY")
        try tmux.send("C-s")
        try TmuxSession.poll("the save after resuming") {
            try PersonsJSON.decode(folder.bytes(of: path) ?? []).first?.name == "MajidZY"
        }
        try tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try tmux.send("q")
        try tmux.waitFor(text: "[shell]$")
        try tmux.send("echo \"[status $?]\"", literal: true)
        try tmux.send("Enter")
        try tmux.waitFor(text: "[status 0]")
        #expect(try tmux.display("#{alternate_on}") == "0")
    }

    /// A stop roster did not ask for (kill -STOP from elsewhere): the shell takes the terminal,
    /// puts back its modes and prints; `fg` must give roster a whole new screen and its modes.
    @Test func aStopFromOutsideThenFgRedrawsAndTakesTheTerminalBack() throws {
        let (tmux, folder, path, before) = try rosterInAShellWithTheFormOpen(persons: [
            Person(id: UUID(), name: "Majid", age: 27), Person(id: UUID(), name: "John", age: 31),
        ])
        let cursor = try tmux.display("#{cursor_flag} #{cursor_x},#{cursor_y}")

        kill(try tmux.rosterProcess(), SIGSTOP)
        try tmux.waitFor("the shell after the stop") { rows in
            rows.contains { $0.contains("Stopped") } && rows.contains { $0.hasPrefix("[shell]$") }
        }
        try tmux.send("fg", "Enter")
        try tmux.waitFor("the same screen as before the stop") { rows in rows == before }
        #expect(try tmux.display("#{cursor_flag} #{cursor_x},#{cursor_y}") == cursor)
        #expect(try tmux.display("#{alternate_on}") == "1")

        // Keys are read one by one and not echoed; Ctrl-S reaches the app.
        try tmux.send("Y", literal: true)
        let typed = try tmux.waitFor(text: "MajidZY")
        #expect(
            typed.joined().filter { $0 == "Y" }.count == 3,
            "the list row, the title and the field; no echo:\n\(typed.joined(separator: "\n"))")
        try tmux.send("C-s")
        try TmuxSession.poll("the save after fg") {
            try PersonsJSON.decode(folder.bytes(of: path) ?? []).first?.name == "MajidZY"
        }
        try tmux.waitFor("the form closed") { rows in !rows.contains { $0.contains("Personal information") } }
        try tmux.send("q")
        try tmux.waitFor(text: "[shell]$")
        try tmux.send("echo \"[status $?]\"", literal: true)
        try tmux.send("Enter")
        try tmux.waitFor(text: "[status 0]")
    }
}
