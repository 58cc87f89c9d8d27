import Foundation
import Roster
import RosterTestSupport
import Testing

/// The `roster` binary's command line, run as a real process.
@Suite("The command line")
struct CommandLineTests {
    /// Runs roster with `arguments`, standard input from /dev/null (not a terminal).
    func roster(_ arguments: [String], environment: [String: String] = [:]) throws -> ChildProcess.Outcome {
        try ChildProcess.run(
            TmuxSession.rosterPath,
            arguments,
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }
        )
    }

    @Test func helpShowsUsageKeysAndTheDataLocation() throws {
        let outcome = try roster(["--help"], environment: ["XDG_DATA_HOME": "/somewhere/data"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("Usage: roster [--file PATH]"))
        #expect(outcome.output.contains("Keys:\n\(KeyTable.helpText())\n"), "the keys, from the key table")
        #expect(outcome.output.contains("Ctrl-S save"))
        #expect(outcome.output.contains("/somewhere/data/roster/roster.db"))
    }

    @Test func versionPrintsTheVersion() throws {
        let outcome = try roster(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "roster \(RosterVersion.current)\n")
    }

    @Test(arguments: [["--frobnicate"], ["extra"], ["--file"], ["--file="]])
    func badArgumentsPrintUsageAndExitTwo(arguments: [String]) throws {
        let outcome = try roster(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.error.contains("Usage: roster"))
        #expect(outcome.output.isEmpty)
    }

    @Test func noMouseIsAnOptionOfTheAppAndHelpTellsOfIt() throws {
        let help = try roster(["--help"])
        #expect(help.output.contains("--no-mouse") && help.output.contains("ROSTER_NO_MOUSE=1"))
        let folder = TemporaryFolder()
        let app = try roster(["--no-mouse", "--file", folder.file("persons.json")])
        #expect(
            app.status == 1 && app.error.contains("needs a terminal"),
            "accepted: it fails later, for want of a terminal")
        let export = try roster(["export", "--no-mouse", "--file", folder.file("persons.json")])
        #expect(export.status == 2)
        #expect(export.error.contains("--no-mouse is for the app, not for roster export"))
    }

    @Test func withoutATerminalItSaysSoAndExitsOne() throws {
        let folder = TemporaryFolder()
        let outcome = try roster(["--file", folder.file("persons.json")])
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("needs a terminal"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("persons.json")), "nothing was written")
    }

    @Test func anArgumentWithEscapeSequencesIsQuotedNotSentToTheTerminal() throws {
        let outcome = try roster(["--x\u{1B}]2;PWNED\u{07}\u{9B}31m"])
        #expect(outcome.status == 2)
        #expect(!outcome.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
        #expect(outcome.error.contains("unknown option --x\\u{1B}]2;PWNED\\u{7}\\u{9B}31m"))
    }
}
