import Foundation
import Roster
import RosterPostgres
import RosterTestSupport
import Synchronization

/// The scenarios on PostgreSQL (`--only postgres`), against the throwaway server that
/// `make bench` starts with scripts/with-postgres.sh (`ROSTER_TEST_DATABASE_URL`):
///
/// - `postgres: bulk-load`: the N persons of the other scenarios into a new database in one
///   `INSERT … SELECT` from arrays (not row by row), the search index built after;
/// - `postgres: startup-to-first-frame`: the real binary with `--db`, taken in
///   `DatabaseScenarios.runCompared` beside SQLite's, sample by sample;
/// - the load scenario (`load`): simulated clients saving random edits at a fixed rate while
///   real rosters on pseudo-terminals follow; propagation latency, saves per second held, and
///   conflicts detected against conflicts injected.
@MainActor
struct PostgresScenarios {
    let binary: String
    let folder: String
    let report: Report
    /// The server's superuser on its maintenance database.
    let serverURL: String

    /// The URL of database `name` on the same server.
    func url(database name: String) -> String {
        serverURL.replacingOccurrences(of: "/postgres?", with: "/\(name)?")
    }

    // MARK: Bulk load

    /// A new database `name` holding `persons` in their order; its URL.
    func makeDatabase(_ persons: [Person], name: String) throws -> String {
        try PostgresTestServer.administer(on: serverURL) { connection throws(PostgresError) in
            try connection.query("DROP DATABASE IF EXISTS \(connection.quotedIdentifier(name))")
            try connection.query("CREATE DATABASE \(connection.quotedIdentifier(name))")
        }
        let databaseURL = url(database: name)
        let ids = "{" + persons.map(\.id.uuidString).joined(separator: ",") + "}"
        let names = "{" + persons.map { Self.arrayElement($0.name) }.joined(separator: ",") + "}"
        let ages = "{" + persons.map { String($0.age) }.joined(separator: ",") + "}"
        let elapsed = try milliseconds {
            let connection = try PostgresConnection.connectNow(PostgresConfiguration(databaseURL))
            defer { try? connection.synchronously { $0.close() } }
            try PostgresSchema.prepareNow(connection)
            try connection.synchronously { connection throws(PostgresError) in
                try connection.transaction { connection throws(PostgresError) in
                    // One statement for all; no notification per row (nobody listens yet), and
                    // the trigram index built once at the end rather than row by row.
                    try connection.query("SET LOCAL maintenance_work_mem = '256MB'")
                    try connection.query("ALTER TABLE persons DISABLE TRIGGER persons_notify")
                    try connection.query("DROP INDEX persons_search")
                    try connection.query(
                        """
                        INSERT INTO persons (id, name, age, position)
                        SELECT id, name, age, ordinal - 1 FROM unnest($1::uuid[], $2::text[], $3::integer[])
                            WITH ORDINALITY AS loaded(id, name, age, ordinal)
                        """, [ids, names, ages])
                    try connection.query(
                        "SELECT setval(pg_get_serial_sequence('persons', 'position'), max(position)) FROM persons")
                    try connection.query(
                        "CREATE INDEX persons_search ON persons USING gin (roster_fold(name) gin_trgm_ops)")
                    try connection.query("ALTER TABLE persons ENABLE TRIGGER persons_notify")
                }
                try connection.query("VACUUM ANALYZE persons")
            }
        }
        let stored = try PostgresTestServer.administer(on: databaseURL) { connection throws(PostgresError) in
            try connection.query("SELECT count(*) FROM persons").first?.first.flatMap { $0.flatMap { Int($0) } } ?? 0
        }
        guard stored == persons.count else {
            throw BenchError("bulk load: \(stored) persons stored, expected \(persons.count)")
        }
        report.add("postgres: bulk-load", persons: persons.count, unit: .ms, samples: [elapsed])
        return databaseURL
    }

    /// `text` as an element of an array literal: double-quoted, `"` and `\` escaped.
    static func arrayElement(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    // MARK: Startup

    /// Process start to the first frame with the persons shown, on the database at `url`, once.
    func startup(_ url: String, marker: String) throws -> Double {
        return try PseudoTerminal(
            binary: binary, database: url, home: folder, width: HeadlessScenarios.width,
            height: HeadlessScenarios.height
        )
        .millisecondsToFirstShowing(marker, timeout: .seconds(60), what: "the PostgreSQL database")
    }

    // MARK: Load

    /// How the load scenario runs.
    struct Load {
        var clients = 50
        /// Saves per second of each simulated client.
        var rate = 4.0
        var rosters = 3
        var seconds = 30.0
        /// One save in this many is an injected conflict.
        var conflictEvery = 20
    }

    /// The load scenario on `persons` (the issue's: 100,000): `load.clients` connections each
    /// saving random edits to persons of their own at `load.rate` per second, with an injected
    /// conflict every `load.conflictEvery` saves (another client saves the person first, then
    /// the owner saves from the revision it had); `load.rosters` real rosters on
    /// pseudo-terminals meanwhile, and a probe that renames a person on their screens and times
    /// the moment the new name reaches each terminal.
    func load(persons: [Person], load: Load) throws {
        let count = persons.count
        let databaseURL = try makeDatabase(persons, name: "roster_bench_load")
        let configuration = try PostgresConfiguration(databaseURL)
        let marker = Array((persons[0].name.split(separator: " ").first.map(String.init) ?? persons[0].name).utf8)
        var rosters: [PseudoTerminal] = []
        defer { rosters.forEach { $0.stop() } }
        for _ in 0..<load.rosters {
            let session = try PseudoTerminal(
                binary: binary, database: databaseURL, home: folder, width: HeadlessScenarios.width,
                height: HeadlessScenarios.height)
            rosters.append(session)
            session.readUntilQuiet(quiet: .milliseconds(200), timeout: .seconds(60)) { $0.contains(bytes: marker) }
            guard session.output.contains(bytes: marker) else {
                throw BenchError("a roster on PostgreSQL did not show the persons")
            }
        }

        // The probe owns the first persons (on every roster's screen); the clients share the rest.
        let probed = 4
        let stored = persons.enumerated().map { StoredPerson(person: $1, position: Int64($0), revision: 1) }
        let shared = LoadShared()
        // Two seconds to connect (two connections per client), then the measured stretch.
        let start = ContinuousClock.now + .seconds(2)
        let deadline = start + .seconds(load.seconds)
        for client in 0..<load.clients {
            let own = stride(from: probed + client, to: count, by: load.clients).map { stored[$0] }
            let rival = PostgresPersonStorage(configuration: configuration)
            let storage = PostgresPersonStorage(configuration: configuration)
            Task.detached {
                await Self.client(
                    client, own: own, storage: storage, rival: rival, load: load, start: start, deadline: deadline,
                    shared: shared)
                shared.finished.add(1, ordering: .sequentiallyConsistent)
            }
        }

        let probe = PostgresPersonStorage(configuration: configuration)
        _ = try probe.immediateOpen(initial: .none)
        while ContinuousClock.now < start {
            rosters.forEach { $0.drain() }
            usleep(1_000)
        }
        var current = Array(stored[0..<probed])
        var latencies: [Double] = []
        var missed = 0
        var edits = 0
        var probeSaves = 0
        while ContinuousClock.now < deadline {
            let index = edits % probed
            var change = current[index]
            change.person.name = "Probe " + Self.token(edits / probed, parity: (edits / probed) % 2)
            let token = Array(Self.token(edits / probed, parity: (edits / probed) % 2).utf8)
            edits += 1
            rosters.forEach { $0.drain() }
            let from = rosters.map { max(0, $0.output.count - token.count) }
            let saved = try probe.immediateSave(
                [PersonChange(person: change.person, position: change.position, baseRevision: change.revision)],
                overwriting: false)
            let committed = ContinuousClock.now
            probeSaves += 1
            current[index] = saved.first ?? change
            var seen: [ContinuousClock.Instant?] = Array(repeating: nil, count: rosters.count)
            while seen.contains(where: { $0 == nil }), ContinuousClock.now - committed < .seconds(5) {
                for (number, session) in rosters.enumerated() where seen[number] == nil {
                    session.drain()
                    if Array(session.output[from[number]...]).contains(bytes: token) { seen[number] = .now }
                }
                usleep(250)
            }
            for instant in seen {
                if let instant { latencies.append((instant - committed).milliseconds) } else { missed += 1 }
            }
            // The next probe after a pause, the terminals drained meanwhile.
            let pause = ContinuousClock.now + .milliseconds(200)
            while ContinuousClock.now < pause {
                rosters.forEach { $0.drain() }
                usleep(1_000)
            }
        }
        while shared.finished.load(ordering: .sequentiallyConsistent) < load.clients {
            rosters.forEach { $0.drain() }
            usleep(1_000)
        }
        let result = shared.tally.withLock { $0 }
        let elapsed = load.seconds
        let written = try PostgresTestServer.administer(on: databaseURL) { connection throws(PostgresError) in
            try connection.query("SELECT sum(revision - 1) FROM persons").first?.first.flatMap {
                $0.flatMap { Int($0) }
            } ?? 0
        }
        let lost = result.saves + probeSaves - written
        if !result.errors.isEmpty { log("  load: \(result.errors.count) failed saves, the first: \(result.errors[0])") }
        if missed > 0 { log("  load: \(missed) probe renames never reached a roster within 5 s") }
        guard !latencies.isEmpty else { throw BenchError("load: no probe rename reached a roster") }
        report.add("postgres-load: propagation commit→screen", persons: count, unit: .ms, samples: latencies)
        report.add(
            "postgres-load: saves/s offered", persons: count, unit: .count, samples: [Double(load.clients) * load.rate])
        report.add(
            "postgres-load: saves/s held", persons: count, unit: .count, samples: [Double(result.saves) / elapsed])
        report.add(
            "postgres-load: conflicts injected", persons: count, unit: .count, samples: [Double(result.injected)])
        report.add(
            "postgres-load: conflicts detected", persons: count, unit: .count, samples: [Double(result.detected)])
        report.add(
            "postgres-load: unexpected conflicts", persons: count, unit: .count, samples: [Double(result.unexpected)])
        report.add("postgres-load: failed saves", persons: count, unit: .count, samples: [Double(result.errors.count)])
        report.add("postgres-load: lost updates", persons: count, unit: .count, samples: [Double(lost)])
        report.add("postgres-load: probe renames missed", persons: count, unit: .count, samples: [Double(missed)])
        log(
            "  load: \(load.clients) clients × \(load.rate)/s for \(Int(elapsed)) s, \(load.rosters) rosters: \(result.saves) saves, \(result.detected)/\(result.injected) conflicts detected/injected, \(lost) lost"
        )
    }

    /// A name part made of `number`'s digits, each a letter of one of two alphabets, alternating
    /// along the token and by `parity`: every letter differs from its neighbours and from the
    /// same place in the previous token (the other parity), so a repaint writes the whole token
    /// as one run that can be found in the terminal's bytes.
    static func token(_ number: Int, parity: Int) -> String {
        let alphabets = [Array("abcdefghij"), Array("klmnopqrst")]
        let digits = Array(String(format: "%06d", number % 1_000_000))
        return String(digits.enumerated().map { place, digit in alphabets[(place + parity) % 2][Int(String(digit))!] })
    }

    /// One simulated client: a save of one of `own` every 1/rate seconds until `deadline`.
    private nonisolated static func client(
        _ number: Int, own: [StoredPerson], storage: PostgresPersonStorage, rival: PostgresPersonStorage,
        load: Load, start: ContinuousClock.Instant, deadline: ContinuousClock.Instant, shared: LoadShared
    ) async {
        do {
            _ = try await storage.open(initial: .none)
            _ = try await rival.open(initial: .none)
        } catch {
            shared.tally.withLock { $0.errors.append(error.description) }
            return
        }
        var persons = own
        var generator = SeededGenerator(seed: 0xC11E_0000 &+ UInt64(number))
        let interval = Duration.seconds(1 / load.rate)
        var next = start + interval * Double(number) / Double(load.clients)
        var saves = 0
        // A client that falls behind saves back to back to catch up, and stops at the deadline
        // all the same: the saves done in the stretch are the rate held.
        while next < deadline, ContinuousClock.now < deadline {
            try? await Task.sleep(until: next)
            next += interval
            saves += 1
            let index = Int(generator.next() % UInt64(persons.count))
            var edited = persons[index]
            edited.person.name = "Edit \(number)-\(saves)"
            edited.person.age = Int(generator.next() % 151)
            let change = PersonChange(person: edited.person, position: edited.position, baseRevision: edited.revision)
            let injecting = saves % load.conflictEvery == 0
            if injecting {
                // Someone else saves the person first, from the same revision.
                var theirs = persons[index]
                theirs.person.name = "Rival \(number)-\(saves)"
                do {
                    let saved = try await rival.save(
                        [PersonChange(person: theirs.person, position: theirs.position, baseRevision: theirs.revision)],
                        overwriting: false)
                    shared.tally.withLock { $0.saves += 1 }
                    if let first = saved.first { persons[index] = first }
                } catch {
                    shared.tally.withLock { $0.errors.append("rival: \(error.description)") }
                    continue
                }
            }
            do {
                let saved = try await storage.save([change], overwriting: false)
                shared.tally.withLock {
                    $0.saves += 1
                    if injecting { $0.injected += 1 }
                }
                if let first = saved.first { persons[index] = first }
            } catch  where error.kind == .conflict {
                shared.tally.withLock {
                    if injecting {
                        $0.injected += 1
                        $0.detected += 1
                    } else {
                        $0.unexpected += 1
                    }
                }
            } catch {
                shared.tally.withLock { $0.errors.append(error.description) }
            }
        }
        await storage.connection?.close()
        await rival.connection?.close()
    }
}

/// What the simulated clients did, and how many have finished; shared between their tasks.
final class LoadShared: Sendable {
    let tally = Mutex(LoadTally())
    let finished = Atomic<Int>(0)
}

/// What the simulated clients did.
struct LoadTally: Sendable {
    var saves = 0
    var injected = 0
    var detected = 0
    /// Conflicts on saves that should not have had one (no one else wrote the person).
    var unexpected = 0
    var errors: [String] = []
}
