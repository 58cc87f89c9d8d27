import CSQLite3
import Foundation

/// Reading: the count, pages in each order (a key range of the order's index, anchored at a
/// known person), search, and a person's place in a sorted order from the bucket counts.
extension SQLitePersonStorage {
    package func immediateStatus() throws(StorageFailure) -> StorageStatus {
        try locked { () throws(StorageFailure) -> StorageStatus in try readStatus(try open()) }
    }

    /// The open connection's `PRAGMA synchronous`: 2 (FULL) once opened, each commit on disk
    /// when it returns.
    package func immediateSynchronousLevel() throws(StorageFailure) -> Int64 {
        try locked { () throws(StorageFailure) -> Int64 in
            let connection = try open()
            do throws(SQLiteConnection.Error) {
                return try connection.integer("PRAGMA synchronous") ?? 0
            } catch {
                throw sqliteFailure(error, doing: "cannot be read")
            }
        }
    }

    func readStatus(_ connection: SQLiteConnection) throws(StorageFailure) -> StorageStatus {
        do throws(SQLiteConnection.Error) {
            var status = StorageStatus(count: 0, isDense: true)
            try connection.query(
                "SELECT persons, (SELECT min(position) FROM persons), (SELECT max(position) FROM persons) FROM roster_counts"
            ) { row throws(SQLiteConnection.Error) in
                let count = Int(row.integer(0))
                status.count = count
                status.isDense = count == 0 || (row.integer(1) == 0 && row.integer(2) == Int64(count - 1))
            }
            return status
        } catch {
            throw sqliteFailure(error, doing: "cannot be read")
        }
    }

    package func immediatePage(_ request: PageRequest) throws(StorageFailure) -> [StoredPerson] {
        try locked { () throws(StorageFailure) -> [StoredPerson] in
            let connection = try open()
            let search = request.search.map(SearchFilter.init)
            let columns =
                "SELECT persons.id, persons.name, persons.age, persons.position, persons.revision FROM \(search?.source ?? "persons")"
            var conditions = search.map { [$0.condition] } ?? []
            var bindings: [SQLiteConnection.Value] = search.map { [.text($0.argument)] } ?? []
            let key = SortKey(request.order)
            // Read backwards from the end or from before the anchor, then turn the page around.
            let backwards = request.from == .end || { if case .before = request.from { true } else { false } }()
            var page: [StoredPerson] = []
            page.reserveCapacity(request.limit)
            do throws(SQLiteConnection.Error) {
                switch request.from {
                case .start, .end:
                    break
                case .after(let position), .before(let position):
                    // The anchor's key is read first and bound as values: SQLite seeks a row value
                    // compared with values through every column of the order's index, but one
                    // compared with a subquery through the first column only, stepping through
                    // every person tied on it (thousands of the same age at a million persons).
                    // No person at the position: no page, as the comparison with no key gives.
                    guard let anchor = try Self.key(key, at: position, on: connection) else { return [] }
                    conditions.append(
                        "\(key.columns) \(key.isDescending == backwards ? ">" : "<") (\(key.placeholders))")
                    bindings += anchor
                }
                let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
                let sql =
                    "\(columns)\(filter) \(key.orderBy(descending: key.isDescending != backwards)) LIMIT ? OFFSET ?"
                bindings += [.integer(Int64(request.limit)), .integer(Int64(request.skipping))]
                try connection.query(sql, bindings) { row throws(SQLiteConnection.Error) in
                    page.append(Self.storedPerson(row))
                }
            } catch {
                throw sqliteFailure(error, doing: "cannot be read")
            }
            return backwards ? page.reversed() : page
        }
    }

    /// Counts through the trigram index for searches of three characters or more (the cost
    /// grows with the matches, not the persons); shorter ones scan the folded names.
    package func immediateCount(matching search: String) throws(StorageFailure) -> Int {
        try locked { () throws(StorageFailure) -> Int in
            let connection = try open()
            guard !search.isEmpty else { return try readStatus(connection).count }
            let filter = SearchFilter(search)
            var count = 0
            do throws(SQLiteConnection.Error) {
                try connection.query(
                    "SELECT count(*) FROM \(filter.source) WHERE \(filter.condition)", [.text(filter.argument)]
                ) { row throws(SQLiteConnection.Error) in
                    count = Int(row.integer(0))
                }
            } catch {
                throw sqliteFailure(error, doing: "cannot be read")
            }
            return count
        }
    }

    /// How many persons (matching `search`) come before the person `id` in `order`. Unfiltered
    /// in a sorted order: from the bucket counts (`sortedIndex`), a cost that does not grow
    /// with the persons. Otherwise a count over the order's index (`persons_by_name`,
    /// `persons_by_age`, or the position's) up to them.
    package func immediateIndex(
        of id: UUID, in order: PersonOrder, matching search: String?
    ) throws(StorageFailure) -> Int? {
        try locked { () throws(StorageFailure) -> Int? in
            let connection = try open()
            let key = SortKey(order)
            let filter = search.flatMap { $0.isEmpty ? nil : SearchFilter($0) }
            var found: Int?
            do throws(SQLiteConnection.Error) {
                if filter == nil, order != .stored {
                    return try Self.sortedIndex(of: id, in: order, on: connection)
                }
                // The person must be there (and match the search) to have a place.
                let matching = filter.map { " AND \($0.condition)" } ?? ""
                let present =
                    try connection.integer(
                        "SELECT count(*) FROM \(filter?.source ?? "persons") WHERE persons.id = ?\(matching)",
                        [.text(id.uuidString)] + (filter.map { [.text($0.argument)] } ?? [])) ?? 0
                guard present > 0 else { return nil }
                let sql =
                    "SELECT count(*) FROM \(filter?.source ?? "persons") WHERE \(key.columns) \(key.isDescending ? ">" : "<") (\(key.anchor) WHERE id = ?)\(matching)"
                try connection.query(sql, [.text(id.uuidString)] + (filter.map { [.text($0.argument)] } ?? [])) {
                    row throws(SQLiteConnection.Error) in
                    found = Int(row.integer(0))
                }
            } catch {
                throw sqliteFailure(error, doing: "cannot be read")
            }
            return found
        }
    }

    /// A lookup of the id's primary key.
    package func immediateContains(_ id: UUID) throws(StorageFailure) -> Bool {
        try locked { () throws(StorageFailure) -> Bool in
            let connection = try open()
            do throws(SQLiteConnection.Error) {
                return try Self.holds(id, on: connection)
            } catch {
                throw sqliteFailure(error, doing: "cannot be read")
            }
        }
    }

    /// Whether the table has a row for `id` (a lookup of the primary key).
    static func holds(_ id: UUID, on connection: SQLiteConnection) throws(SQLiteConnection.Error) -> Bool {
        try connection.integer("SELECT count(*) FROM persons WHERE id = ?", [.text(id.uuidString)]) == 1
    }

    /// The place of the person `id` in a sorted order, from the bucket counts of
    /// `SQLiteSchema` version 3: the persons of the buckets before the person's, then a count
    /// through the order's index of the persons of the person's own bucket before them (a key
    /// range: the persons of one age whose id starts with the same character, or the persons
    /// whose folded name shares the longest counted prefix). Descending is the reverse of
    /// ascending, ties included: the persons after them ascending. Nil if there is no such person.
    static func sortedIndex(
        of id: UUID, in order: PersonOrder, on connection: SQLiteConnection
    ) throws(SQLiteConnection.Error) -> Int? {
        var ascending: Int64?
        switch order {
        case .stored:
            return nil
        case .ageAscending, .ageDescending:
            ascending = try connection.integer(
                """
                SELECT (SELECT coalesce(sum(persons), 0) FROM persons_by_age_counts WHERE age < p.age)
                     + (SELECT coalesce(sum(persons), 0) FROM persons_by_age_counts WHERE age = p.age AND lead < substr(p.id, 1, 1))
                     + (SELECT count(*) FROM persons WHERE age = p.age AND id >= substr(p.id, 1, 1) AND id < p.id)
                FROM persons AS p WHERE p.id = ?
                """, [.text(id.uuidString)])
        case .nameAscending, .nameDescending:
            let lengths = SQLiteSchema.namePrefixLengths
            var sums: [String] = []
            for (shorter, longer) in zip([0] + lengths.dropLast(), lengths) {
                sums.append(
                    "(SELECT coalesce(sum(persons), 0) FROM persons_by_name_counts WHERE length = \(longer) AND prefix >= substr(p.folded, 1, \(shorter)) AND prefix < substr(p.folded, 1, \(longer)))"
                )
            }
            // The persons sharing the longest prefix before the person: those of a smaller name,
            // then those of the same name with a smaller id (two key ranges of the index; as one
            // row-value range SQLite steps through every person of the same name).
            sums.append(
                "(SELECT count(*) FROM persons WHERE folded >= substr(p.folded, 1, \(lengths.last!)) AND folded < p.folded)"
            )
            sums.append("(SELECT count(*) FROM persons WHERE folded = p.folded AND id < p.id)")
            ascending = try connection.integer(
                "SELECT " + sums.joined(separator: "\n + ") + " FROM persons AS p WHERE p.id = ?",
                [.text(id.uuidString)])
        }
        guard let ascending else { return nil }
        guard order.isDescending else { return Int(ascending) }
        let total = try connection.integer("SELECT persons FROM roster_counts") ?? 0
        return Int(total - 1 - ascending)
    }

    /// The columns an order sorts by, each with its index (`SQLiteSchema`): the position; the
    /// folded name, then the id; the age, then the id.
    struct SortKey {
        let names: [String]
        let isDescending: Bool

        init(_ order: PersonOrder) {
            switch order {
            case .stored: names = ["position"]
            case .nameAscending, .nameDescending: names = ["folded", "id"]
            case .ageAscending, .ageDescending: names = ["age", "id"]
            }
            isDescending = order.isDescending
        }

        /// `(persons.folded, persons.id)`: the row value compared with an anchor.
        var columns: String { "(" + names.map { "persons." + $0 }.joined(separator: ", ") + ")" }

        /// The start of a subquery reading one person's key.
        var anchor: String { "SELECT " + names.joined(separator: ", ") + " FROM persons" }

        /// `?, ?`: a parameter for each column, for a key bound as values.
        var placeholders: String { names.map { _ in "?" }.joined(separator: ", ") }

        func orderBy(descending: Bool) -> String {
            "ORDER BY " + names.map { "persons.\($0)\(descending ? " DESC" : "")" }.joined(separator: ", ")
        }
    }

    /// The key in `key`'s order of the person at `position`, each column as stored (nil if no
    /// one is there).
    static func key(
        _ key: SortKey, at position: Int64, on connection: SQLiteConnection
    ) throws(SQLiteConnection.Error) -> [SQLiteConnection.Value]? {
        var found: [SQLiteConnection.Value]?
        try connection.query("\(key.anchor) WHERE position = ?", [.integer(position)]) {
            row throws(SQLiteConnection.Error) in
            found = (0..<Int32(key.names.count)).map(row.value)
        }
        return found
    }

    /// Counts the matches no further than `limit` (the query stops there): a one-character
    /// search matches most of a million names, and its whole count would read every one.
    package func immediateCount(matching search: String, upTo limit: Int) throws(StorageFailure) -> Int {
        try locked { () throws(StorageFailure) -> Int in
            let connection = try open()
            guard !search.isEmpty else { return min(try readStatus(connection).count, limit) }
            let filter = SearchFilter(search)
            var count = 0
            do throws(SQLiteConnection.Error) {
                try connection.query(
                    "SELECT count(*) FROM (SELECT 1 FROM \(filter.source) WHERE \(filter.condition) LIMIT ?)",
                    [.text(filter.argument), .integer(Int64(limit))]
                ) { row throws(SQLiteConnection.Error) in
                    count = Int(row.integer(0))
                }
            } catch {
                throw sqliteFailure(error, doing: "cannot be read")
            }
            return count
        }
    }

    /// How a search reads `persons`: names are compared folded (`SQLiteSchema.folded`).
    ///
    /// Three characters or more: through the FTS5 trigram index (a quoted phrase, so the
    /// search's own quotes and operators match only themselves), the matches joined to their
    /// rows; a page sorts only the matches after its anchor. One or two characters: the trigram
    /// index cannot answer them, so the position index is walked from the anchor and each folded
    /// name tested with `instr` (no LIKE, so `%` and `_` are plain characters); a page stops
    /// after `limit` matches, and a short search matches most names, so the walk is short —
    /// but its count reads every name.
    struct SearchFilter {
        let source: String
        let condition: String
        let argument: String

        init(_ search: String) {
            let folded = SQLiteSchema.folded(search)
            if folded.unicodeScalars.count >= 3 {
                source = "persons_search CROSS JOIN persons ON persons.rowid = persons_search.rowid"
                condition = "persons_search MATCH ?"
                argument = "\"" + folded.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            } else {
                source = "persons"
                condition = "instr(persons.folded, ?) > 0"
                argument = folded
            }
        }
    }

    static func storedPerson(_ row: SQLiteConnection.Row) -> StoredPerson {
        let position = row.integer(3)
        // Read from the bytes when written the usual way (Foundation's reading of the text costs
        // a `String` and a `sscanf` per row); Foundation reads the rest. A row whose id is not a
        // UUID (written by another program) gets a stand-in id from its position.
        let id = row.uuid(0) ?? UUID(uuidString: row.text(0)) ?? standInID(position)
        let person = Person(id: id, name: row.text(1), age: Int(row.integer(2)))
        return StoredPerson(person: person, position: position, revision: row.integer(4))
    }

    /// A fixed id made from a position, for a row whose id is not a UUID.
    static func standInID(_ position: Int64) -> UUID {
        var bytes: uuid_t = (0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x4F, 0xFF, 0x8F, 0xFF, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { target in
            withUnsafeBytes(of: position.bigEndian) { source in
                for index in 2..<8 { target[8 + index] = source[index] }
            }
        }
        return UUID(uuid: bytes)
    }
}
