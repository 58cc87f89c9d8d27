import CSQLite3
import Foundation

/// One connection to a SQLite database: prepared statements, binding, stepping, and errors
/// that carry SQLite's code and message. Not thread-safe by itself; its owner serialises use.
final class SQLiteConnection {
    /// An error SQLite reported: its result code and message.
    struct Error: Swift.Error, CustomStringConvertible {
        let code: Int32
        let message: String

        /// The primary result code (without the extended bits).
        var primaryCode: Int32 { code & 0xFF }
        var description: String { message }
    }

    private(set) var handle: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]

    /// Opens the database at `path` (`flags` as `sqlite3_open_v2`'s).
    init(path: String, flags: Int32) throws(Error) {
        var handle: OpaquePointer?
        let result = sqlite3_open_v2(path, &handle, flags | SQLITE_OPEN_NOMUTEX, nil)
        self.handle = handle
        guard result == SQLITE_OK else {
            let error = Error(
                code: result,
                message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(result)))
            close()
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        close()
    }

    func close() {
        for statement in statements.values {
            sqlite3_finalize(statement)
        }
        statements = [:]
        if let handle {
            sqlite3_close_v2(handle)
        }
        handle = nil
    }

    /// How long a statement waits for another connection's lock before failing with SQLITE_BUSY.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Keeps the write-ahead log file when the last connection closes (SQLite deletes it by
    /// default), with its blocks allocated: a commit then overwrites them in place.
    func keepWriteAheadLog() {
        var keep: Int32 = 1
        sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &keep)
    }

    /// Whether the database was opened read-only (SQLite falls back to that when it cannot write).
    var isReadOnly: Bool {
        sqlite3_db_readonly(handle, "main") == 1
    }

    /// Rows changed by the last statement.
    var changes: Int {
        Int(sqlite3_changes(handle))
    }

    /// Runs `sql` (one or more statements, no parameters, rows ignored).
    func execute(_ sql: String) throws(Error) {
        var message: UnsafeMutablePointer<CChar>?
        let result = sqlite3_exec(handle, sql, nil, nil, &message)
        if result != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(result))
            sqlite3_free(message)
            throw Error(
                code: sqlite3_extended_errcode(handle) == 0 ? result : sqlite3_extended_errcode(handle), message: text)
        }
    }

    /// Runs `sql` with `bindings`, calling `row` for each result row.
    func query(_ sql: String, _ bindings: [Value] = [], row: (Row) throws(Error) -> Void) throws(Error) {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (offset, value) in bindings.enumerated() {
            try check(value.bind(to: statement, at: Int32(offset + 1)))
        }
        while true {
            let result = sqlite3_step(statement)
            if result == SQLITE_DONE { return }
            guard result == SQLITE_ROW else { throw error(result) }
            try row(Row(statement: statement))
        }
    }

    /// Runs `sql` with `bindings`, ignoring rows.
    func run(_ sql: String, _ bindings: [Value] = []) throws(Error) {
        try query(sql, bindings) { _ throws(Error) in }
    }

    /// The first column of the first row, as an integer (`nil` without rows or for NULL).
    func integer(_ sql: String, _ bindings: [Value] = []) throws(Error) -> Int64? {
        var found: Int64?
        try query(sql, bindings) { row throws(Error) in
            if found == nil, !row.isNull(0) { found = row.integer(0) }
        }
        return found
    }

    /// The first column of every row, as text.
    func texts(_ sql: String) throws(Error) -> [String] {
        var found: [String] = []
        try query(sql) { row throws(Error) in found.append(row.text(0)) }
        return found
    }

    /// Runs `body` in a transaction (`BEGIN IMMEDIATE`: the write lock is taken at once), which
    /// is committed if `body` returns and rolled back if it throws. The three statements are
    /// prepared once and kept, as the others are (not parsed again for every add or delete).
    func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        try run("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try run("COMMIT")
            return result
        } catch {
            try? run("ROLLBACK")
            throw error
        }
    }

    private func prepared(_ sql: String) throws(Error) -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        let result = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard result == SQLITE_OK, let statement else { throw error(result) }
        statements[sql] = statement
        return statement
    }

    private func check(_ result: Int32) throws(Error) {
        if result != SQLITE_OK { throw error(result) }
    }

    private func error(_ result: Int32) -> Error {
        Error(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
    }

    /// A value bound to a statement's parameter.
    enum Value: Equatable {
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob([UInt8])
        case null

        fileprivate func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
            switch self {
            case .integer(let value):
                return sqlite3_bind_int64(statement, index, value)
            case .text(let value):
                var value = value
                return value.withUTF8 { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { text in
                        guard let start = text.baseAddress else {
                            return roster_sqlite3_bind_text(statement, index, "", 0)
                        }
                        return roster_sqlite3_bind_text(statement, index, start, Int32(text.count))
                    }
                }
            case .real(let value):
                return sqlite3_bind_double(statement, index, value)
            case .blob(let bytes):
                return bytes.withUnsafeBytes {
                    roster_sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count))
                }
            case .null:
                return sqlite3_bind_null(statement, index)
            }
        }
    }

    /// The current row of a query.
    struct Row {
        let statement: OpaquePointer

        func integer(_ column: Int32) -> Int64 {
            sqlite3_column_int64(statement, column)
        }

        func isNull(_ column: Int32) -> Bool {
            sqlite3_column_type(statement, column) == SQLITE_NULL
        }

        /// The column as the value it holds, of its own type: bound again, it compares as the
        /// column did (text and a number never compare equal in SQLite).
        func value(_ column: Int32) -> Value {
            switch sqlite3_column_type(statement, column) {
            case SQLITE_INTEGER:
                return .integer(integer(column))
            case SQLITE_FLOAT:
                return .real(sqlite3_column_double(statement, column))
            case SQLITE_TEXT:
                return .text(text(column))
            case SQLITE_BLOB:
                let count = Int(sqlite3_column_bytes(statement, column))
                guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return .blob([]) }
                return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
            default:
                return .null
            }
        }

        /// The column as a UUID written the usual way (`UUIDParser`), read from its bytes
        /// without making a `String`; nil for anything else.
        func uuid(_ column: Int32) -> UUID? {
            guard let bytes = sqlite3_column_text(statement, column),
                sqlite3_column_bytes(statement, column) == Int32(UUIDParser.length)
            else { return nil }
            return UUIDParser.parse(UnsafeBufferPointer(start: bytes, count: UUIDParser.length), at: 0)
        }

        /// The column as text (invalid UTF-8 repaired).
        func text(_ column: Int32) -> String {
            guard let bytes = sqlite3_column_text(statement, column) else { return "" }
            let count = Int(sqlite3_column_bytes(statement, column))
            return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }
    }
}
