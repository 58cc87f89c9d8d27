import CSQLite3
import Foundation
import RosterTestSupport
import Testing

@testable import Roster

/// The SQLite store's place of a person in a sorted order, found from the bucket counts of
/// schema version 3 (`SQLiteSchema.recount`, `countTriggers`), against the place in the full
/// order read with `ORDER BY` — on random persons whose names share prefixes of every counted
/// length, in several scripts, after inserts, deletes, renames, age changes and imports.
@Suite("SQLite sorted index")
struct SQLiteSortedIndexTests {
    static let sortedOrders: [PersonOrder] = [.nameAscending, .nameDescending, .ageAscending, .ageDescending]

    /// Pieces of names: one, two, three and four bytes of UTF-8, with diacritics and case
    /// that folding removes, and a space (so prefixes of 1…16 characters are shared).
    static let pieces = [
        "a", "A", "ab", "é", "É", "z", "zo", "Zoë", " ", "ж", "Ж", "анна", "李", "李小", "😀", "ß", "~", "b",
    ]

    static func randomName(_ random: inout SeededGenerator) -> String {
        var name = ""
        let count = 1 + Int(random.next() % 9)
        for _ in 0..<count { name += pieces[Int(random.next() % UInt64(pieces.count))] }
        return name
    }

    static func randomPerson(_ random: inout SeededGenerator) -> Person {
        // Few ages, so that an age holds many persons and their ids decide.
        Person(id: random.uuid(), name: randomName(&random), age: [0, 1, 30, 75, 150][Int(random.next() % 5)])
    }

    /// Every person's place in every sorted order that the storage gets wrong, in words.
    static func disagreements(of storage: SQLitePersonStorage, path: String) throws -> [String] {
        let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE)
        var problems: [String] = []
        let orderings: [PersonOrder: String] = [
            .nameAscending: "folded, id", .nameDescending: "folded DESC, id DESC",
            .ageAscending: "age, id", .ageDescending: "age DESC, id DESC",
        ]
        for order in sortedOrders {
            var ids: [String] = []
            try connection.query("SELECT id FROM persons ORDER BY \(orderings[order]!)") { row in
                ids.append(row.text(0))
            }
            for (place, id) in ids.enumerated() {
                let found = try storage.immediateIndex(of: UUID(uuidString: id)!, in: order, matching: nil)
                if found != place {
                    problems.append("\(order): \(id) at \(found.map(String.init) ?? "nil"), expected \(place)")
                }
            }
        }
        // The counts kept by the triggers are the counts made afresh.
        let kept = try bucketCounts(connection)
        try connection.execute("BEGIN; " + SQLiteSchema.recount)
        let fresh = try bucketCounts(connection)
        try connection.execute("ROLLBACK")
        if kept != fresh { problems.append("the bucket counts kept by the triggers differ from a recount") }
        return problems
    }

    /// The nonzero bucket counts (a bucket emptied by deletes stays, at zero).
    static func bucketCounts(_ connection: SQLiteConnection) throws -> [String] {
        var counts: [String] = []
        try connection.query(
            "SELECT 'age', age, lead, persons FROM persons_by_age_counts WHERE persons != 0 UNION ALL SELECT 'name', length, prefix, persons FROM persons_by_name_counts WHERE persons != 0 ORDER BY 1, 2, 3"
        ) { row in
            counts.append("\(row.text(0)) \(row.integer(1)) \(row.text(2)) \(row.integer(3))")
        }
        return counts
    }

    @Test func placesFromBucketsEqualTheFullOrderThroughWrites() throws {
        var random = SeededGenerator(seed: 0x50_27ED)
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let storage = SQLitePersonStorage(path: path)
        _ = try storage.immediateOpen(initial: .sample(PersonsJSON.encode([])))
        try storage.importPersons((0..<300).map { _ in Self.randomPerson(&random) })
        var problems = try Self.disagreements(of: storage, path: path)
        #expect(problems.isEmpty, "after the import: \(problems.prefix(10))")

        var stored = try storage.immediatePage(PageRequest(from: .start, limit: 1_000, matching: nil))
        for step in 0..<150 {
            switch step % 4 {
            case 0:
                stored.append(try storage.immediateInsert(Self.randomPerson(&random), at: nil))
            case 1:
                let person = stored.remove(at: Int(random.next() % UInt64(stored.count)))
                try storage.immediateDelete(person, overwriting: true)
            case 2:
                let index = Int(random.next() % UInt64(stored.count))
                var person = stored[index].person
                person.name = Self.randomName(&random)
                stored[index] = try storage.immediateSave(
                    [
                        PersonChange(
                            person: person, position: stored[index].position, baseRevision: stored[index].revision)
                    ], overwriting: true)[0]
            default:
                let index = Int(random.next() % UInt64(stored.count))
                var person = stored[index].person
                person.age = Int(random.next() % 151)
                stored[index] = try storage.immediateSave(
                    [
                        PersonChange(
                            person: person, position: stored[index].position, baseRevision: stored[index].revision)
                    ], overwriting: true)[0]
            }
        }
        problems = try Self.disagreements(of: storage, path: path)
        #expect(problems.isEmpty, "after inserts, deletes, renames and age changes: \(problems.prefix(10))")
        #expect(try storage.immediateIndex(of: stored[0].person.id, in: .nameAscending, matching: nil) != nil)
        #expect(try storage.immediateIndex(of: UUID(), in: .nameAscending, matching: nil) == nil)
        #expect(try storage.immediateIndex(of: UUID(), in: .ageDescending, matching: nil) == nil)
    }

    /// An import of 10,000 or more drops the row triggers and counts afresh; a second import
    /// updates persons already there (new names and ages) and adds others.
    @Test func bulkImportsKeepTheBucketsRight() throws {
        var random = SeededGenerator(seed: 0xB0_1C)
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let storage = SQLitePersonStorage(path: path)
        _ = try storage.immediateOpen(initial: .sample(PersonsJSON.encode([])))
        var persons = (0..<10_000).map { _ in Self.randomPerson(&random) }
        try storage.importPersons(persons)
        for index in stride(from: 0, to: persons.count, by: 3) {
            persons[index].name = Self.randomName(&random)
            persons[index].age = Int(random.next() % 151)
        }
        try storage.importPersons(persons + (0..<100).map { _ in Self.randomPerson(&random) })
        _ = try storage.immediateInsert(Self.randomPerson(&random), at: nil)
        let problems = try Self.disagreements(of: storage, path: path)
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        // The sorted orders' indexes, dropped while a bulk import inserts, are back as the
        // schema makes them, and whole.
        let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
        let indexes = try connection.texts(
            "SELECT sql FROM sqlite_master WHERE name IN ('persons_by_name', 'persons_by_age') ORDER BY name")
        #expect(
            indexes == [
                "CREATE INDEX persons_by_age ON persons (age, id)",
                "CREATE INDEX persons_by_name ON persons (folded, id)",
            ])
        #expect(try connection.texts("PRAGMA integrity_check") == ["ok"])
    }

    /// A database of version 2 (before the bucket counts) gets them filled when opened.
    @Test func theMigrationFillsTheBuckets() throws {
        var random = SeededGenerator(seed: 0x3161)
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let old = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        try old.execute(SQLiteSchema.migrations[0] + "\n" + SQLiteSchema.migrations[1] + "\nPRAGMA user_version = 2")
        for position in 0..<200 {
            let person = Self.randomPerson(&random)
            try old.run(
                "INSERT INTO persons (id, position, name, age, folded) VALUES (?, ?, ?, ?, ?)",
                [
                    .text(person.id.uuidString), .integer(Int64(position)), .text(person.name),
                    .integer(Int64(person.age)), .text(SQLiteSchema.folded(person.name)),
                ])
        }
        old.close()
        let storage = SQLitePersonStorage(path: path)
        _ = try storage.immediateOpen(initial: .none)
        let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
        #expect(try connection.integer("PRAGMA user_version") == SQLiteSchema.currentVersion)
        #expect(try connection.integer("SELECT sum(persons) FROM persons_by_age_counts") == 200)
        let problems = try Self.disagreements(of: storage, path: path)
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }

    /// What the name buckets rest on: a prefix (SQLite's `substr`, in characters) never sorts a
    /// name before another's it came after, in SQLite's BINARY order of UTF-8 — for names of
    /// one- to four-byte characters.
    @Test func prefixesKeepTheBinaryOrderOfUTF8() throws {
        var random = SeededGenerator(seed: 0x9F1)
        let connection = try SQLiteConnection(path: ":memory:", flags: SQLITE_OPEN_READWRITE)
        try connection.execute("CREATE TABLE names (name TEXT NOT NULL)")
        for _ in 0..<200 {
            try connection.run("INSERT INTO names VALUES (?)", [.text(SQLiteSchema.folded(Self.randomName(&random)))])
        }
        for length in SQLiteSchema.namePrefixLengths {
            let backwards = try connection.integer(
                "SELECT count(*) FROM names AS a, names AS b WHERE a.name <= b.name AND substr(a.name, 1, \(length)) > substr(b.name, 1, \(length))"
            )
            #expect(backwards == 0, "prefixes of \(length)")
        }
        // The same order in Swift, by the bytes of UTF-8: the claim checked above is about them.
        var names: [String] = []
        try connection.query("SELECT name FROM names ORDER BY name") { row in names.append(row.text(0)) }
        #expect(names == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(
            names.contains { $0.utf8.contains { $0 >= 0xF0 } }
                && names.contains { $0.utf8.contains { $0 >= 0xE0 && $0 < 0xF0 } })
    }

    /// The place is found without counting the persons before it (a few short key ranges).
    @Test func thePlaceIsReadFromBucketsAndKeyRanges() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let storage = SQLitePersonStorage(path: path)
        _ = try storage.immediateOpen(initial: .sample(PersonsJSON.encode(SortFixture.persons)))
        let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
        var plan: [String] = []
        try connection.query(
            "EXPLAIN QUERY PLAN SELECT count(*) FROM persons WHERE folded >= 'ab' AND (folded, id) < ('abc', 'X')"
        ) { row in plan.append(row.text(3)) }
        #expect(
            plan.contains { $0.contains("persons_by_name") && $0.contains("folded>?") && $0.contains("<") }, "\(plan)")
        plan = []
        try connection.query(
            "EXPLAIN QUERY PLAN SELECT count(*) FROM persons WHERE age = 3 AND id >= 'A' AND id < 'AB'"
        ) { row in plan.append(row.text(3)) }
        #expect(
            plan.contains { $0.contains("persons_by_age") && $0.contains("id>?") && $0.contains("id<?") }, "\(plan)")
    }
}
