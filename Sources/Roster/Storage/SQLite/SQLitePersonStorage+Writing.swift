import CSQLite3
import Foundation

/// Writing: saves, inserts and deletes by revision, creating a database and importing into it.
extension SQLitePersonStorage {
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
                        var bindings: [SQLiteConnection.Value] = [
                            .text(person.name), .integer(Int64(person.age)), .text(SQLiteSchema.folded(person.name)),
                            .text(person.id.uuidString),
                        ]
                        var sql =
                            "UPDATE persons SET name = ?, age = ?, folded = ?, revision = revision + 1 WHERE id = ?"
                        if !overwriting {
                            sql += " AND revision = ?"
                            bindings.append(.integer(change.baseRevision))
                        }
                        try connection.run(sql, bindings)
                        if connection.changes == 0 {
                            let exists = try Self.holds(person.id, on: connection)
                            if exists {
                                throw StorageFailure(
                                    .conflict, path: location,
                                    reason:
                                        "was changed by another program since roster read it (the person \(person.name))"
                                )
                            }
                            // Removed meanwhile: saving puts the person back, at its old place if free.
                            if !overwriting {
                                throw StorageFailure(
                                    .conflict, path: location,
                                    reason: "a person you edited was removed by another program since roster read it")
                            }
                            _ = try Self.insertRow(person, at: change.position, on: connection)
                        }
                        try connection.query(
                            "SELECT id, name, age, position, revision FROM persons WHERE id = ?",
                            [.text(person.id.uuidString)]
                        ) { row throws(SQLiteConnection.Error) in
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
                    stored.position = try Self.insertRow(person, at: position, on: connection)
                    stored.revision =
                        try connection.integer(
                            "SELECT revision FROM persons WHERE id = ?", [.text(person.id.uuidString)]) ?? 0
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
                throw StorageFailure(
                    .conflict, path: location,
                    reason: "was changed by another program since roster read it (the person \(person.person.name))")
            }
        }
    }

    /// The page cache while importing (in KiB, negative as SQLite wants it): the id index takes
    /// its rows in random order, which a small cache turns into a disk read per row.
    static let importCacheSize = -262_144

    /// Creates the database holding `persons` when there is none yet (built beside it and
    /// renamed into place, so all or nothing), then opens it; `false` if it exists already.
    package func immediateCreate(
        with persons: [Person], progress: ((Int) -> Void)? = nil
    ) throws(StorageFailure) -> Bool {
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
                shrinkLog(on: connection)
            } catch let error as SQLiteConnection.Error {
                throw sqliteFailure(error, doing: "was not changed: the import failed")
            } catch {
                throw StorageFailure(.failed, path: location, reason: "was not changed: the import failed (\(error))")
            }
        }
    }

    static func insert(
        _ persons: [Person], into connection: SQLiteConnection, progress: ((Int) -> Void)?
    ) throws(SQLiteConnection.Error) {
        var next = try nextPosition(on: connection)
        let sql =
            insertStatement + "\n" + """
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, age = excluded.age, folded = excluded.folded, revision = revision + 1
                WHERE name IS NOT excluded.name OR age IS NOT excluded.age
                """
        let bulk = persons.count >= 10_000
        if bulk {
            try connection.execute(
                "DROP TRIGGER persons_inserted; DROP TRIGGER persons_renamed; DROP TRIGGER persons_counted; DROP TRIGGER persons_aged; DROP TRIGGER persons_renamed_counted; DROP INDEX persons_by_name; DROP INDEX persons_by_age"
            )
        }
        for (offset, person) in persons.enumerated() {
            try connection.run(sql, insertValues(person, at: next))
            next += 1
            if offset % 10_000 == 9_999 { progress?(offset + 1) }
        }
        if bulk {
            try connection.execute(
                """
                INSERT INTO persons_search (persons_search) VALUES ('rebuild');
                UPDATE roster_counts SET persons = (SELECT count(*) FROM persons);
                """ + SQLiteSchema.sortIndexes + "\n" + SQLiteSchema.rowTriggers + "\n" + SQLiteSchema.recount + "\n"
                    + SQLiteSchema.countTriggers)
        }
        progress?(persons.count)
    }

    /// The one statement that adds a person's row (the triggers keep the count, the search
    /// index and the sorted orders' bucket counts).
    static let insertStatement = "INSERT INTO persons (id, position, name, age, folded) VALUES (?, ?, ?, ?, ?)"

    /// The values of `insertStatement` for `person` at `position`.
    static func insertValues(_ person: Person, at position: Int64) -> [SQLiteConnection.Value] {
        [
            .text(person.id.uuidString), .integer(position), .text(person.name), .integer(Int64(person.age)),
            .text(SQLiteSchema.folded(person.name)),
        ]
    }

    /// The position after the last person's.
    static func nextPosition(on connection: SQLiteConnection) throws(SQLiteConnection.Error) -> Int64 {
        try connection.integer("SELECT coalesce(max(position), -1) + 1 FROM persons") ?? 0
    }

    /// Adds `person` at `position` if given and free, else after the last; returns where.
    static func insertRow(
        _ person: Person, at position: Int64?, on connection: SQLiteConnection
    ) throws(SQLiteConnection.Error) -> Int64 {
        let place: Int64
        if let position,
            try connection.integer("SELECT count(*) FROM persons WHERE position = ?", [.integer(position)]) == 0
        {
            place = position
        } else {
            place = try nextPosition(on: connection)
        }
        try connection.run(insertStatement, insertValues(person, at: place))
        return place
    }
}
