import Foundation
import RosterTestSupport
import Testing

@testable import Roster
@testable import RosterPostgres

extension PostgresTests {
    /// The persons table, through the storage protocol as the app uses it.
    @Suite struct Persons {
        /// A storage opened on a new empty database, and the database's name.
        static func emptyStorage() async throws -> (name: String, storage: PostgresPersonStorage) {
            let (name, configuration) = try TestServer.newDatabase()
            let storage = PostgresPersonStorage(configuration: configuration)
            _ = try await storage.open(initial: .none)
            return (name, storage)
        }

        /// Another storage on the database `name`, as another roster opens it.
        static func otherStorage(on name: String) async throws -> PostgresPersonStorage {
            let storage = PostgresPersonStorage(
                configuration: try PostgresConfiguration(PostgresTestServer.url(database: name)))
            _ = try await storage.open(initial: .none)
            return storage
        }

        /// `person` saved over the revision `stored` was read at.
        static func save(
            _ person: Person, over stored: StoredPerson, in storage: PostgresPersonStorage, overwriting: Bool = false
        ) async throws(StorageFailure) -> StoredPerson? {
            try await storage.save(
                [PersonChange(person: person, position: stored.position, baseRevision: stored.revision)],
                overwriting: overwriting
            ).first
        }

        static func everyone(
            in storage: PostgresPersonStorage, matching search: String? = nil
        ) async throws -> [StoredPerson] {
            try await storage.page(PageRequest(from: .start, limit: 100, matching: search))
        }

        @Test(arguments: [
            "'); DROP TABLE persons; --",
            "Robert'); DROP TABLE persons;--",
            "\"quoted\" and 'single' and `back`",
            #"back\slash \' \\ and $1 $$ dollar"#,
            "%_ wildcards _%",
            "Zoë Ørsted — 東京 🙂",
        ])
        func hostileNamesAreStoredAsTheyAre(name: String) async throws {
            let (_, storage) = try await Self.emptyStorage()
            let person = Person(id: UUID(), name: name, age: 30)
            let inserted = try await storage.insert(person, at: nil)
            #expect(inserted.person == person)
            let updated = try await Self.save(
                Person(id: person.id, name: name + name, age: 31), over: inserted, in: storage)
            #expect(try await Self.everyone(in: storage) == [try #require(updated)])
            #expect(try await storage.count(matching: name) == 1)
            let connection = try #require(storage.connection)
            #expect(try await connection.query("SELECT to_regclass('persons') IS NOT NULL") == [["t"]])
            await connection.close()
        }

        @Test func aNameWithANULCharacterIsRefusedAndNothingIsStored() async throws {
            let (_, storage) = try await Self.emptyStorage()
            await #expect(throws: StorageFailure.self) {
                try await storage.insert(
                    Person(id: UUID(), name: "Ada\u{0}'); DROP TABLE persons; --", age: 1), at: nil)
            }
            #expect(try await storage.status().count == 0)
            await storage.connection?.close()
        }

        @Test func searchFindsSubstringsIgnoringCaseAndAccents() async throws {
            let (_, storage) = try await Self.emptyStorage()
            for name in ["Zoë Ørsted", "ZOE smith", "Chloé", "Bob", "100% real", "snake_case"] {
                _ = try await storage.insert(Person(id: UUID(), name: name, age: 20), at: nil)
            }
            func names(_ search: String) async throws -> [String] {
                try await Self.everyone(in: storage, matching: search).map(\.person.name)
            }
            #expect(try await names("zoe") == ["Zoë Ørsted", "ZOE smith"])
            #expect(try await names("ÉSTE") == [])
            #expect(try await names("rsted") == ["Zoë Ørsted"])
            #expect(try await names("LOE") == ["Chloé"])
            // LIKE's wildcards match only themselves.
            #expect(try await names("%") == ["100% real"])
            #expect(try await names("_") == ["snake_case"])
            #expect(try await storage.count(matching: "o") == 4)
            await storage.connection?.close()
        }

        @Test func pagesFollowTheListOrderFromEitherEnd() async throws {
            let (_, storage) = try await Self.emptyStorage()
            var inserted: [StoredPerson] = []
            for index in 0..<10 {
                inserted.append(
                    try await storage.insert(Person(id: UUID(), name: "Person \(index)", age: index), at: nil))
            }
            let first = try await storage.page(PageRequest(from: .start, limit: 4))
            #expect(first == Array(inserted[0..<4]))
            let next = try await storage.page(
                PageRequest(from: .after(position: try #require(first.last).position), limit: 4))
            #expect(next == Array(inserted[4..<8]))
            let last = try await storage.page(PageRequest(from: .end, limit: 3))
            #expect(last == Array(inserted[7..<10]))
            let before = try await storage.page(
                PageRequest(from: .before(position: try #require(last.first).position), limit: 3))
            #expect(before == Array(inserted[4..<7]))
            #expect(try await storage.page(PageRequest(from: .after(position: inserted[9].position), limit: 3)) == [])
            await storage.connection?.close()
        }

        @Test func aStaleSaveIsAConflictNeverALostUpdate() async throws {
            let (name, mine) = try await Self.emptyStorage()
            let theirs = try await Self.otherStorage(on: name)
            let read = try await mine.insert(Person(id: UUID(), name: "Ada", age: 36), at: nil)
            let id = read.person.id

            let theirSave = try #require(
                try await Self.save(Person(id: id, name: "Ada (theirs)", age: 40), over: read, in: theirs))
            let conflict = await #expect(throws: StorageFailure.self) {
                try await Self.save(Person(id: id, name: "Ada (mine)", age: 37), over: read, in: mine)
            }
            #expect(conflict?.kind == .conflict)
            #expect(try await Self.everyone(in: mine) == [theirSave])

            // Overwrite (after the conflict was shown): saved over their revision.
            let overwritten = try #require(
                try await Self.save(
                    Person(id: id, name: "Ada (mine)", age: 37), over: read, in: mine, overwriting: true))
            #expect(overwritten.revision == theirSave.revision + 1)
            #expect(overwritten.person.name == "Ada (mine)")

            // Deleting with a stale revision is a conflict too.
            let staleDelete = await #expect(throws: StorageFailure.self) {
                try await theirs.delete(theirSave, overwriting: false)
            }
            #expect(staleDelete?.kind == .conflict)
            try await theirs.delete(overwritten, overwriting: false)

            // Saving a person deleted elsewhere is a conflict; deleting one again is not an error.
            let deleted = await #expect(throws: StorageFailure.self) {
                try await Self.save(Person(id: id, name: "Ada", age: 1), over: overwritten, in: mine)
            }
            #expect(deleted?.kind == .conflict)
            try await mine.delete(overwritten, overwriting: false)
            // Overwrite brings it back.
            let restored = try #require(
                try await Self.save(Person(id: id, name: "Ada", age: 1), over: overwritten, in: mine, overwriting: true)
            )
            #expect(try await Self.everyone(in: theirs) == [restored])
            await mine.connection?.close()
            await theirs.connection?.close()
        }

        @Test func twoInsertsOfOnePersonAreRefused() async throws {
            let (name, mine) = try await Self.emptyStorage()
            let theirs = try await Self.otherStorage(on: name)
            let id = UUID()
            let first = try await theirs.insert(Person(id: id, name: "Theirs", age: 1), at: nil)
            await #expect(throws: StorageFailure.self) {
                try await mine.insert(Person(id: id, name: "Mine", age: 2), at: nil)
            }
            #expect(try await Self.everyone(in: mine) == [first])
            await mine.connection?.close()
            await theirs.connection?.close()
        }

        /// The payloads of the persons table's notifications among `events`.
        static func payloads(_ events: [PostgresConnection.Event]) -> [String] {
            events.compactMap { event -> String? in
                guard case .notification(PostgresSchema.channel, let payload) = event else { return nil }
                return payload
            }
        }

        @Test func everyClientsCommittedChangesAreAnnouncedAndNoRolledBackOne() async throws {
            let (name, writer) = try await Self.emptyStorage()
            let listener = try await TestServer.admin(database: name)
            let inbox = Inbox(listener.events)
            try await listener.listen(PostgresSchema.channel)
            let inserted = try await writer.insert(Person(id: UUID(), name: "Ada", age: 1), at: nil)
            let updated = try #require(
                try await Self.save(Person(id: inserted.person.id, name: "Ada L.", age: 2), over: inserted, in: writer))
            // A rolled-back change is never announced.
            await #expect(throws: PostgresError.self) {
                try await #require(writer.connection).transaction { connection throws(PostgresError) in
                    try connection.query(
                        "INSERT INTO persons (id, name, age) VALUES ($1::uuid, 'Ghost', 1)", [UUID().uuidString])
                    try connection.query("SELECT 1 / 0")
                }
            }
            try await writer.delete(updated, overwriting: false)
            let id = inserted.person.id.uuidString.lowercased()
            let deleted = await inbox.waitForElement { Self.payloads([$0]).first?.hasPrefix("DELETE \(id) ") == true }
            #expect(deleted != nil)
            let payloads = Self.payloads(await inbox.received)
            #expect(
                payloads.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
                    "INSERT \(id)", "UPDATE \(id)", "DELETE \(id)",
                ])
            #expect(payloads.prefix(2) == ["INSERT \(id) 1", "UPDATE \(id) 2"])
            await listener.close()
            await writer.connection?.close()
        }
    }
}
