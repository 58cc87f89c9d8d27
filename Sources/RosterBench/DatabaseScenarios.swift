import Foundation
import Roster
import RosterTestSupport
import TerminalUICore

/// The scenarios on storage (`--only sqlite`): the app on a SQLite database made by
/// `roster import` of the JSON file (timed: it is the import scenario), side by side with the
/// app on the JSON file where the two differ (saving, the end of the list).
///
/// - `import`: `roster import` of the N-person JSON file into a new database (and its rate);
/// - `open`: opening the database (checks included) and reading the count;
/// - `first-frame`, `key-down`, `key-pagedown`, `key-end`, `key-end-cold` (the cache dropped
///   first, as after another process's commit), `key-type-char`: headless, as the in-memory ones;
/// - `key-search-char`, `key-add`, `key-delete`: see `EditingScenarios`;
/// - `save-one-edit`: Ctrl-S in a form with one edited name, to the form closed (headless,
///   the real save: a transaction on the database, the whole file for JSON);
/// - `startup-to-first-frame`, `rss-peak`: the real binary on a pseudo-terminal; the peak
///   resident memory after End, 50 PgDn and a save.
///
/// The figures the issue compares across sizes (startup, saving on the database) are taken
/// last, the sizes in turn (`runCompared`).
@MainActor
struct DatabaseScenarios {
    let binary: String
    let folder: String
    let report: Report
    let presses: Int

    /// A database made for one size, and the first word on its first row.
    struct Made {
        let count: Int
        let database: String
        let marker: String
        /// The same persons on PostgreSQL (`PostgresScenarios.makeDatabase`), if wanted.
        var postgres: String? = nil
    }

    /// Runs the scenarios of one size; returns the database made, for `runCompared`.
    func run(persons: [Person], jsonFile: String) throws -> Made {
        let count = persons.count
        let database = try importDatabase(json: jsonFile, count: count)
        open(database, count: count)
        let marker = String(persons[0].name.split(separator: " ").first ?? "")
        headless(prefix: "sqlite", count: count) { sqliteStore(database) }
        EditingScenarios.run(prefix: "sqlite: ", persons: count, presses: presses, report: report, wants: { _ in true })
        {
            makeHost(sqliteStore(database))
        }
        headless(prefix: "json", count: count, saves: count >= 1_000_000 ? 3 : 20) { jsonStore(jsonFile) }
        try peakMemory(database, count: count, marker: marker)
        return Made(count: count, database: database, marker: marker)
    }

    /// A database of `persons` made by `roster import` (not reported), for scenarios of their own.
    func makeDatabase(persons: [Person], jsonFile: String) throws -> Made {
        let database = try importDatabase(json: jsonFile, count: persons.count, name: "bytes", reporting: false)
        return Made(
            count: persons.count, database: database, marker: String(persons[0].name.split(separator: " ").first ?? ""))
    }

    /// Only the key scenarios on the database (`--only sqlite-keys`): the import, then
    /// `key-down` and the others, and `EditingScenarios`' — not the JSON file, startup or memory.
    func runKeys(persons: [Person], jsonFile: String) throws {
        let count = persons.count
        let database = try importDatabase(json: jsonFile, count: count)
        headless(prefix: "sqlite", count: count) { sqliteStore(database) }
        EditingScenarios.run(prefix: "sqlite: ", persons: count, presses: presses, report: report, wants: { _ in true })
        {
            makeHost(sqliteStore(database))
        }
    }

    /// The scenarios whose figures are compared across sizes (`startup-to-first-frame`,
    /// `save-one-edit` on the database), with the sizes taken in turn, sample by sample: the
    /// machine's load drifts over minutes, and must not fall on one size only.
    /// With `postgres`, the startup on PostgreSQL is taken too, in turn with SQLite's.
    func runCompared(_ made: [Made], postgres: PostgresScenarios? = nil) throws {
        var startups: [Int: [Double]] = [:]
        var postgresStartups: [Int: [Double]] = [:]
        for _ in 0..<20 {
            for one in made {
                startups[one.count, default: []].append(try startup(one.database, marker: one.marker))
                if let postgres, let url = one.postgres {
                    postgresStartups[one.count, default: []].append(try postgres.startup(url, marker: one.marker))
                }
            }
        }
        let hosts = made.map { one -> (Int, PersonStore, TestHost) in
            let store = sqliteStore(one.database)
            return (one.count, store, makeHost(store))
        }
        var saves: [Int: [Double]] = [:]
        for iteration in 0..<50 {
            for (count, store, host) in hosts {
                host.press(.home)
                for _ in 0..<(iteration % 5) { host.press(.downArrow) }
                host.press(.return)
                host.press(KeyEquivalent(Array("abcdefghij")[iteration % 10]))
                saves[count, default: []].append(milliseconds { host.press("s", modifiers: .control) })
                precondition(
                    !host.screenText.contains("Personal information"),
                    "save-one-edit: the form did not close: \(store.error ?? "")")
            }
        }
        for one in made {
            report.add(
                "sqlite: startup-to-first-frame", persons: one.count, unit: .ms, samples: startups[one.count] ?? [])
            report.add("sqlite: save-one-edit", persons: one.count, unit: .ms, samples: saves[one.count] ?? [])
            if let samples = postgresStartups[one.count] {
                report.add("postgres: startup-to-first-frame", persons: one.count, unit: .ms, samples: samples)
            }
        }
    }

    func sqliteStore(_ path: String) -> PersonStore {
        let (storage, initial) = DataLocation.storage(forFile: path, sample: [])
        let store = PersonStore(storage: storage, initial: initial)
        store.openNow()
        precondition(store.loadState == .loaded, "the database did not open: \(store.error ?? "")")
        return store
    }

    func jsonStore(_ path: String) -> PersonStore {
        let store = PersonStore(file: PersonsFile(path: path))
        store.openNow()
        precondition(store.loadState == .loaded, "the JSON file did not open: \(store.error ?? "")")
        return store
    }

    func makeHost(_ store: PersonStore) -> TestHost {
        TestHost(roster: store, width: HeadlessScenarios.width, height: HeadlessScenarios.height)
    }

    /// `roster import` into a new database, timed; reports the time and the rate.
    private func importDatabase(
        json: String, count: Int, name: String = "persons", reporting: Bool = true
    ) throws -> String {
        let database = "\(folder)/\(name)-\(count).db"
        for suffix in ["", "-wal", "-shm"] { unlink(database + suffix) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["import", json, "--file", database]
        let errors = Pipe()
        process.standardError = errors
        let start = ContinuousClock.now
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let elapsed = (ContinuousClock.now - start).milliseconds
        let message = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else { throw BenchError("roster import failed: \(message)") }
        log("  roster import: \(message)")
        if reporting {
            report.add("sqlite: import", persons: count, unit: .ms, samples: [elapsed])
            report.add(
                "sqlite: import rate (persons/s)", persons: count, unit: .count,
                samples: [Double(count) / (elapsed / 1000)])
        }
        return database
    }

    private func open(_ database: String, count: Int) {
        var samples: [Double] = []
        for _ in 0..<10 {
            let storage = SQLitePersonStorage(path: database)
            var opened = 0
            samples.append(milliseconds { opened = (try? storage.immediateOpen(initial: .none).count) ?? -1 })
            precondition(opened == count, "open: \(opened) persons, expected \(count)")
        }
        report.add("sqlite: open", persons: count, unit: .ms, samples: samples)
    }

    private func headless(prefix: String, count: Int, saves: Int? = nil, makeStore: () -> PersonStore) {
        var frames: [Double] = []
        for _ in 0..<10 {
            let store = makeStore()
            var host: TestHost?
            frames.append(milliseconds { host = makeHost(store) })
            precondition(host?.screen[2].isEmpty == false, "first-frame: the list is not on screen")
        }
        report.add("\(prefix): first-frame", persons: count, unit: .ms, samples: frames)

        let store = makeStore()
        let host = makeHost(store)
        // key-down and key-end, compared by the issue, in alternating blocks over the same
        // stretch of time: ↓ from the top (most of a block scrolls), then End from the top.
        var downs: [Double] = []
        var ends: [Double] = []
        let block = max(presses / 10, 1)
        for _ in 0..<10 {
            host.press(.home)
            for _ in 0..<block { downs.append(milliseconds { host.press(.downArrow) }) }
            for _ in 0..<block {
                host.press(.home)
                ends.append(milliseconds { host.press(.end) })
            }
        }
        report.add("\(prefix): key-down", persons: count, unit: .ms, samples: downs)
        report.add("\(prefix): key-end", persons: count, unit: .ms, samples: ends)
        timed("\(prefix): key-pagedown", count: count, presses) { _ in
            host.press(.home)
            return { host.press(.pageDown) }
        }
        timed("\(prefix): key-end-cold", count: count, presses) { _ in
            host.press(.home)
            store.storageChanged()
            return { host.press(.end) }
        }
        // The next order, the selected person (the fourth) kept selected: a page of each of
        // the two indexes, read from that person's key, and their place in the new order (on
        // SQLite from its bucket counts, then a count over one bucket of the index).
        host.press(.home)
        for _ in 0..<3 { host.press(.downArrow) }
        timed("\(prefix): key-sort", count: count, presses) { _ in
            { host.press("s") }
        }
        // Back to the stored order for the edits (an edited name would move in a sorted one).
        store.sort(by: .stored)
        host.press(.home)
        host.press(.return)
        timed("\(prefix): key-type-char", count: count, presses) { iteration in
            if iteration % 20 == 0 { host.press("u", modifiers: .control) }
            return { host.press("x") }
        }
        host.press(.escape)
        // The database's save-one-edit is taken in `runCompared`.
        guard let saves else { return }
        timed("\(prefix): save-one-edit", count: count, saves) { iteration in
            host.press(.home)
            for _ in 0..<(iteration % 5) { host.press(.downArrow) }
            host.press(.return)
            host.press(KeyEquivalent(Array("abcdefghij")[iteration % 10]))
            return { host.press("s", modifiers: .control) }
        } check: {
            precondition(
                !host.screenText.contains("Personal information"),
                "save-one-edit: the form did not close: \(store.error ?? "")")
        }
    }

    private func timed(_ name: String, count: Int, _ times: Int, _ prepare: (Int) -> () -> Void, check: () -> Void = {})
    {
        var samples: [Double] = []
        for iteration in 0..<times {
            let press = prepare(iteration)
            samples.append(milliseconds { press() })
            check()
        }
        report.add(name, persons: count, unit: .ms, samples: samples)
    }

    /// Process start to the first frame with the persons shown, on the database, once.
    private func startup(_ database: String, marker: String) throws -> Double {
        return try PseudoTerminal(
            binary: binary, dataFile: database, home: folder, width: HeadlessScenarios.width,
            height: HeadlessScenarios.height
        )
        .millisecondsToFirstShowing(marker, timeout: .seconds(30), what: "the database")
    }

    /// The real binary's peak resident memory after moving through the list and saving.
    private func peakMemory(_ database: String, count: Int, marker: String) throws {
        var samples: [Double] = []
        for _ in 0..<3 {
            let session = try PseudoTerminal(
                binary: binary, dataFile: database, home: folder, width: HeadlessScenarios.width,
                height: HeadlessScenarios.height)
            session.readUntilQuiet(quiet: .milliseconds(200), timeout: .seconds(30)) {
                $0.contains(bytes: Array(marker.utf8))
            }
            let keys =
                [Array("\u{1B}OF".utf8)] + Array(repeating: Array("\u{1B}[6~".utf8), count: 50) + [
                    Array("\r".utf8), Array("x".utf8), [0x13],
                ]
            for key in keys {
                session.send(key)
                session.readUntilQuiet(quiet: .milliseconds(30))
            }
            session.readUntilQuiet(quiet: .milliseconds(200))
            let status = (try? String(contentsOfFile: "/proc/\(session.pid)/status", encoding: .utf8)) ?? ""
            session.stop()
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = line.split(separator: " ").compactMap({ Double($0) }).first
            else {
                throw BenchError("cannot read roster's peak memory")
            }
            samples.append(kilobytes * 1024 / 1_000_000)
        }
        report.add("sqlite: rss-peak", persons: count, unit: .MB, samples: samples)
    }

    /// The issue's bars, as ratios measured in this run (largest size over the 1,000 figure).
    static func ratios(_ report: Report) -> [String] {
        func median(_ name: String, _ size: Int) -> Double? {
            report.measurements.first { $0.name == name && $0.persons == size }?.median
        }
        let sizes = Set(report.measurements.filter { $0.name.hasPrefix("sqlite: ") }.map(\.persons))
        guard let large = sizes.max(), sizes.contains(1_000), large > 1_000 else { return [] }
        var lines: [String] = []
        func ratio(_ label: String, _ value: Double?, _ base: Double?, bar: Double) {
            guard let value, let base, base > 0 else { return }
            let result = value / base
            lines.append(
                "- \(label): \(String(format: "%.2f", result))× (bar ≤ \(String(format: "%.0f", bar))×) \(result <= bar ? "holds" : "DOES NOT HOLD")"
            )
            report.add("sqlite: ratio \(label)", persons: large, unit: .count, samples: [result])
        }
        ratio(
            "startup-to-first-frame \(large)/1000", median("sqlite: startup-to-first-frame", large),
            median("sqlite: startup-to-first-frame", 1_000), bar: 2)
        ratio(
            "save-one-edit \(large)/1000", median("sqlite: save-one-edit", large),
            median("sqlite: save-one-edit", 1_000), bar: 2)
        ratio(
            "key-end/key-down at \(large)", median("sqlite: key-end", large), median("sqlite: key-down", large), bar: 2)
        ratio(
            "key-sort/key-down at \(large)", median("sqlite: key-sort", large), median("sqlite: key-down", large),
            bar: 3)
        // Each write is on disk when it returns: no more than 3 key-downs and 2 fsyncs.
        if let down = median("sqlite: key-down", large), let fsync = median("fsync-floor", large) {
            for name in ["save-one-edit", "key-add", "key-delete"] {
                guard let value = median("sqlite: \(name)", large) else { continue }
                let bar = 3 * down + 2 * fsync
                lines.append(
                    "- \(name) at \(large): \(String(format: "%.3f", value)) ms against 3× key-down + 2× fsync-floor = \(String(format: "%.3f", bar)) ms (\(String(format: "%.2f", value / bar)) of it) \(value <= bar ? "holds" : "DOES NOT HOLD")"
                )
                report.add(
                    Measurement(
                        "sqlite: ratio \(name)/(3 key-down + 2 fsync-floor)", persons: large, unit: .ratio,
                        median: value / bar, p99: value / bar))
            }
        }
        if let postgres = median("postgres: startup-to-first-frame", large) {
            let sqlite = median("sqlite: startup-to-first-frame", large)
            ratio("postgres/sqlite startup-to-first-frame at \(large)", postgres, sqlite, bar: 2)
        }
        if let peak = median("sqlite: rss-peak", large) {
            lines.append(
                "- rss-peak at \(large): \(String(format: "%.1f", peak)) MB (bar ≤ 40 MB) \(peak <= 40 ? "holds" : "DOES NOT HOLD")"
            )
        }
        return lines
    }
}
