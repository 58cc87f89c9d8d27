import Foundation
import RosterResources
import RosterTestSupport
import TerminalUICore
import Testing

@testable import Roster

/// Databases roster must not use: each is refused at open with the path and the reason, and
/// the folder is left exactly as it was (no database created, nothing written).
@Suite("Bad databases: named, with the reason, and left alone")
struct BadDatabaseTests {
    /// A roster database of `count` persons at `path`, closed.
    static func makeDatabase(_ path: String, count: Int = 3) throws {
        let storage = SQLitePersonStorage(path: path)
        _ = try storage.immediateOpen(
            initial: .sample(
                PersonsJSON.encode((0..<count).map { Person(id: UUID(), name: "Person \($0)", age: $0 % 100) })))
    }

    /// Opens and checks `path` as the app does, expecting a refusal whose reason contains `reason`.
    static func expectRefused(_ path: String, reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let storage = SQLitePersonStorage(path: path)
        #expect(sourceLocation: sourceLocation) {
            _ = try storage.immediateOpen(initial: .sample(SampleData.personsJSON))
            try storage.immediateCheck()
        } throws: { error in
            guard let failure = error as? StorageFailure else { return false }
            return failure.kind == .unusable && failure.path == path && failure.reason.contains(reason)
        }
    }

    static func refusedAndUntouched(
        _ folder: TemporaryFolder, _ path: String, reason: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try folder.snapshot()
        expectRefused(path, reason: reason, sourceLocation: sourceLocation)
        #expect(
            try folder.snapshot() == before, "the folder is byte for byte as it was", sourceLocation: sourceLocation)
    }

    @Test func aFileThatIsNotADatabase() throws {
        let folder = TemporaryFolder()
        let path = folder.write("{\"version\": 1, \"persons\": []}", to: "roster.db")
        try Self.refusedAndUntouched(folder, path, reason: "is not a SQLite database")
    }

    @Test func aDatabaseFromANewerRoster() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        try Self.makeDatabase(path)
        try SQLiteConnection(path: path, flags: 0x2).execute("PRAGMA user_version = 99")
        try Self.refusedAndUntouched(
            folder, path,
            reason:
                "was written by a newer roster (database version 99; this roster knows up to \(SQLiteSchema.currentVersion))"
        )
    }

    @Test func anotherProgramsDatabase() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        try SQLiteConnection(path: path, flags: 0x2 | 0x4).execute(
            "CREATE TABLE invoices (amount INTEGER); INSERT INTO invoices VALUES (12)")
        try Self.refusedAndUntouched(folder, path, reason: "is a SQLite database, but not roster's")
    }

    @Test func aDatabaseThatFailsItsCheck() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        try Self.makeDatabase(path, count: 3_000)
        // Scribble over a page in the middle (not the header): the tables' pages no longer add up.
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 2 / 4096 * 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 8192))
        try handle.close()
        try Self.refusedAndUntouched(folder, path, reason: "is damaged")
    }

    @Test func aDatabaseLockedByAnotherProgramLongerThanTheTimeout() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        try Self.makeDatabase(path)
        // Another program in rollback-journal mode holds the exclusive lock while it writes.
        let other = try SQLiteConnection(path: path, flags: 0x2)
        _ = try other.texts("PRAGMA journal_mode = DELETE")
        try other.execute("BEGIN EXCLUSIVE; UPDATE persons SET age = age + 1")
        Self.expectRefused(
            path,
            reason: "cannot be opened: it is locked by another program (waited \(SQLitePersonStorage.busyTimeout) ms)")
        try other.execute("ROLLBACK")
    }

    @Test @MainActor func aSaveWhileAnotherProgramHoldsTheWriteLockFailsAndKeepsTheEdits() async throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        try Self.makeDatabase(path)
        let store = PersonStore(storage: SQLitePersonStorage(path: path), initial: .none)
        store.fetch()
        await store.loadTask?.value
        store.persons[0].name = "Changed"
        let other = try SQLiteConnection(path: path, flags: 0x2)
        try other.execute("BEGIN IMMEDIATE; UPDATE persons SET age = age")
        #expect {
            try store.save()
        } throws: { error in
            (error as? PersonStore.SaveError)?.message
                == "Could not save \(path): cannot be saved: it is locked by another program (waited \(SQLitePersonStorage.busyTimeout) ms). Your changes are still here; try again."
        }
        try other.execute("ROLLBACK")
        #expect(store.persons[0].name == "Changed", "the edit is kept")
        try store.save()
        #expect(try DatabaseContents.persons(at: path)[0].name == "Changed")
    }

    @Test func aFolderWhereTheDatabaseShouldBe() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        Self.expectRefused(path, reason: "is a folder, not a database")
    }

    @Test @MainActor func theAppShowsTheRefusalInAnAlertAndWritesNothing() async throws {
        let folder = TemporaryFolder()
        let path = folder.write("not a database at all, just text", to: "roster.db")
        let store = PersonStore(storage: SQLitePersonStorage(path: path), initial: .sample(SampleData.personsJSON))
        let host = TestHost(roster: store, width: 100, height: 30)
        await store.loadTask?.value
        host.settle()
        #expect(
            AlertBox.text(host.screen).contains(
                "Could not open \(path): is not a SQLite database. The file is left as it is; roster will not write to it."
            ))
        host.press(.return)
        #expect(host.screenText.contains("No persons"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["roster.db"])
        #expect(folder.bytes(of: path) == Array("not a database at all, just text".utf8))
    }
}
