import Foundation

/// The write-ahead log's file kept at the size of one checkpoint cycle, its blocks written.
///
/// With `synchronous=FULL` each commit ends with an `fdatasync` of the log. Appending to the
/// log makes the file longer, and a longer file has new blocks and a new size that the file
/// system must journal at that `fdatasync`, several times the cost of flushing the pages alone.
/// SQLite writes the log from its start again after each checkpoint, so a log file that
/// already spans a whole cycle (SQLite checkpoints at 1,000 pages) is only ever overwritten.
/// The file is kept between runs (`keepWriteAheadLog`) and filled to that size with zeros
/// once, while this connection holds the write lock: zeros are no valid frame, so SQLite reads
/// them as the log's end.
extension SQLitePersonStorage {
    /// The pages SQLite writes to the log before it checkpoints (its default
    /// `wal_autocheckpoint`).
    static let checkpointPages = 1_000

    /// The log's path, beside the database.
    var logLocation: String { location + "-wal" }

    /// Fills the log file up to one checkpoint cycle (its header, then 24 bytes of frame header
    /// and a page per frame), if it is shorter. Costs one write of about 4 MB the first time a
    /// database is opened, nothing after. A failure here only makes commits slower, so it is
    /// not an error.
    func allocateLog(on connection: SQLiteConnection) {
        var info = stat()
        guard stat(logLocation, &info) == 0,
            let pageSize = try? connection.integer("PRAGMA page_size")
        else { return }
        let size = 32 + Self.checkpointPages * (24 + Int(pageSize))
        guard Int(info.st_size) < size else { return }
        try? connection.transaction {
            // The write lock: no other connection appends to the log or truncates it meanwhile.
            let descriptor = Foundation.open(logLocation, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            guard fstat(descriptor, &info) == 0 else { return }
            let zeros = [UInt8](repeating: 0, count: 1 << 18)
            var offset = Int(info.st_size)
            while offset < size {
                let count = min(zeros.count, size - offset)
                guard pwrite(descriptor, zeros, count, off_t(offset)) == count else { return }
                offset += count
            }
            fdatasync(descriptor)
        }
    }

    /// After a bulk write (an import) has grown the log far past one cycle: checkpoints and
    /// empties it, then allocates one cycle again, so that a large log is not kept on disk.
    func shrinkLog(on connection: SQLiteConnection) {
        var info = stat()
        guard stat(logLocation, &info) == 0,
            let pageSize = try? connection.integer("PRAGMA page_size"),
            Int(info.st_size) > 32 + Self.checkpointPages * (24 + Int(pageSize))
        else { return }
        _ = try? connection.integer("PRAGMA wal_checkpoint(TRUNCATE)")
        allocateLog(on: connection)
    }
}
