import Foundation
import Roster

/// The persons table: keyset pages in the list's order, substring search, and saves with
/// optimistic concurrency (each row carries a revision; a write that expects an older revision
/// changes nothing and reports a conflict), plus the change feed from the table's trigger.
package struct PostgresPersons: Sendable {
    /// A person as stored: its place in the list's order and its revision.
    package typealias Row = StoredPerson

    /// Why a write changed nothing.
    package enum WriteError: Error, Equatable, Sendable {
        /// Someone else saved a newer revision; `current` is what is stored now.
        case changed(current: Row)
        /// Someone else deleted the person.
        case deleted
        /// A person with this id exists already.
        case exists
        /// The database refused or could not be reached.
        case database(PostgresError)
    }

    /// A change any client committed, from the trigger's notifications.
    package enum Change: Equatable, Sendable {
        case inserted(id: UUID, revision: Int64)
        case updated(id: UUID, revision: Int64)
        case deleted(id: UUID)
        /// The connection broke; changes may be missed until `.resumed`.
        case offline
        /// The connection is back: what is on screen should be fetched again.
        case resumed
    }

    package let connection: PostgresConnection

    package init(connection: PostgresConnection) {
        self.connection = connection
    }

    private static let columns = "id, name, age, position, revision"

    /// How many persons there are (whose names contain `search`, if given).
    package func count(matching search: String? = nil) async throws(PostgresError) -> Int {
        let (filter, parameters) = Self.filter(search, firstParameter: 1)
        let rows = try await connection.query(filter.isEmpty ? "SELECT roster_person_count()" : "SELECT count(*) FROM persons \(filter)", parameters)
        return rows.first?.first.flatMap { $0.flatMap { Int($0) } } ?? 0
    }

    /// Up to `limit` persons in the list's order after `position` (from the start if `nil`).
    package func page(after position: Int64?, limit: Int, matching search: String? = nil) async throws(PostgresError) -> [Row] {
        let (filter, parameters) = Self.filter(search, firstParameter: 3, joinedWith: "AND")
        let rows = try await connection.query(
            "SELECT \(Self.columns) FROM persons WHERE ($1::bigint IS NULL OR position > $1::bigint) \(filter) ORDER BY position LIMIT $2::integer",
            [position.map(String.init), String(limit)] + parameters)
        return try rows.map(Self.storedPerson)
    }

    /// Up to `limit` persons in the list's order before `position` (from the end if `nil`).
    package func page(before position: Int64?, limit: Int, matching search: String? = nil) async throws(PostgresError) -> [Row] {
        let (filter, parameters) = Self.filter(search, firstParameter: 3, joinedWith: "AND")
        let rows = try await connection.query(
            "SELECT \(Self.columns) FROM persons WHERE ($1::bigint IS NULL OR position < $1::bigint) \(filter) ORDER BY position DESC LIMIT $2::integer",
            [position.map(String.init), String(limit)] + parameters)
        return try rows.map(Self.storedPerson).reversed()
    }

    /// The stored persons among `ids` (changed ones, after notifications), in the list's order.
    package func rows(withIDs ids: [UUID]) async throws(PostgresError) -> [Row] {
        guard !ids.isEmpty else { return [] }
        let array = "{" + ids.map(\.uuidString).joined(separator: ",") + "}"
        let rows = try await connection.query(
            "SELECT \(Self.columns) FROM persons WHERE id = ANY($1::uuid[]) ORDER BY position", [array])
        return try rows.map(Self.storedPerson)
    }

    /// Adds `person` at the end of the list.
    package func insert(_ person: Person) async throws(WriteError) -> Row {
        let rows: [[String?]]
        do {
            rows = try await connection.query(
                "INSERT INTO persons (id, name, age) VALUES ($1::uuid, $2, $3::integer) ON CONFLICT (id) DO NOTHING RETURNING \(Self.columns)",
                [person.id.uuidString, person.name, String(person.age)])
        } catch {
            throw .database(error)
        }
        guard let row = rows.first else { throw .exists }
        return try Self.written(row)
    }

    /// Saves `person` over the revision `expected` that was read; if the stored revision is
    /// another, nothing changes and `changed` or `deleted` says what is stored now — unless
    /// `overwriting`, which saves over any revision (and re-creates a deleted person).
    package func update(_ person: Person, expected: Int64, overwriting: Bool = false) async throws(WriteError) -> Row {
        let parameters = [person.id.uuidString, person.name, String(person.age), String(expected)]
        let rows: [[String?]]
        do {
            if overwriting {
                rows = try await connection.query(
                    """
                    INSERT INTO persons AS p (id, name, age) VALUES ($1::uuid, $2, $3::integer)
                    ON CONFLICT (id) DO UPDATE SET name = excluded.name, age = excluded.age, revision = p.revision + 1
                    RETURNING \(Self.columns)
                    """, Array(parameters.prefix(3)))
            } else {
                rows = try await connection.query(
                    """
                    UPDATE persons SET name = $2, age = $3::integer, revision = revision + 1
                    WHERE id = $1::uuid AND revision = $4::bigint RETURNING \(Self.columns)
                    """, parameters)
            }
        } catch {
            throw .database(error)
        }
        if let row = rows.first { return try Self.written(row) }
        throw try await conflict(for: person.id)
    }

    /// Deletes the person `id` if its stored revision is `expected` (any revision if `overwriting`).
    package func delete(id: UUID, expected: Int64, overwriting: Bool = false) async throws(WriteError) {
        let rows: [[String?]]
        do {
            rows = try await connection.query(
                "DELETE FROM persons WHERE id = $1::uuid AND ($3::boolean OR revision = $2::bigint) RETURNING id",
                [id.uuidString, String(expected), overwriting ? "true" : "false"])
        } catch {
            throw .database(error)
        }
        if rows.isEmpty { throw try await conflict(for: id) }
    }

    /// The changes every client commits, as the trigger announces them (this connection's
    /// own included); `.offline` and `.resumed` when the connection breaks and comes back.
    /// Starts listening (or, while offline, from the next reconnection); call it once per
    /// connection, which has one consumer of its events.
    package func changes() async -> AsyncStream<Change> {
        // A listen that fails now (offline) is made again when the connection comes back.
        try? await connection.listen(PostgresSchema.channel)
        let events = connection.events
        return AsyncStream { continuation in
            let task = Task {
                for await event in events {
                    switch event {
                    case .notification(PostgresSchema.channel, let payload):
                        if let change = Self.change(fromPayload: payload) { continuation.yield(change) }
                    case .notification:
                        break
                    case .disconnected:
                        continuation.yield(.offline)
                    case .reconnected:
                        continuation.yield(.resumed)
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The trigger's payload, `INSERT|UPDATE|DELETE <id> <revision>`, as a change.
    static func change(fromPayload payload: String) -> Change? {
        let parts = payload.split(separator: " ")
        guard parts.count == 3, let id = UUID(uuidString: String(parts[1])), let revision = Int64(parts[2]) else { return nil }
        switch parts[0] {
        case "INSERT": return .inserted(id: id, revision: revision)
        case "UPDATE": return .updated(id: id, revision: revision)
        case "DELETE": return .deleted(id: id)
        default: return nil
        }
    }

    // MARK: Helpers

    /// What stands in the way of a write to `id` that changed nothing.
    private func conflict(for id: UUID) async throws(WriteError) -> WriteError {
        do {
            guard let current = try await rows(withIDs: [id]).first else { return .deleted }
            return .changed(current: current)
        } catch {
            throw .database(error)
        }
    }

    /// A `WHERE`/`AND` clause for a substring search that ignores case and accents, and its
    /// parameter (LIKE's wildcards in `search` match only themselves).
    static func filter(_ search: String?, firstParameter: Int, joinedWith keyword: String = "WHERE") -> (String, [String?]) {
        guard let search, !search.isEmpty else { return ("", []) }
        let pattern = #"replace(replace(replace(roster_fold($\#(firstParameter)), '\', '\\'), '%', '\%'), '_', '\_')"#
        return ("\(keyword) roster_fold(name) LIKE '%' || \(pattern) || '%'", [search])
    }

    private static func written(_ values: [String?]) throws(WriteError) -> Row {
        do { return try storedPerson(values) } catch { throw .database(error) }
    }

    static func storedPerson(_ values: [String?]) throws(PostgresError) -> Row {
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
}
