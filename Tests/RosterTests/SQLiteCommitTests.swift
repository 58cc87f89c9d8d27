import Foundation
import RosterResources
import RosterTestSupport
import Testing

@testable import Roster

/// What a commit writes: the write-ahead log overwritten in place, and no page a change does
/// not need (each one must be on disk before Save returns).
@Suite("SQLite commits")
struct SQLiteCommitTests {
    /// The size of a log that spans one checkpoint cycle.
    static func cycleSize(_ storage: SQLitePersonStorage) throws -> Int {
        let pageSize = try #require(try storage.open().integer("PRAGMA page_size"))
        return 32 + SQLitePersonStorage.checkpointPages * (24 + Int(pageSize))
    }

    static func size(of path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    /// The pages (frames) the log holds after `change`, starting from an empty cycle.
    static func pagesWritten(by change: () throws -> Void, on storage: SQLitePersonStorage) throws -> Int64 {
        let connection = try storage.open()
        // Everything checkpointed: the next commit starts the log again from its beginning.
        _ = try connection.integer("PRAGMA wal_checkpoint(RESTART)")
        try change()
        var frames: [Int64] = []
        try connection.query("PRAGMA wal_checkpoint(PASSIVE)", []) { row in frames.append(row.integer(1)) }
        return try #require(frames.first)
    }

    static func rename(
        _ stored: StoredPerson, to name: String, age: Int? = nil, on storage: SQLitePersonStorage
    ) throws -> StoredPerson {
        let person = Person(id: stored.person.id, name: name, age: age ?? stored.person.age)
        return try storage.immediateSave(
            [PersonChange(person: person, position: stored.position, baseRevision: stored.revision)],
            overwriting: false)[0]
    }

    @Test func theLogSpansACheckpointCycleIsOverwrittenInPlaceAndKeptBetweenRuns() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let log = path + "-wal"
        do {
            let storage = SQLitePersonStorage(path: path)
            _ = try storage.immediateOpen(initial: .sample(SampleData.personsJSON))
            let cycle = try Self.cycleSize(storage)
            #expect(Self.size(of: log) == cycle, "allocated once, at the first open")
            var first = try storage.immediatePage(PageRequest(from: .start, limit: 1))[0]
            for letter in "abcdefghij" {
                first = try Self.rename(first, to: first.person.name + String(letter), on: storage)
            }
            #expect(Self.size(of: log) == cycle, "ten saves overwrote the log, it did not grow")
        }
        #expect(Self.size(of: log) != nil, "the log is kept when roster closes the database")
        let again = SQLitePersonStorage(path: path)
        _ = try again.immediateOpen(initial: .none)
        let first = try again.immediatePage(PageRequest(from: .start, limit: 1))[0]
        #expect(first.person.name.hasSuffix("abcdefghij"), "every save is in the database")
        #expect(try again.open().texts("PRAGMA integrity_check") == ["ok"])
    }

    @Test func anImportThatGrewTheLogLeavesOneCycleOfIt() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let storage = SQLitePersonStorage(path: path)
        _ = try storage.immediateOpen(initial: .sample(PersonsJSON.encode([])))
        let cycle = try Self.cycleSize(storage)
        // Persons with long names, enough to write several cycles' worth of pages.
        let persons = (0..<12_000).map {
            Person(id: UUID(), name: "Person \($0) " + String(repeating: "x", count: 200), age: $0 % 100)
        }
        try storage.importPersons(persons)
        #expect(Self.size(of: path + "-wal") == cycle)
        #expect(try storage.immediateStatus().count == persons.count)
    }

    @Test func aSaveOfTheAgeAloneLeavesTheSearchIndexAndTheNameBucketsAlone() throws {
        let folder = TemporaryFolder()
        let storage = SQLitePersonStorage(path: folder.file("roster.db"))
        _ = try storage.immediateOpen(initial: .sample(SampleData.personsJSON))
        var person = try storage.immediatePage(PageRequest(from: .start, limit: 1))[0]
        let ageOnly = try Self.pagesWritten(
            by: { person = try Self.rename(person, to: person.person.name, age: person.person.age + 1, on: storage) },
            on: storage)
        let rename = try Self.pagesWritten(
            by: { person = try Self.rename(person, to: "Q" + person.person.name, on: storage) }, on: storage)
        #expect(ageOnly < rename, "age only: \(ageOnly) pages, a rename: \(rename)")
        #expect(try storage.immediateCount(matching: "q" + person.person.name.dropFirst().lowercased()) == 1)
    }

    @Test func aRenameKeepingItsPrefixesWritesFewerPagesThanOneChangingThem() throws {
        let folder = TemporaryFolder()
        let storage = SQLitePersonStorage(path: folder.file("roster.db"))
        _ = try storage.immediateOpen(initial: .sample(PersonsJSON.encode([])))
        try storage.importPersons(SQLiteStorageTests.persons(2_000))
        var person = try storage.immediatePage(PageRequest(from: .start, skipping: 1_000, limit: 1))[0]
        let appended = try Self.pagesWritten(
            by: { person = try Self.rename(person, to: person.person.name + "z", on: storage) }, on: storage)
        let everyPrefix = try Self.pagesWritten(
            by: { person = try Self.rename(person, to: "Z" + person.person.name, on: storage) }, on: storage)
        #expect(appended < everyPrefix, "a letter appended: \(appended) pages, the first letter: \(everyPrefix)")
        // The buckets are still exactly the persons' prefixes.
        let connection = try storage.open()
        for length in SQLiteSchema.namePrefixLengths {
            let kept = try connection.texts(
                "SELECT prefix || ':' || persons FROM persons_by_name_counts WHERE length = \(length) AND persons > 0 ORDER BY prefix"
            )
            let counted = try connection.texts(
                "SELECT substr(folded, 1, \(length)) || ':' || count(*) FROM persons GROUP BY substr(folded, 1, \(length)) ORDER BY substr(folded, 1, \(length))"
            )
            #expect(kept == counted, "length \(length)")
        }
    }
}
