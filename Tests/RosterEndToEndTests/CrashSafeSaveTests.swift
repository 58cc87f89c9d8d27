import Foundation
import Roster
import RosterTestSupport
import Testing

/// Saves survive SIGKILL at any moment.
///
/// The real `roster` binary runs on a pseudo-terminal of its own (`PseudoTerminal`, not tmux:
/// starting a process there is fast enough for hundreds of kills). It is sent a burst of keys
/// that save over and over — Return opens the first person, Ctrl-U clears the name, a name is
/// typed, Ctrl-S saves and closes — naming the person "A" and "B" in turn, so the data file
/// flips between known contents through the app's own Save (`PersonsFile.save`). After a
/// random delay the process is killed with SIGKILL. Then the data file must parse and hold
/// exactly one of the contents it had or was being given (the start's, A's or B's), and the
/// next start must have removed any temporary file the killed process left.
///
/// `make test` kills 10 times; `make stress` (ROSTER_STRESS=1) 200 times; ROSTER_KILLS=n sets it.
@Suite("Crash-safe saves")
struct CrashSafeSaveTests {
    static let first = Person(id: UUID(uuidString: "90E57E9B-0A92-5794-91D4-54671FA81375")!, name: "Majid", age: 27)
    static let others = (1...20).map {
        Person(id: UUID(), name: "Person \($0) " + String(repeating: "·", count: $0), age: $0)
    }

    @Test func aSaveKilledAtARandomMomentLeavesTheOldOrTheNewFile() throws {
        let kills = Stress.count(short: 10, long: 200, override: "ROSTER_KILLS")
        let seed = Stress.value("ROSTER_KILL_SEED") ?? UInt64(UInt32.random(in: 0...UInt32.max))
        var random = SeededGenerator(seed: seed)
        print("CrashSafeSaveTests: \(kills) kills, delays from seed \(seed) (ROSTER_KILL_SEED=\(seed) replays them)")

        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        func contents(name: String) -> [UInt8] {
            var first = Self.first
            first.name = name
            return PersonsJSON.encode([first] + Self.others)
        }
        let start = contents(name: "Majid")
        let saved = [contents(name: "A"), contents(name: "B")]
        #expect(FileManager.default.createFile(atPath: path, contents: Data(start)))

        // One cycle saves twice, "A" then "B", whatever the name was before.
        let cycle = "\r\u{15}A\u{13}\r\u{15}B\u{13}"
        var killedMidSave = 0
        var seen: Set<[UInt8]> = []
        for kill in 1...kills {
            let terminal = try PseudoTerminal(TmuxSession.rosterPath, ["--file", path])
            let ready = terminal.wait { terminal.hasShown("Age: 27") }
            try #require(ready, "roster #\(kill) did not show the persons")
            // The previous roster's temporary files are gone once this one has loaded.
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names == ["persons.json"], "kill #\(kill): stray files after the restart: \(names)")

            terminal.send(String(repeating: cycle, count: 200))
            terminal.pump(for: Double(Int(random.next() % 150)) / 1000)
            terminal.signal(SIGKILL)
            #expect(terminal.waitForExit() == 128 + SIGKILL)

            let bytes = folder.bytes(of: path) ?? []
            #expect(
                bytes == start || saved.contains(bytes),
                "kill #\(kill): the file is neither the old nor the new content:\n\(String(decoding: bytes, as: UTF8.self))"
            )
            #expect(throws: Never.self) { try PersonsJSON.decode(bytes) }
            seen.insert(bytes)
            let strays = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0 != "persons.json"
            }
            if !strays.isEmpty { killedMidSave += 1 }
            #expect(
                strays.allSatisfy { $0.hasPrefix(".persons.json.tmp-\(terminal.pid)-") },
                "only the killed process's temporary file: \(strays)")
        }
        // A last start cleans up after the last kill.
        let terminal = try PseudoTerminal(TmuxSession.rosterPath, ["--file", path])
        #expect(terminal.wait { terminal.hasShown("Age: 27") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["persons.json"])
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        print(
            "CrashSafeSaveTests: \(killedMidSave) of \(kills) kills left a temporary file (killed mid-save); \(seen.count) different contents seen"
        )
        #expect(seen.isSubset(of: Set(saved + [start])))
    }
}
