import CSQLite3
import Foundation

/// Opening: the file checks before anything is written, creating a database beside its place
/// and renaming it in, migrating, and the background check.
extension SQLitePersonStorage {
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
                            throw StorageFailure(
                                .unusable, path: location,
                                reason:
                                    "was not created: the old data file \(error.path) could not be imported (\(error.reason))"
                            )
                        }
                        try create(with: persons)
                        notice =
                            "Imported \(persons.count) \(persons.count == 1 ? "person" : "persons") from \(path) into \(location). The JSON file is left as it is; roster now uses the database."
                    } else {
                        try create(with: decodeSample(otherwise))
                    }
                }
            } else {
                guard info.st_mode & S_IFMT == S_IFREG else {
                    throw unusable(
                        info.st_mode & S_IFMT == S_IFDIR ? "is a folder, not a database" : "is not a regular file")
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
    func openExisting() throws(StorageFailure) -> SQLiteConnection {
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
                throw unusable(
                    "was written by a newer roster (database version \(version); this roster knows up to \(SQLiteSchema.currentVersion)). Use that roster, or export from it"
                )
            }
            let tables = Set(try connection.texts("SELECT name FROM sqlite_schema WHERE type = 'table'"))
            if version == 0 && !tables.isEmpty {
                throw unusable(
                    "is a SQLite database, but not roster's (it has no roster version and holds other tables)")
            }
            if version > 0 && !SQLiteSchema.tableNames.isSubset(of: tables) {
                throw unusable("is damaged: roster's tables are missing")
            }
            let mode = try connection.texts("PRAGMA journal_mode = WAL")
            guard mode == ["wal"] else {
                throw unusable("cannot be switched to WAL mode (it is in \(mode.first ?? "?") mode)")
            }
            try connection.execute("PRAGMA synchronous = FULL")
            connection.keepWriteAheadLog()
            if version < SQLiteSchema.currentVersion {
                try connection.transaction {
                    for step in Int(version)..<SQLiteSchema.migrations.count {
                        try connection.execute(SQLiteSchema.migrations[step])
                    }
                    try connection.execute("PRAGMA user_version = \(SQLiteSchema.currentVersion)")
                }
            }
            allocateLog(on: connection)
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
    func checkHeader() throws(StorageFailure) {
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
    func create(with persons: [Person], progress: ((Int) -> Void)? = nil) throws(StorageFailure) {
        let folder = TemporaryFiles.folder(of: location)
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
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

    func decodeSample(_ bytes: [UInt8]) throws(StorageFailure) -> [Person] {
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
}
