import Foundation
import Roster
import Synchronization

/// The persons in a PostgreSQL database shared by a team: the storage protocol's third
/// implementation, beside SQLite and the JSON file.
///
/// `open` connects and creates or migrates the schema (`PostgresSchema`); a database created
/// now is filled from the initial contents in the same transaction, so two rosters starting at
/// once fill it once. Pages are keyset queries on `position`. A save is one transaction in
/// which every update names the revision it was edited from: a person changed or deleted by
/// anyone since is a conflict, and nothing is written. `changes()` comes from the table's
/// trigger (`LISTEN`/`NOTIFY`), so every client hears every commit as soon as it happens, and
/// after a lost connection comes back.
///
/// Every call exists twice: `async` (on the connection's actor) and immediate (the calling
/// thread waits for the connection's queue), which the app's store uses to draw a frame; while
/// the connection is down, both fail at once rather than wait.
package final class PostgresPersonStorage: ImmediatePersonStorage {
    package let configuration: PostgresConfiguration
    package var location: String { configuration.description }
    private let backoff: PostgresConnection.Backoff
    /// How long an immediate call waits for the server (`nil`: as long as it takes).
    private let answerLimit: Duration?
    /// The connection, once `open` made it.
    private let connectionBox = Mutex<PostgresConnection?>(nil)

    /// The connection `open` made (opening again keeps it).
    package var connection: PostgresConnection? { connectionBox.withLock { $0 } }

    /// How long the app waits for the server before it says it is offline: a frame is drawn
    /// from immediate calls on the main thread, which a server that does not answer must not
    /// hold for longer.
    package static let screenAnswerLimit: Duration = .seconds(2)

    /// `answerLimit`: how long an immediate call (other than opening) waits for the server
    /// before it fails as offline (`PostgresConnection.synchronously`); `nil`, as long as it
    /// takes (the command-line import and export).
    package init(
        configuration: PostgresConfiguration, backoff: PostgresConnection.Backoff = .init(),
        answerLimit: Duration? = nil
    ) {
        self.configuration = configuration
        self.backoff = backoff
        self.answerLimit = answerLimit
    }

    // MARK: Opening

    package func open(initial: InitialContents) async throws(StorageFailure) -> StorageStatus {
        let fill = try filling(initial)
        do {
            // Opening again (a reload) keeps the connection, and with it the change feed.
            let connection: PostgresConnection
            if let existing = connectionBox.withLock({ $0 }) {
                connection = existing
            } else {
                connection = try await PostgresConnection.connect(configuration, backoff: backoff)
                connectionBox.withLock { $0 = connection }
            }
            try await PostgresSchema.prepare(connection, filling: fill)
            // Listening from now on, so that no commit between opening and `changes()` is missed.
            try await connection.listen(PostgresSchema.channel)
        } catch {
            throw StorageFailure(.unusable, path: location, reason: error.description)
        }
        return try await status()
    }

    package func immediateOpen(initial: InitialContents) throws(StorageFailure) -> StorageStatus {
        let fill = try filling(initial)
        do {
            let connection: PostgresConnection
            if let existing = connectionBox.withLock({ $0 }) {
                connection = existing
            } else {
                connection = try PostgresConnection.connectNow(configuration, backoff: backoff)
                connectionBox.withLock { $0 = connection }
            }
            try PostgresSchema.prepareNow(connection, filling: fill)
            try connection.synchronously { connection throws(PostgresError) in
                try connection.listen(PostgresSchema.channel)
            }
        } catch {
            throw StorageFailure(.unusable, path: location, reason: error.description)
        }
        return try immediateStatus()
    }

    /// The server keeps its own data sound: there is nothing for roster to check.
    package func check() async throws(StorageFailure) {}

    package func immediateCheck() throws(StorageFailure) {}

    // MARK: Reading

    package func status() async throws(StorageFailure) -> StorageStatus {
        try await run(Self.status)
    }

    package func immediateStatus() throws(StorageFailure) -> StorageStatus {
        try runNow(Self.status)
    }

    package func page(_ request: PageRequest) async throws(StorageFailure) -> [StoredPerson] {
        try await run { connection throws(PostgresError) in try Self.page(request, on: connection) }
    }

    package func immediatePage(_ request: PageRequest) throws(StorageFailure) -> [StoredPerson] {
        try runNow { connection throws(PostgresError) in try Self.page(request, on: connection) }
    }

    private static func status(on connection: isolated PostgresConnection) throws(PostgresError) -> StorageStatus {
        // The count kept by the schema's triggers; the ends by the index on `position`.
        let rows = try connection.query("SELECT roster_person_count(), min(position), max(position) FROM persons")
        let values = rows.first ?? []
        let count = values.first.flatMap { $0.flatMap { Int($0) } } ?? 0
        let first = values.count > 1 ? values[1].flatMap { Int64($0) } : nil
        let last = values.count > 2 ? values[2].flatMap { Int64($0) } : nil
        return StorageStatus(count: count, isDense: count == 0 || (first == 0 && last == Int64(count - 1)))
    }

    private static func page(
        _ request: PageRequest, on connection: isolated PostgresConnection
    ) throws(PostgresError) -> [StoredPerson] {
        let select = "SELECT \(columns) FROM persons"
        var conditions: [String] = []
        var parameters: [String?] = [String(request.limit), String(request.skipping)]
        let key = SortKey(request.order)
        // Read backwards from the end or from before the anchor, then turn the page around.
        let backwards = request.from == .end || { if case .before = request.from { true } else { false } }()
        switch request.from {
        case .start, .end:
            break
        case .after(let position), .before(let position):
            conditions.append(
                "\(key.columns) \(key.isDescending == backwards ? ">" : "<") (\(key.anchor) WHERE position = $3::bigint)"
            )
            parameters.append(String(position))
        }
        let order = key.orderBy(descending: key.isDescending != backwards)
        let reversed = backwards
        let (search, searchParameters) = Self.filter(
            request.search, firstParameter: parameters.count + 1, joinedWith: "")
        if !search.isEmpty {
            conditions.append(search)
            parameters += searchParameters
        }
        let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        let rows = try connection.query("\(select)\(filter) \(order) LIMIT $1::bigint OFFSET $2::bigint", parameters)
        let page = try rows.map(Self.storedPerson)
        return reversed ? page.reversed() : page
    }

    package func index(
        of id: UUID, in order: PersonOrder, matching search: String?
    ) async throws(StorageFailure) -> Int? {
        try await run { connection throws(PostgresError) in
            try Self.index(of: id, in: order, matching: search, on: connection)
        }
    }

    /// Blocks the calling thread on the server: the app calls the `async` one (`waitsOnServer`).
    package func immediateIndex(
        of id: UUID, in order: PersonOrder, matching search: String?
    ) throws(StorageFailure) -> Int? {
        try runNow { connection throws(PostgresError) in
            try Self.index(of: id, in: order, matching: search, on: connection)
        }
    }

    package var waitsOnServer: Bool { true }

    /// A lookup of the id's primary key; blocks the calling thread on the server, as every
    /// immediate call does.
    package func immediateContains(_ id: UUID) throws(StorageFailure) -> Bool {
        try runNow { connection throws(PostgresError) in
            try !connection.query("SELECT 1 FROM persons WHERE id = $1::uuid", [id.uuidString]).isEmpty
        }
    }

    /// Counts the persons before `id` in `order` over the order's index; nil if `id` is not
    /// there or does not match `search`.
    private static func index(
        of id: UUID, in order: PersonOrder, matching search: String?, on connection: isolated PostgresConnection
    ) throws(PostgresError) -> Int? {
        let key = SortKey(order)
        let (filter, parameters) = Self.filter(search, firstParameter: 2, joinedWith: "AND")
        let present = try connection.query(
            "SELECT 1 FROM persons WHERE id = $1::uuid \(filter)", [id.uuidString] + parameters)
        guard !present.isEmpty else { return nil }
        let rows = try connection.query(
            "SELECT count(*) FROM persons WHERE \(key.columns) \(key.isDescending ? ">" : "<") (\(key.anchor) WHERE id = $1::uuid) \(filter)",
            [id.uuidString] + parameters)
        return rows.first?.first.flatMap { $0.flatMap { Int($0) } }
    }

    /// The expressions an order sorts by, each with its index (`PostgresSchema`, version 3):
    /// the position; the folded name (compared by code point: `COLLATE "C"`), then the id; the
    /// age, then the id.
    private struct SortKey {
        let expressions: [String]
        let isDescending: Bool

        init(_ order: PersonOrder) {
            switch order {
            case .stored: expressions = ["position"]
            case .nameAscending, .nameDescending: expressions = [#"(roster_fold(name) COLLATE "C")"#, "id"]
            case .ageAscending, .ageDescending: expressions = ["age", "id"]
            }
            isDescending = order.isDescending
        }

        /// The row value compared with an anchor's.
        var columns: String { "(" + expressions.joined(separator: ", ") + ")" }

        /// The start of a subquery reading one person's key.
        var anchor: String { "SELECT " + expressions.joined(separator: ", ") + " FROM persons" }

        func orderBy(descending: Bool) -> String {
            "ORDER BY " + expressions.map { $0 + (descending ? " DESC" : "") }.joined(separator: ", ")
        }
    }

    package func count(matching search: String) async throws(StorageFailure) -> Int {
        try await run { connection throws(PostgresError) in try Self.count(matching: search, on: connection) }
    }

    package func immediateCount(matching search: String) throws(StorageFailure) -> Int {
        try runNow { connection throws(PostgresError) in try Self.count(matching: search, on: connection) }
    }

    /// Counts no further than `limit` (the query stops there).
    package func immediateCount(matching search: String, upTo limit: Int) throws(StorageFailure) -> Int {
        try runNow { connection throws(PostgresError) in
            let (filter, parameters) = Self.filter(search, firstParameter: 1)
            let rows = try connection.query(
                "SELECT count(*) FROM (SELECT 1 FROM persons \(filter) LIMIT $\(parameters.count + 1)::bigint) AS found",
                parameters + [String(limit)])
            return rows.first?.first.flatMap { $0.flatMap { Int($0) } } ?? 0
        }
    }

    /// Counts through the trigram index on the folded names (`filter`).
    private static func count(
        matching search: String, on connection: isolated PostgresConnection
    ) throws(PostgresError) -> Int {
        let (filter, parameters) = Self.filter(search, firstParameter: 1)
        let rows = try connection.query(
            filter.isEmpty ? "SELECT roster_person_count()" : "SELECT count(*) FROM persons \(filter)", parameters)
        return rows.first?.first.flatMap { $0.flatMap { Int($0) } } ?? 0
    }

    // MARK: Writing

    package func save(_ changes: [PersonChange], overwriting: Bool) async throws(StorageFailure) -> [StoredPerson] {
        try outcome(
            await run { connection throws(PostgresError) in Self.save(changes, overwriting: overwriting, on: connection)
            })
    }

    package func immediateSave(_ changes: [PersonChange], overwriting: Bool) throws(StorageFailure) -> [StoredPerson] {
        try outcome(
            runNow { connection throws(PostgresError) in Self.save(changes, overwriting: overwriting, on: connection) })
    }

    package func immediateInsert(_ person: Person, at position: Int64?) throws(StorageFailure) -> StoredPerson {
        let saved = try outcome(
            runNow { connection throws(PostgresError) in Self.insert(person, at: position, on: connection) })
        guard let stored = saved.first else {
            throw StorageFailure(.failed, path: location, reason: "cannot be saved: the new person was not returned")
        }
        return stored
    }

    package func immediateDelete(_ person: StoredPerson, overwriting: Bool) throws(StorageFailure) {
        _ = try outcome(
            runNow { connection throws(PostgresError) in Self.delete(person, overwriting: overwriting, on: connection) }
        )
    }

    /// Inserts `person` at `position` if given and free, else after the last.
    private static func insert(
        _ person: Person, at position: Int64?, on connection: isolated PostgresConnection
    ) -> SaveOutcome {
        do throws(PostgresError) {
            return .saved(try inserting(person, at: position, on: connection))
        } catch {
            return .failed(error)
        }
    }

    /// The one statement that adds a person: at `position` if given and free, else after the last.
    private static func inserting(
        _ person: Person, at position: Int64?, on connection: isolated PostgresConnection
    ) throws(PostgresError) -> [StoredPerson] {
        let rows = try connection.query(
            """
            INSERT INTO persons (id, name, age, position)
            SELECT $1::uuid, $2, $3::integer,
                CASE WHEN $4::bigint IS NULL OR EXISTS (SELECT 1 FROM persons WHERE position = $4::bigint)
                    THEN (SELECT coalesce(max(position), -1) + 1 FROM persons) ELSE $4::bigint END
            RETURNING \(columns)
            """, [person.id.uuidString, person.name, String(person.age), position.map(String.init)])
        return try rows.map(storedPerson)
    }

    /// Deletes `person` if unchanged since read (or `overwriting`); one already gone is not an error.
    private static func delete(
        _ person: StoredPerson, overwriting: Bool, on connection: isolated PostgresConnection
    ) -> SaveOutcome {
        do throws(PostgresError) {
            let id = person.person.id.uuidString
            let rows = try connection.query(
                "DELETE FROM persons WHERE id = $1::uuid AND ($3::boolean OR revision = $2::bigint) RETURNING id",
                [id, String(person.revision), overwriting ? "true" : "false"])
            if rows.isEmpty, !overwriting,
                !(try connection.query("SELECT 1 FROM persons WHERE id = $1::uuid", [id])).isEmpty
            {
                return .conflict("was changed by someone else since roster read it (the person \(person.person.name))")
            }
            return .saved([])
        } catch {
            return .failed(error)
        }
    }

    private enum SaveOutcome: Sendable {
        case saved([StoredPerson])
        case conflict(String)
        case failed(PostgresError)
    }

    private func outcome(_ outcome: SaveOutcome) throws(StorageFailure) -> [StoredPerson] {
        switch outcome {
        case .saved(let persons): return persons
        case .conflict(let reason): throw StorageFailure(.conflict, path: location, reason: reason)
        case .failed(let error): throw failure(error)
        }
    }

    /// The save's transaction: rolled back on a conflict or an error.
    private static func save(
        _ changes: [PersonChange], overwriting: Bool, on connection: isolated PostgresConnection
    ) -> SaveOutcome {
        do throws(PostgresError) {
            try connection.query("BEGIN")
            var saved: [StoredPerson] = []
            for change in changes {
                let person = change.person
                let id = person.id.uuidString
                let rows = try connection.query(
                    """
                    UPDATE persons SET name = $2, age = $3::integer, revision = revision + 1
                    WHERE id = $1::uuid AND ($5::boolean OR revision = $4::bigint) RETURNING \(columns)
                    """,
                    [id, person.name, String(person.age), String(change.baseRevision), overwriting ? "true" : "false"])
                if rows.isEmpty {
                    let exists = try connection.query("SELECT 1 FROM persons WHERE id = $1::uuid", [id])
                    if !exists.isEmpty || !overwriting {
                        try connection.query("ROLLBACK")
                        return .conflict(
                            exists.isEmpty
                                ? "a person you edited was deleted by someone else since roster read it"
                                : "was changed by someone else since roster read it (the person \(person.name))")
                    }
                    // Deleted meanwhile, and the user chose to overwrite: back at its old place if free.
                    saved += try inserting(person, at: change.position, on: connection)
                    continue
                }
                saved += try rows.map(Self.storedPerson)
            }
            try connection.query("COMMIT")
            return .saved(saved)
        } catch {
            if connection.isConnected { _ = try? connection.query("ROLLBACK") }
            return .failed(error)
        }
    }

    // MARK: Importing

    /// Adds `persons` in one transaction (`roster import --db`): a person already there, by id,
    /// gets the new name and age (and a new revision, so an open form sees the change); the
    /// others go after the last, in order. All or nothing: on any error nothing is written.
    /// `progress` hears how many are done.
    package func immediateImport(_ persons: [Person], progress: (@Sendable (Int) -> Void)? = nil) throws(StorageFailure)
    {
        switch try runNow({ connection in Self.importing(persons, progress: progress, on: connection) }) {
        case .saved, .conflict: return
        case .failed(let error): throw failure(error)
        }
    }

    private static func importing(
        _ persons: [Person], progress: (@Sendable (Int) -> Void)?, on connection: isolated PostgresConnection
    ) -> SaveOutcome {
        do throws(PostgresError) {
            try connection.query("BEGIN")
            for (offset, person) in persons.enumerated() {
                try connection.query(
                    """
                    INSERT INTO persons (id, name, age, position)
                    SELECT $1::uuid, $2, $3::integer, coalesce(max(position), -1) + 1 FROM persons
                    ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, age = EXCLUDED.age, revision = persons.revision + 1
                    """, [person.id.uuidString, person.name, String(person.age)])
                if (offset + 1) % 1_000 == 0 { progress?(offset + 1) }
            }
            try connection.query("COMMIT")
            progress?(persons.count)
            return .saved([])
        } catch {
            if connection.isConnected { _ = try? connection.query("ROLLBACK") }
            return .failed(error)
        }
    }

    // MARK: Changes

    /// Every client's commits (this one's too), from the trigger's notifications; `offline` when
    /// the connection breaks and `online` when it is back (what was missed must be read again).
    /// The connection has one consumer of its events: call it once per storage.
    package func changes() -> AsyncStream<StorageChange> {
        let connection = connectionBox.withLock { $0 }
        return AsyncStream { continuation in
            guard let connection else {
                continuation.finish()
                return
            }
            let task = Task {
                // A listen that fails now (offline) is made again when the connection comes back.
                try? await connection.listen(PostgresSchema.channel)
                for await event in connection.events {
                    switch event {
                    case .notification(PostgresSchema.channel, _): continuation.yield(.changed)
                    case .notification: break
                    case .disconnected: continuation.yield(.offline)
                    case .reconnected: continuation.yield(.online)
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    // MARK: Helpers

    /// The columns of a stored person, in the order `storedPerson` reads them.
    private static let columns = "id, name, age, position, revision"

    /// A `WHERE`/`AND` clause for a substring search that ignores case and accents, and its
    /// parameter (LIKE's wildcards in `search` match only themselves).
    private static func filter(
        _ search: String?, firstParameter: Int, joinedWith keyword: String = "WHERE"
    ) -> (String, [String?]) {
        guard let search, !search.isEmpty else { return ("", []) }
        let pattern = #"replace(replace(replace(roster_fold($\#(firstParameter)), '\', '\\'), '%', '\%'), '_', '\_')"#
        return ("\(keyword) roster_fold(name) LIKE '%' || \(pattern) || '%'", [search])
    }

    /// A row of `columns` as a stored person.
    private static func storedPerson(_ values: [String?]) throws(PostgresError) -> StoredPerson {
        guard values.count == 5,
            let idText = values[0], let id = UUID(uuidString: idText),
            let name = values[1],
            let age = values[2].flatMap({ Int($0) }),
            let position = values[3].flatMap({ Int64($0) }),
            let revision = values[4].flatMap({ Int64($0) })
        else {
            throw .server(sqlState: "XX000", message: "a persons row could not be read")
        }
        return StoredPerson(person: Person(id: id, name: name, age: age), position: position, revision: revision)
    }

    private func openConnection() throws(StorageFailure) -> PostgresConnection {
        guard let connection = connectionBox.withLock({ $0 }) else {
            throw StorageFailure(.failed, path: location, reason: "is not open")
        }
        return connection
    }

    private func run<T: Sendable>(
        _ body: @escaping @Sendable (isolated PostgresConnection) throws(PostgresError) -> T
    ) async throws(StorageFailure) -> T {
        let connection = try openConnection()
        do {
            return try await connection.perform(body)
        } catch {
            throw failure(error)
        }
    }

    private func runNow<T: Sendable>(
        _ body: @escaping @Sendable (isolated PostgresConnection) throws(PostgresError) -> T
    ) throws(StorageFailure) -> T {
        let connection = try openConnection()
        do {
            return try connection.synchronously(waitingAtMost: answerLimit, body)
        } catch {
            throw failure(error)
        }
    }

    private func failure(_ error: PostgresError) -> StorageFailure {
        StorageFailure(.failed, path: location, reason: error.description)
    }

    /// What fills a database created now: the sample's persons (a shared database does not
    /// import one user's old JSON file).
    private func filling(
        _ initial: InitialContents
    ) throws(StorageFailure) -> @Sendable (isolated PostgresConnection) throws(PostgresError) -> Void {
        let sample: [UInt8]
        switch initial {
        case .none: return { _ in }
        case .sample(let bytes): sample = bytes
        case .importing(_, let otherwise): sample = otherwise
        }
        let persons: [Person]
        do {
            persons = try PersonsJSON.decode(sample)
        } catch {
            throw StorageFailure(.unusable, path: location, reason: "was not created: the sample is invalid (\(error))")
        }
        return { connection throws(PostgresError) in
            for person in persons {
                try connection.query(
                    "INSERT INTO persons (id, name, age) VALUES ($1::uuid, $2, $3::integer)",
                    [person.id.uuidString, person.name, String(person.age)])
            }
        }
    }
}
