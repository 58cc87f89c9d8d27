import CSQLite3
import Foundation

/// The persons in a SQLite database (the default store; see `SQLiteSchema` for its tables).
///
/// The database runs in WAL mode with `synchronous=FULL`: a save is one transaction, and a
/// process killed at any moment leaves the old or the new rows, never a mix; each commit
/// (an add, a delete, a save, an undo or a redo) is synced to disk before it returns, so a power
/// loss or an operating system crash right after it loses nothing. Readers never wait for a writer. A database that is not roster's, comes from
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
    let lock = NSLock()
    var connection: SQLiteConnection?

    package init(path: String) {
        self.location = path
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

    func open() throws(StorageFailure) -> SQLiteConnection {
        guard let connection else { throw StorageFailure(.failed, path: location, reason: "is not open") }
        return connection
    }

    func locked<Result>(_ body: () throws(StorageFailure) -> Result) throws(StorageFailure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    func unusable(_ reason: String) -> StorageFailure {
        StorageFailure(.unusable, path: location, reason: reason)
    }

    func failure(errno code: Int32, doing action: String, at place: String? = nil) -> StorageFailure {
        StorageFailure(
            .unusable, path: location,
            reason: "\(action): \(TemporaryFiles.describe(errno: code, inFolder: place != nil))")
    }

    /// A SQLite error in words: busy and read-only errors said plainly, others with SQLite's text.
    func sqliteFailure(_ error: SQLiteConnection.Error, doing action: String) -> StorageFailure {
        let kind: StorageFailure.Kind =
            action == "cannot be opened" || action == "cannot be checked" ? .unusable : .failed
        switch error.primaryCode {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return StorageFailure(
                kind, path: location,
                reason: "\(action): it is locked by another program (waited \(Self.busyTimeout) ms)")
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
