import CSQLite3
import Foundation

/// The persons in a SQLite database (the default store; see `SQLiteSchema` for its tables).
///
/// The database runs in WAL mode with `synchronous=NORMAL`: a save is one transaction, and a
/// process killed at any moment leaves the old or the new rows, never a mix. A commit is not
/// waited for on disk (the WAL is synced at checkpoints): a power loss or an operating system
/// crash may lose the last commits — the database stays whole, at an earlier commit — and in
/// return an add, a delete or a save is answered without an fsync (at a million persons about
/// 7 ms an add with `FULL`, against about 1 ms for a Down key). Readers never wait for a writer. A database that is not roster's, comes from
/// a newer roster, stays locked past a short timeout or cannot be written is refused at open
/// with the path and the reason, and nothing is written; `check()` runs `PRAGMA quick_check`
/// (the app runs it in the background after opening, and refuses to save until it passed).
///
/// Other processes' commits are noticed by polling `PRAGMA data_version` (`changes()`).
package final class SQLitePersonStorage: ImmediatePersonStorage, @unchecked Sendable {
    package let location: String
    /// How long a statement waits for another process's lock before giving up.
    package static let busyTimeout: Int32 = 1_000
    /// How often the change feed looks for other processes' commits.
    package static let pollInterval: Duration = .milliseconds(200)

    /// Guards `connection` (the storage is called from the main actor and from tasks).
    private let lock = NSLock()
    private var connection: SQLiteConnection?

    package init(path: String) {
        self.location = path
    }

    // MARK: Opening

    /// Opens (creating on the first run), checks and migrates the database.
    package func immediateOpen(initial: InitialContents) throws(StorageFailure) -> StorageStatus {
        try locked { () throws(StorageFailure) -> StorageStatus in
            connection = nil
            var notice: String?
            TemporaryFiles.removeStrays(for: location)
            var info = stat()
            if stat(location, &info) != 0 {
                let code = errno
                guard code == ENOENT else { throw failure(errno: code, doing: "cannot be opened") }
                if lstat(location, &info) == 0 {
                    throw unusable("is a symbolic link to a file that does not exist")
                }
                switch initial {
                case .none:
                    throw unusable("does not exist")
                case .sample(let bytes):
                    try create(with: decodeSample(bytes))
                case .importing(let path, let otherwise):
                    if FileManager.default.fileExists(atPath: path) {
                        let persons: [Person]
                        do throws(PersonsFile.Failure) {
                            persons = try PersonsFile(path: path).load().persons
                        } catch {
                            throw StorageFailure(.unusable, path: location, reason: "was not created: the old data file \(error.path) could not be imported (\(error.reason))")
                        }
                        try create(with: persons)
                        notice = "Imported \(persons.count) \(persons.count == 1 ? "person" : "persons") from \(path) into \(location). The JSON file is left as it is; roster now uses the database."
                    } else {
                        try create(with: decodeSample(otherwise))
                    }
                }
            } else {
                guard info.st_mode & S_IFMT == S_IFREG else {
                    throw unusable(info.st_mode & S_IFMT == S_IFDIR ? "is a folder, not a database" : "is not a regular file")
                }
            }
            let opened = try openExisting()
            connection = opened
            var status = try readStatus(opened)
            status.notice = notice
            return status
        }
    }

    /// Opens the existing file at `location` read-write, refusing anything roster must not write.
    private func openExisting() throws(StorageFailure) -> SQLiteConnection {
        if access(location, R_OK) != 0 { throw failure(errno: errno, doing: "cannot be opened") }
        try checkHeader()
        let folder = TemporaryFiles.folder(of: location)
        if access(location, W_OK) != 0 || access(folder, W_OK) != 0 {
            throw unusable("is read-only (roster must be able to write the database and its folder, \(folder))")
        }
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: location, flags: SQLITE_OPEN_READWRITE)
        } catch {
            throw sqliteFailure(error, doing: "cannot be opened")
        }
        connection.setBusyTimeout(milliseconds: Self.busyTimeout)
        do {
            guard !connection.isReadOnly else { throw unusable("is read-only") }
            let version = try connection.integer("PRAGMA user_version") ?? 0
            if version > SQLiteSchema.currentVersion {
                throw unusable("was written by a newer roster (database version \(version); this roster knows up to \(SQLiteSchema.currentVersion)). Use that roster, or export from it")
            }
            let tables = Set(try connection.texts("SELECT name FROM sqlite_schema WHERE type = 'table'"))
            if version == 0 && !tables.isEmpty {
                throw unusable("is a SQLite database, but not roster's (it has no roster version and holds other tables)")
            }
            if version > 0 && !SQLiteSchema.tableNames.isSubset(of: tables) {
                throw unusable("is damaged: roster's tables are missing")
            }
            let mode = try connection.texts("PRAGMA journal_mode = WAL")
            guard mode == ["wal"] else { throw unusable("cannot be switched to WAL mode (it is in \(mode.first ?? "?") mode)") }
            try connection.execute("PRAGMA synchronous = NORMAL")
            if version < SQLiteSchema.currentVersion {
                try connection.transaction {
                    for step in Int(version)..<SQLiteSchema.migrations.count {
                        try connection.execute(SQLiteSchema.migrations[step])
                    }
                    try connection.execute("PRAGMA user_version = \(SQLiteSchema.currentVersion)")
                }
            }
        } catch let error as StorageFailure {
            throw error
        } catch let error as SQLiteConnection.Error {
            throw sqliteFailure(error, doing: "cannot be opened")
        } catch {
            throw unusable("cannot be opened: \(error)")
        }
        return connection
    }

    /// Refuses a file that is not a SQLite database before SQLite touches it (an empty file is
    /// a new, empty database).
    private func checkHeader() throws(StorageFailure) {
        let descriptor = Foundation.open(location, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(errno: errno, doing: "cannot be opened") }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 16)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 16) }
        if count == 0 { return }
        if count < 0 { throw failure(errno: errno, doing: "cannot be read") }
        guard count == 16, header == Array("SQLite format 3\0".utf8) else {
            throw unusable("is not a SQLite database")
        }
    }

    /// Creates the database from `persons` in a temporary file beside it, then renames it into
    /// place: a first run that is interrupted leaves no half-made database.
    private func create(with persons: [Person], progress: ((Int) -> Void)? = nil) throws(StorageFailure) {
        let folder = TemporaryFiles.folder(of: location)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw unusable("was not created: its folder cannot be created (\((error as NSError).localizedDescription))")
        }
        let temporary = TemporaryFiles.path(for: location)
        let descriptor = Foundation.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure(errno: errno, doing: "was not created", at: folder) }
        close(descriptor)
        do {
            let connection = try SQLiteConnection(path: temporary, flags: SQLITE_OPEN_READWRITE)
            try connection.execute("PRAGMA journal_mode = MEMORY; PRAGMA cache_size = \(Self.importCacheSize)")
            try connection.transaction {
                try connection.execute(SQLiteSchema.migrations.joined(separator: "\n"))
                try connection.execute("PRAGMA user_version = \(SQLiteSchema.currentVersion)")
                try Self.insert(persons, into: connection, progress: progress)
            }
            _ = try connection.texts("PRAGMA journal_mode = WAL")
            connection.close()
            let file = Foundation.open(temporary, O_RDONLY | O_CLOEXEC)
            if file >= 0 {
                fsync(file)
                close(file)
            }
            guard rename(temporary, location) == 0 else { throw failure(errno: errno, doing: "was not created") }
            TemporaryFiles.syncFolder(folder)
        } catch {
            unlink(temporary)
            if let error = error as? StorageFailure { throw error }
            throw unusable("was not created: \(error)")
        }
    }

    private func decodeSample(_ bytes: [UInt8]) throws(StorageFailure) -> [Person] {
        do {
            return try PersonsJSON.decode(bytes)
        } catch {
            throw unusable("was not created: the sample is invalid (\(error))")
        }
    }

    /// `PRAGMA quick_check`, on a connection of its own (reading goes on meanwhile).
    package func immediateCheck() throws(StorageFailure) {
        let check: [String]
        do throws(SQLiteConnection.Error) {
            let connection = try SQLiteConnection(path: location, flags: SQLITE_OPEN_READONLY)
            connection.setBusyTimeout(milliseconds: Self.busyTimeout)
            check = try connection.texts("PRAGMA quick_check")
        } catch {
            throw sqliteFailure(error, doing: "cannot be checked")
        }
        guard check == ["ok"] else {
            throw unusable("is damaged (PRAGMA quick_check: \(check.prefix(3).joined(separator: "; ")))")
        }
    }

    // MARK: Reading

    package func immediateStatus() throws(StorageFailure) -> StorageStatus {
        try locked { () throws(StorageFailure) -> StorageStatus in try readStatus(try open()) }
    }

    private func readStatus(_ connection: SQLiteConnection) throws(StorageFailure) -> StorageStatus {
        do throws(SQLiteConnection.Error) {
            var status = StorageStatus(count: 0, isDense: true)
            try connection.query("SELECT persons, (SELECT min(position) FROM persons), (SELECT max(position) FROM persons) FROM roster_counts") { row throws(SQLiteConnection.Error) in
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
            let columns = "SELECT persons.id, persons.name, persons.age, persons.position, persons.revision FROM \(search?.source ?? "persons")"
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
                    conditions.append("\(key.columns) \(key.isDescending == backwards ? ">" : "<") (\(key.placeholders))")
                    bindings += anchor
                }
                let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
                let sql = "\(columns)\(filter) \(key.orderBy(descending: key.isDescending != backwards)) LIMIT ? OFFSET ?"
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
                try connection.query("SELECT count(*) FROM \(filter.source) WHERE \(filter.condition)", [.text(filter.argument)]) { row throws(SQLiteConnection.Error) in
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
    package func immediateIndex(of id: UUID, in order: PersonOrder, matching search: String?) throws(StorageFailure) -> Int? {
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
                let present = try connection.integer(
                    "SELECT count(*) FROM \(filter?.source ?? "persons") WHERE persons.id = ?\(matching)",
                    [.text(id.uuidString)] + (filter.map { [.text($0.argument)] } ?? [])) ?? 0
                guard present > 0 else { return nil }
                let sql = "SELECT count(*) FROM \(filter?.source ?? "persons") WHERE \(key.columns) \(key.isDescending ? ">" : "<") (\(key.anchor) WHERE id = ?)\(matching)"
                try connection.query(sql, [.text(id.uuidString)] + (filter.map { [.text($0.argument)] } ?? [])) { row throws(SQLiteConnection.Error) in
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
    private static func holds(_ id: UUID, on connection: SQLiteConnection) throws(SQLiteConnection.Error) -> Bool {
        try connection.integer("SELECT count(*) FROM persons WHERE id = ?", [.text(id.uuidString)]) == 1
    }

    /// The place of the person `id` in a sorted order, from the bucket counts of
    /// `SQLiteSchema` version 3: the persons of the buckets before the person's, then a count
    /// through the order's index of the persons of the person's own bucket before them (a key
    /// range: the persons of one age whose id starts with the same character, or the persons
    /// whose folded name shares the longest counted prefix). Descending is the reverse of
    /// ascending, ties included: the persons after them ascending. Nil if there is no such person.
    private static func sortedIndex(of id: UUID, in order: PersonOrder, on connection: SQLiteConnection) throws(SQLiteConnection.Error) -> Int? {
        var ascending: Int64?
        switch order {
        case .stored:
            return nil
        case .ageAscending, .ageDescending:
            ascending = try connection.integer("""
                SELECT (SELECT coalesce(sum(persons), 0) FROM persons_by_age_counts WHERE age < p.age)
                     + (SELECT coalesce(sum(persons), 0) FROM persons_by_age_counts WHERE age = p.age AND lead < substr(p.id, 1, 1))
                     + (SELECT count(*) FROM persons WHERE age = p.age AND id >= substr(p.id, 1, 1) AND id < p.id)
                FROM persons AS p WHERE p.id = ?
                """, [.text(id.uuidString)])
        case .nameAscending, .nameDescending:
            let lengths = SQLiteSchema.namePrefixLengths
            var sums: [String] = []
            for (shorter, longer) in zip([0] + lengths.dropLast(), lengths) {
                sums.append("(SELECT coalesce(sum(persons), 0) FROM persons_by_name_counts WHERE length = \(longer) AND prefix >= substr(p.folded, 1, \(shorter)) AND prefix < substr(p.folded, 1, \(longer)))")
            }
            // The persons sharing the longest prefix before the person: those of a smaller name,
            // then those of the same name with a smaller id (two key ranges of the index; as one
            // row-value range SQLite steps through every person of the same name).
            sums.append("(SELECT count(*) FROM persons WHERE folded >= substr(p.folded, 1, \(lengths.last!)) AND folded < p.folded)")
            sums.append("(SELECT count(*) FROM persons WHERE folded = p.folded AND id < p.id)")
            ascending = try connection.integer("SELECT " + sums.joined(separator: "\n + ") + " FROM persons AS p WHERE p.id = ?", [.text(id.uuidString)])
        }
        guard let ascending else { return nil }
        guard order.isDescending else { return Int(ascending) }
        let total = try connection.integer("SELECT persons FROM roster_counts") ?? 0
        return Int(total - 1 - ascending)
    }

    /// The columns an order sorts by, each with its index (`SQLiteSchema`): the position; the
    /// folded name, then the id; the age, then the id.
    private struct SortKey {
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
    private static func key(_ key: SortKey, at position: Int64, on connection: SQLiteConnection) throws(SQLiteConnection.Error) -> [SQLiteConnection.Value]? {
        var found: [SQLiteConnection.Value]?
        try connection.query("\(key.anchor) WHERE position = ?", [.integer(position)]) { row throws(SQLiteConnection.Error) in
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
                try connection.query("SELECT count(*) FROM (SELECT 1 FROM \(filter.source) WHERE \(filter.condition) LIMIT ?)", [.text(filter.argument), .integer(Int64(limit))]) { row throws(SQLiteConnection.Error) in
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
    private struct SearchFilter {
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

    private static func storedPerson(_ row: SQLiteConnection.Row) -> StoredPerson {
        let position = row.integer(3)
        // Read from the bytes when written the usual way (Foundation's reading of the text costs
        // a `String` and a `sscanf` per row); Foundation reads the rest. A row whose id is not a
        // UUID (written by another program) gets a stand-in id from its position.
        let id = row.uuid(0) ?? UUID(uuidString: row.text(0)) ?? standInID(position)
        let person = Person(id: id, name: row.text(1), age: Int(row.integer(2)))
        return StoredPerson(person: person, position: position, revision: row.integer(4))
    }

    /// A fixed id made from a position, for a row whose id is not a UUID.
    private static func standInID(_ position: Int64) -> UUID {
        var bytes: uuid_t = (0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x4F, 0xFF, 0x8F, 0xFF, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { target in
            withUnsafeBytes(of: position.bigEndian) { source in
                for index in 2..<8 { target[8 + index] = source[index] }
            }
        }
        return UUID(uuid: bytes)
    }

    // MARK: Writing

    package func immediateSave(_ changes: [PersonChange], overwriting: Bool) throws(StorageFailure) -> [StoredPerson] {
        // Nothing changed: nothing to write, and no write lock to wait for.
        guard !changes.isEmpty else { return [] }
        return try locked { () throws(StorageFailure) -> [StoredPerson] in
            let connection = try open()
            var saved: [StoredPerson] = []
            do {
                try connection.transaction {
                    for change in changes {
                        let person = change.person
                        var bindings: [SQLiteConnection.Value] = [.text(person.name), .integer(Int64(person.age)), .text(SQLiteSchema.folded(person.name)), .text(person.id.uuidString)]
                        var sql = "UPDATE persons SET name = ?, age = ?, folded = ?, revision = revision + 1 WHERE id = ?"
                        if !overwriting {
                            sql += " AND revision = ?"
                            bindings.append(.integer(change.baseRevision))
                        }
                        try connection.run(sql, bindings)
                        if connection.changes == 0 {
                            let exists = try Self.holds(person.id, on: connection)
                            if exists {
                                throw StorageFailure(.conflict, path: location, reason: "was changed by another program since roster read it (the person \(person.name))")
                            }
                            // Removed meanwhile: saving puts the person back, at its old place if free.
                            if !overwriting {
                                throw StorageFailure(.conflict, path: location, reason: "a person you edited was removed by another program since roster read it")
                            }
                            let free = try connection.integer("SELECT count(*) FROM persons WHERE position = ?", [.integer(change.position)]) == 0
                            let position = free ? change.position : (try connection.integer("SELECT coalesce(max(position), -1) + 1 FROM persons") ?? 0)
                            try connection.run(
                                "INSERT INTO persons (id, position, name, age, folded) VALUES (?, ?, ?, ?, ?)",
                                [.text(person.id.uuidString), .integer(position), .text(person.name), .integer(Int64(person.age)), .text(SQLiteSchema.folded(person.name))]
                            )
                        }
                        try connection.query("SELECT id, name, age, position, revision FROM persons WHERE id = ?", [.text(person.id.uuidString)]) { row throws(SQLiteConnection.Error) in
                            saved.append(Self.storedPerson(row))
                        }
                    }
                }
            } catch let error as StorageFailure {
                throw error
            } catch let error as SQLiteConnection.Error {
                throw sqliteFailure(error, doing: "cannot be saved")
            } catch {
                throw StorageFailure(.failed, path: location, reason: "cannot be saved: \(error)")
            }
            return saved
        }
    }

    /// Inserts `person` at `position` if it is free, else after the last (the triggers keep the
    /// count and the search index).
    package func immediateInsert(_ person: Person, at position: Int64?) throws(StorageFailure) -> StoredPerson {
        try locked { () throws(StorageFailure) -> StoredPerson in
            let connection = try open()
            do {
                var stored = StoredPerson(person: person, position: 0, revision: 0)
                try connection.transaction {
                    if let position, try connection.integer("SELECT count(*) FROM persons WHERE position = ?", [.integer(position)]) == 0 {
                        stored.position = position
                    } else {
                        stored.position = try connection.integer("SELECT coalesce(max(position), -1) + 1 FROM persons") ?? 0
                    }
                    try connection.run(
                        "INSERT INTO persons (id, position, name, age, folded) VALUES (?, ?, ?, ?, ?)",
                        [.text(person.id.uuidString), .integer(stored.position), .text(person.name), .integer(Int64(person.age)), .text(SQLiteSchema.folded(person.name))]
                    )
                    stored.revision = try connection.integer("SELECT revision FROM persons WHERE id = ?", [.text(person.id.uuidString)]) ?? 0
                }
                return stored
            } catch let error as SQLiteConnection.Error {
                throw sqliteFailure(error, doing: "cannot be saved")
            } catch {
                throw StorageFailure(.failed, path: location, reason: "cannot be saved: \(error)")
            }
        }
    }

    /// Deletes the row of `person` (the triggers keep the count and the search index); the
    /// positions after it stay as they are, so the list's order is kept.
    package func immediateDelete(_ person: StoredPerson, overwriting: Bool) throws(StorageFailure) {
        try locked { () throws(StorageFailure) in
            let connection = try open()
            let changedMeanwhile: Bool
            do throws(SQLiteConnection.Error) {
                var sql = "DELETE FROM persons WHERE id = ?"
                var bindings: [SQLiteConnection.Value] = [.text(person.person.id.uuidString)]
                if !overwriting {
                    sql += " AND revision = ?"
                    bindings.append(.integer(person.revision))
                }
                try connection.run(sql, bindings)
                if connection.changes == 0, !overwriting {
                    changedMeanwhile = try Self.holds(person.person.id, on: connection)
                } else {
                    changedMeanwhile = false
                }
            } catch {
                throw sqliteFailure(error, doing: "cannot be saved")
            }
            if changedMeanwhile {
                throw StorageFailure(.conflict, path: location, reason: "was changed by another program since roster read it (the person \(person.person.name))")
            }
        }
    }

    /// The page cache while importing (in KiB, negative as SQLite wants it): the id index takes
    /// its rows in random order, which a small cache turns into a disk read per row.
    private static let importCacheSize = -262_144

    /// Creates the database holding `persons` when there is none yet (built beside it and
    /// renamed into place, so all or nothing), then opens it; `false` if it exists already.
    package func immediateCreate(with persons: [Person], progress: ((Int) -> Void)? = nil) throws(StorageFailure) -> Bool {
        try locked { () throws(StorageFailure) -> Bool in
            var info = stat()
            guard lstat(location, &info) != 0, errno == ENOENT else { return false }
            TemporaryFiles.removeStrays(for: location)
            try create(with: persons, progress: progress)
            return true
        }
    }

    /// Adds `persons` in one transaction, after those already there; a person whose id is
    /// already there is updated in place. All or nothing. `progress` hears how many are done.
    package func importPersons(_ persons: [Person], progress: ((Int) -> Void)? = nil) throws(StorageFailure) {
        try locked { () throws(StorageFailure) in
            let connection = try open()
            do {
                try connection.execute("PRAGMA cache_size = \(Self.importCacheSize)")
                defer { try? connection.execute("PRAGMA cache_size = -2000") }
                try connection.transaction {
                    try Self.insert(persons, into: connection, progress: progress)
                }
            } catch let error as SQLiteConnection.Error {
                throw sqliteFailure(error, doing: "was not changed: the import failed")
            } catch {
                throw StorageFailure(.failed, path: location, reason: "was not changed: the import failed (\(error))")
            }
        }
    }

    private static func insert(_ persons: [Person], into connection: SQLiteConnection, progress: ((Int) -> Void)?) throws(SQLiteConnection.Error) {
        var next = (try connection.integer("SELECT coalesce(max(position), -1) + 1 FROM persons") ?? 0)
        let sql = """
            INSERT INTO persons (id, position, name, age, folded) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, age = excluded.age, folded = excluded.folded, revision = revision + 1
            WHERE name IS NOT excluded.name OR age IS NOT excluded.age
            """
        let bulk = persons.count >= 10_000
        if bulk {
            try connection.execute("DROP TRIGGER persons_inserted; DROP TRIGGER persons_renamed; DROP TRIGGER persons_counted; DROP TRIGGER persons_aged; DROP TRIGGER persons_renamed_counted; DROP INDEX persons_by_name; DROP INDEX persons_by_age")
        }
        for (offset, person) in persons.enumerated() {
            try connection.run(sql, [.text(person.id.uuidString), .integer(next), .text(person.name), .integer(Int64(person.age)), .text(SQLiteSchema.folded(person.name))])
            next += 1
            if offset % 10_000 == 9_999 { progress?(offset + 1) }
        }
        if bulk {
            try connection.execute("""
                INSERT INTO persons_search (persons_search) VALUES ('rebuild');
                UPDATE roster_counts SET persons = (SELECT count(*) FROM persons);
                """ + SQLiteSchema.sortIndexes + "\n" + SQLiteSchema.rowTriggers + "\n" + SQLiteSchema.recount + "\n" + SQLiteSchema.countTriggers)
        }
        progress?(persons.count)
    }

    // MARK: Changes

    package func changes() -> AsyncStream<StorageChange> {
        AsyncStream { continuation in
            let task = Task.detached { [weak self] in
                var last = self?.dataVersion()
                while !Task.isCancelled {
                    try? await Task.sleep(for: Self.pollInterval)
                    guard let self else { break }
                    let current = self.dataVersion()
                    if let current, current != last {
                        last = current
                        continuation.yield(.changed)
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// `PRAGMA data_version`: changes whenever another connection commits.
    package func dataVersion() -> Int64? {
        lock.lock()
        defer { lock.unlock() }
        return try? connection?.integer("PRAGMA data_version")
    }

    // MARK: Helpers

    private func open() throws(StorageFailure) -> SQLiteConnection {
        guard let connection else { throw StorageFailure(.failed, path: location, reason: "is not open") }
        return connection
    }

    private func locked<Result>(_ body: () throws(StorageFailure) -> Result) throws(StorageFailure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func unusable(_ reason: String) -> StorageFailure {
        StorageFailure(.unusable, path: location, reason: reason)
    }

    private func failure(errno code: Int32, doing action: String, at place: String? = nil) -> StorageFailure {
        StorageFailure(.unusable, path: location, reason: "\(action): \(TemporaryFiles.describe(errno: code, inFolder: place != nil))")
    }

    /// A SQLite error in words: busy and read-only errors said plainly, others with SQLite's text.
    private func sqliteFailure(_ error: SQLiteConnection.Error, doing action: String) -> StorageFailure {
        let kind: StorageFailure.Kind = action == "cannot be opened" || action == "cannot be checked" ? .unusable : .failed
        switch error.primaryCode {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return StorageFailure(kind, path: location, reason: "\(action): it is locked by another program (waited \(Self.busyTimeout) ms)")
        case SQLITE_READONLY:
            return StorageFailure(kind, path: location, reason: "\(action): it is read-only")
        case SQLITE_NOTADB:
            return StorageFailure(.unusable, path: location, reason: "is not a SQLite database")
        case SQLITE_CORRUPT:
            return StorageFailure(.unusable, path: location, reason: "is damaged (\(error.message))")
        case SQLITE_FULL:
            return StorageFailure(kind, path: location, reason: "\(action): the disk is full")
        case SQLITE_CONSTRAINT:
            return StorageFailure(kind, path: location, reason: "\(action): a value is not allowed (\(error.message))")
        default:
            return StorageFailure(kind, path: location, reason: "\(action): \(error.message)")
        }
    }
}
