import Foundation
import Roster
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
        #expect(outcome.output.contains("Ctrl-S saves"))
        #expect(outcome.output.contains("Esc cancels"))
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
