import Foundation
import RosterTestSupport
import Testing

@testable import Roster

/// Saves to the database survive SIGKILL at any moment: the real binary on a pseudo-terminal
/// saves the first person over and over, alternating (A, 28) and (B, 27) from (Majid, 27), and is killed after
/// a random delay. Then `PRAGMA integrity_check` must say `ok`, and the first person must be
/// the start's, A's or B's, never a mix of two (A with B's age); the others are untouched.
///
/// `make test` kills 10 times; `make stress` (ROSTER_STRESS=1) 200 times; ROSTER_KILLS=n sets it.
@Suite("Crash-safe saves to a database")
struct DatabaseCrashSafeSaveTests {
    static let others = (1...20).map { Person(id: UUID(), name: "Person \($0)", age: $0) }

    @Test func aSaveKilledAtARandomMomentLeavesTheOldOrTheNewRow() throws {
        let kills = Stress.count(short: 10, long: 200, override: "ROSTER_KILLS")
        let seed = Stress.value("ROSTER_KILL_SEED") ?? UInt64(UInt32.random(in: 0...UInt32.max))
        var random = SeededGenerator(seed: seed)
        print(
            "DatabaseCrashSafeSaveTests: \(kills) kills, delays from seed \(seed) (ROSTER_KILL_SEED=\(seed) replays them)"
        )
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let first = DatabaseEndToEndTests.majid
        try DatabaseEndToEndTests.makeDatabase(path, persons: [first] + Self.others)
        let allowed: Set<[String]> = [["Majid", "27"], ["A", "28"], ["B", "27"]]
        // One cycle saves twice: name A with the age one up, then name B with it one down.
        let cycle = "\r\u{15}A\t+\u{13}\r\u{15}B\t-\u{13}"
        var seen: Set<[String]> = []
        for kill in 1...kills {
            // Each run starts from the start's row, so that A's and B's ages are known.
            try SQLiteConnection(path: path, flags: 0x2).run(
                "UPDATE persons SET name = 'Majid', age = 27 WHERE id = ?", [.text(first.id.uuidString)])
            let terminal = try PseudoTerminal(TmuxSession.rosterPath, ["--file", path])
            let ready = terminal.wait { terminal.hasShown("Person 1") }
            try #require(ready, "roster #\(kill) did not show the persons")
            terminal.send(String(repeating: cycle, count: 100))
            terminal.pump(for: Double(Int(random.next() % 150)) / 1000)
            terminal.signal(SIGKILL)
            #expect(terminal.waitForExit() == 128 + SIGKILL)

            let connection = try SQLiteConnection(path: path, flags: 0x1)
            #expect(try connection.texts("PRAGMA integrity_check") == ["ok"], "kill #\(kill)")
            var row: [String] = []
            try connection.query("SELECT name, age FROM persons WHERE id = ?", [.text(first.id.uuidString)]) {
                found throws(SQLiteConnection.Error) in
                row = [found.text(0), String(found.integer(1))]
            }
            #expect(allowed.contains(row), "kill #\(kill): the first person is neither the old nor a new one: \(row)")
            seen.insert(row)
            connection.close()
            #expect(
                try Array(DatabaseContents.persons(at: path).dropFirst()) == Self.others,
                "kill #\(kill): the other persons are untouched")
        }
        print(
            "DatabaseCrashSafeSaveTests: \(seen.count) different first persons seen: \(seen.sorted { $0[0] < $1[0] })")
    }
}
