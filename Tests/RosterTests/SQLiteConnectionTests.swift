import CSQLite3
import Foundation
import RosterTestSupport
import Testing

@testable import Roster

/// `SQLiteConnection.Row`'s reads that the storage binds again or turns into ids.
@Suite("SQLite connection")
struct SQLiteConnectionTests {
    /// A column read as a value and bound again compares as the column did: of its own type
    /// (an integer, a real, text, a blob, NULL), never as text.
    @Test func aValueReadFromAColumnIsBoundAgainAsItWas() throws {
        let connection = try SQLiteConnection(path: ":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        try connection.execute("CREATE TABLE t (v)")
        try connection.execute("INSERT INTO t VALUES (42), (2.5), ('42'), (x'00FF2A'), (NULL), (''), (x'')")
        var values: [SQLiteConnection.Value] = []
        try connection.query("SELECT v FROM t ORDER BY rowid") { row in values.append(row.value(0)) }
        #expect(
            values == [.integer(42), .real(2.5), .text("42"), .blob([0x00, 0xFF, 0x2A]), .null, .text(""), .blob([])])
        for (offset, value) in values.enumerated() {
            var same: [Int64] = []
            try connection.query("SELECT rowid FROM t WHERE v IS ?", [value]) { row in same.append(row.integer(0)) }
            #expect(same == [Int64(offset + 1)], "\(value)")
            let type = try connection.texts("SELECT typeof(v) FROM t WHERE rowid = \(offset + 1)")
            var bound: [String] = []
            try connection.query("SELECT typeof(?)", [value]) { row in bound.append(row.text(0)) }
            #expect(bound == type, "\(value)")
        }
    }

    /// A UUID written the usual way is read from a column's bytes as `UUID(uuidString:)` reads
    /// its text; anything else is nil (the storage then asks Foundation, which also takes
    /// a few looser forms).
    @Test func aUUIDIsReadFromTheColumnsBytesAsFoundationReadsItsText() throws {
        let connection = try SQLiteConnection(path: ":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        let valid = [
            "83E49AB5-EB0E-44C9-8258-0EFEDB2913C5",
            "83e49ab5-eb0e-44c9-8258-0efedb2913c5",
            "83e49AB5-eb0E-44c9-8258-0EFEdb2913c5",
            "00000000-0000-4000-8000-000000000008",
            "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
        ]
        let invalid = [
            "83E49AB5-EB0E-44C9-8258-0EFEDB2913C",
            "83E49AB5-EB0E-44C9-8258-0EFEDB2913C55",
            "83E49AB5EB0E-44C9-8258-0EFEDB2913C5-",
            "83E49AB5-EB0E-44C9-8258-0EFEDB2913G5",
            " 3E49AB5-EB0E-44C9-8258-0EFEDB2913C5",
            "83E49AB5-EB0E-44C9-8258-0EFEDB2913Ç",
            "",
            "not a uuid",
        ]
        for text in valid + invalid {
            var read: [UUID?] = []
            try connection.query("SELECT ?", [.text(text)]) { row in read.append(row.uuid(0)) }
            #expect(read == [valid.contains(text) ? UUID(uuidString: text) : nil], "\(text)")
        }
        #expect(valid.allSatisfy { UUID(uuidString: $0) != nil })
        var null: [UUID?] = []
        try connection.query("SELECT NULL") { row in null.append(row.uuid(0)) }
        #expect(null == [nil])
    }

    /// A transaction commits what its body wrote, or rolls it all back when the body throws,
    /// time after time on the same connection (its statements are kept between them).
    @Test func aTransactionCommitsOrRollsBackEachTime() throws {
        let folder = TemporaryFolder()
        let connection = try SQLiteConnection(
            path: folder.file("t.db"), flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        try connection.execute("PRAGMA journal_mode = WAL; CREATE TABLE t (v INTEGER)")
        struct Refused: Error {}
        for round in 1...3 {
            try connection.transaction { try connection.run("INSERT INTO t VALUES (?)", [.integer(Int64(round))]) }
            #expect(throws: Refused.self) {
                try connection.transaction {
                    try connection.run("INSERT INTO t VALUES (-1)")
                    throw Refused()
                }
            }
            #expect(try connection.integer("SELECT count(*) FROM t") == Int64(round))
        }
        // What was committed is on disk for another connection.
        let other = try SQLiteConnection(path: folder.file("t.db"), flags: SQLITE_OPEN_READONLY)
        #expect(try other.integer("SELECT sum(v) FROM t") == 6)
        // A transaction cannot start inside another; the open one goes on.
        try connection.execute("BEGIN IMMEDIATE")
        #expect(throws: SQLiteConnection.Error.self) { try connection.transaction {} }
        try connection.execute("ROLLBACK")
    }
}
