import Foundation
import Testing

@testable import Roster
@testable import RosterPostgres

extension PostgresTests {
    /// The storage protocol on PostgreSQL, as the SQLite and JSON stores implement it.
    @Suite struct Storage {
        static let sample = (0..<12).map { Person(id: UUID(), name: "Person \($0)", age: $0) }

        /// Two storages on one new database, both opened from the sample.
        static func openTwo() async throws -> (PostgresPersonStorage, PostgresPersonStorage) {
            let (_, configuration) = try TestServer.newDatabase()
            let first = PostgresPersonStorage(configuration: configuration)
            let second = PostgresPersonStorage(configuration: configuration)
            async let a = first.open(initial: .sample(PersonsJSON.encode(sample)))
            async let b = second.open(initial: .sample(PersonsJSON.encode(sample)))
            let statuses = try await [a, b]
            #expect(statuses.allSatisfy { $0 == StorageStatus(count: sample.count, isDense: true) })
            return (first, second)
        }

        @Test func twoRostersOpeningANewDatabaseAtOnceFillItOnceFromTheSample() async throws {
            let (storage, _) = try await Self.openTwo()
            let all = try await storage.page(PageRequest(from: .start, limit: 100))
            #expect(all.map(\.person) == Self.sample)
            #expect(all.map(\.position) == Array(0..<Int64(Self.sample.count)))
        }

        @Test func openingAgainKeepsTheConnectionAndItsChangeFeed() async throws {
            let (storage, other) = try await Self.openTwo()
            let connection = try #require(storage.connection)
            let inbox = Inbox(storage.changes())
            _ = try await storage.open(initial: .none)  // a reload
            _ = try storage.immediateOpen(initial: .none)
            #expect(storage.connection === connection)
            let read = try await other.page(PageRequest(from: .start, limit: 1))[0]
            _ = try await other.save(
                [
                    PersonChange(
                        person: Person(id: read.person.id, name: "Again", age: 3), position: 0,
                        baseRevision: read.revision)
                ], overwriting: false)
            #expect(await inbox.waitForElement { $0 == .changed } != nil)
        }

        @Test func deleteByRevisionAndInsertAtAFreePositionOrAfterTheLast() async throws {
            let (mine, theirs) = try await Self.openTwo()
            let read = try await mine.page(PageRequest(from: .start, limit: 3))
            try await mine.delete(read[1], overwriting: false)
            #expect(
                try !mine.immediateContains(read[1].person.id) && theirs.immediateContains(read[0].person.id),
                "looked up by id, from either roster")
            try await mine.delete(read[1], overwriting: false)  // already gone: not an error
            #expect(try await mine.status().count == Self.sample.count - 1)
            let back = try await mine.insert(read[1].person, at: read[1].position)
            #expect(back.position == 1 && back.person == read[1].person, "undo of a delete: same id, values and place")
            let added = try await mine.insert(Person(id: UUID(), name: "New", age: 5), at: nil)
            #expect(added.position == Int64(Self.sample.count))
            let taken = try await mine.insert(Person(id: UUID(), name: "Late", age: 6), at: 0)
            #expect(taken.position == Int64(Self.sample.count + 1), "a taken position is not used")
            // Someone else changed the first person: deleting it is refused, unless overwriting.
            var theirEdit = read[0]
            theirEdit.person.name = "Theirs"
            _ = try await theirs.save(
                [PersonChange(person: theirEdit.person, position: 0, baseRevision: theirEdit.revision)],
                overwriting: false)
            await #expect(throws: StorageFailure.self) { try await mine.delete(read[0], overwriting: false) }
            try await mine.delete(read[0], overwriting: true)
            #expect(try await mine.page(PageRequest(from: .start, limit: 1)).first?.person.name == "Person 1")
        }

        @Test func pagesAreFoundByKeyFromEitherEnd() async throws {
            let (storage, _) = try await Self.openTwo()
            #expect(
                try await storage.page(PageRequest(from: .start, skipping: 2, limit: 3)).map(\.person)
                    == Array(Self.sample[2..<5]))
            #expect(
                try await storage.page(PageRequest(from: .end, limit: 3)).map(\.person) == Array(Self.sample[9..<12]))
            #expect(
                try await storage.page(PageRequest(from: .after(position: 5), limit: 2)).map(\.person)
                    == Array(Self.sample[6..<8]))
            #expect(
                try await storage.page(PageRequest(from: .before(position: 5), skipping: 1, limit: 2)).map(\.person)
                    == Array(Self.sample[2..<4]))
        }

        @Test func searchMatchesAndPagesAsTheSQLiteAndJSONStoresDo() async throws {
            let (_, configuration) = try TestServer.newDatabase()
            let storage = PostgresPersonStorage(configuration: configuration)
            let names =
                ["José Saramago", "Anna Müller", "Анна Каренина", "李小龙", "50% off_", "Joseph"]
                + (0..<30).map { "Ärnold \($0)" }
            let persons = names.enumerated().map { Person(id: UUID(), name: $1, age: $0 % 100) }
            _ = try await storage.open(initial: .sample(PersonsJSON.encode(persons)))
            let expectations: [(String, [String])] = [
                ("jose", ["José Saramago", "Joseph"]), ("MULLER", ["Anna Müller"]), ("каРЕН", ["Анна Каренина"]),
                ("龙", ["李小龙"]), ("%", ["50% off_"]), ("f_", ["50% off_"]), ("xyz", []),
            ]
            for (search, expected) in expectations {
                #expect(
                    try await storage.page(PageRequest(from: .start, limit: 100, matching: search)).map(\.person.name)
                        == expected, "search \(search)")
                #expect(try await storage.count(matching: search) == expected.count, "count of \(search)")
            }
            #expect(try await storage.count(matching: "arnold") == 30)
            #expect(try storage.immediateCount(matching: "arnold", upTo: 10) == 10, "a count up to a limit stops there")
            #expect(try storage.immediateCount(matching: "ar", upTo: 40) == 31)
            #expect(try storage.immediateCount(matching: "a", upTo: 5) == 5)
            #expect(try storage.immediateCount(matching: "xyz", upTo: 5) == 0)
            #expect(try storage.immediateCount(matching: "", upTo: 3) == 3)
            #expect(
                try await storage.page(
                    PageRequest(from: .after(position: 10), skipping: 1, limit: 2, matching: "arnold")
                ).map(\.position) == [12, 13])
            #expect(
                try await storage.page(PageRequest(from: .end, limit: 2, matching: "ar")).map(\.person)
                    == Array(persons[34..<36]))
            #expect(
                try await storage.page(PageRequest(from: .before(position: 10), limit: 2, matching: "ARN")).map(
                    \.position) == [8, 9])
        }

        @Test func aSaveOverSomeoneElsesIsAConflictAndWritesNothing() async throws {
            let (mine, theirs) = try await Self.openTwo()
            let read = try await mine.page(PageRequest(from: .start, limit: 2))
            var theirEdit = read[1]
            theirEdit.person.name = "Theirs"
            let theirSave = try await theirs.save(
                [
                    PersonChange(
                        person: theirEdit.person, position: theirEdit.position, baseRevision: theirEdit.revision)
                ], overwriting: false)
            #expect(theirSave.map(\.revision) == [read[1].revision + 1])

            // Mine edits both: the whole save is refused, the first person too.
            let myChanges = read.map {
                PersonChange(
                    person: Person(id: $0.person.id, name: "Mine", age: 99), position: $0.position,
                    baseRevision: $0.revision)
            }
            let error = await #expect(throws: StorageFailure.self) {
                try await mine.save(myChanges, overwriting: false)
            }
            #expect(error?.kind == .conflict)
            #expect(
                try await mine.page(PageRequest(from: .start, limit: 2)).map(\.person.name) == ["Person 0", "Theirs"])

            // Overwrite: both saved.
            let overwritten = try await mine.save(myChanges, overwriting: true)
            #expect(overwritten.map(\.person.name) == ["Mine", "Mine"])
            #expect(try await theirs.page(PageRequest(from: .start, limit: 2)) == overwritten)
        }

        @Test func aPersonDeletedElsewhereIsAConflictAndOverwritePutsItBackInItsPlace() async throws {
            let (mine, theirs) = try await Self.openTwo()
            let read = try await mine.page(PageRequest(from: .after(position: 3), limit: 1))[0]
            try await theirs.delete(read, overwriting: false)
            let change = PersonChange(
                person: Person(id: read.person.id, name: "Back", age: 1), position: read.position,
                baseRevision: read.revision)
            let error = await #expect(throws: StorageFailure.self) { try await mine.save([change], overwriting: false) }
            #expect(error?.kind == .conflict)
            let restored = try await mine.save([change], overwriting: true)
            #expect(restored.map(\.position) == [read.position])
            #expect(try await theirs.status() == StorageStatus(count: Self.sample.count, isDense: true))
        }

        @Test func anotherRostersSaveArrivesOnTheChangeFeed() async throws {
            let (mine, theirs) = try await Self.openTwo()
            let inbox = Inbox(mine.changes())
            let read = try await theirs.page(PageRequest(from: .start, limit: 1))[0]
            _ = try await theirs.save(
                [
                    PersonChange(
                        person: Person(id: read.person.id, name: "Live", age: 2), position: read.position,
                        baseRevision: read.revision)
                ], overwriting: false)
            let changed = await inbox.waitForElement { $0 == .changed }
            #expect(changed != nil)
            #expect(try await mine.page(PageRequest(from: .start, limit: 1)).map(\.person.name) == ["Live"])
        }
    }
}
