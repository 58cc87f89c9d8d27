import Foundation
@testable import Roster
import Testing
@testable import RosterPostgres

extension PostgresTests {
    @Suite struct Persons {
        @Test(arguments: [
            "'); DROP TABLE persons; --",
            "Robert'); DROP TABLE persons;--",
            "\"quoted\" and 'single' and `back`",
            #"back\slash \' \\ and $1 $$ dollar"#,
            "%_ wildcards _%",
            "Zoë Ørsted — 東京 🙂",
        ])
        func hostileNamesAreStoredAsTheyAre(name: String) async throws {
            let (_, connection) = try await TestServer.preparedDatabase()
            let persons = PostgresPersons(connection: connection)
            let person = Person(id: UUID(), name: name, age: 30)
            let inserted = try await persons.insert(person)
            #expect(inserted.person == person)
            let updated = try await persons.update(Person(id: person.id, name: name + name, age: 31), expected: inserted.revision)
            #expect(try await persons.rows(withIDs: [person.id]) == [updated])
            #expect(try await persons.count(matching: name) == 1)
            #expect(try await connection.query("SELECT to_regclass('persons') IS NOT NULL") == [["t"]])
            await connection.close()
        }

        @Test func aNameWithANULCharacterIsRefusedAndNothingIsStored() async throws {
            let (_, connection) = try await TestServer.preparedDatabase()
            let persons = PostgresPersons(connection: connection)
            await #expect(throws: PostgresPersons.WriteError.database(.nulCharacter)) {
                try await persons.insert(Person(id: UUID(), name: "Ada\u{0}'); DROP TABLE persons; --", age: 1))
            }
            #expect(try await persons.count() == 0)
            await connection.close()
        }

        @Test func searchFindsSubstringsIgnoringCaseAndAccents() async throws {
            let (_, connection) = try await TestServer.preparedDatabase()
            let persons = PostgresPersons(connection: connection)
            for name in ["Zoë Ørsted", "ZOE smith", "Chloé", "Bob", "100% real", "snake_case"] {
                _ = try await persons.insert(Person(id: UUID(), name: name, age: 20))
            }
            func names(_ search: String) async throws -> [String] {
                try await persons.page(after: nil, limit: 100, matching: search).map(\.person.name)
            }
            #expect(try await names("zoe") == ["Zoë Ørsted", "ZOE smith"])
            #expect(try await names("ÉSTE") == [])
            #expect(try await names("rsted") == ["Zoë Ørsted"])
            #expect(try await names("LOE") == ["Chloé"])
            // LIKE's wildcards match only themselves.
            #expect(try await names("%") == ["100% real"])
            #expect(try await names("_") == ["snake_case"])
            #expect(try await persons.count(matching: "o") == 4)
            await connection.close()
        }

        @Test func pagesFollowTheListOrderFromEitherEnd() async throws {
            let (_, connection) = try await TestServer.preparedDatabase()
            let persons = PostgresPersons(connection: connection)
            var inserted: [PostgresPersons.Row] = []
            for index in 0..<10 {
                inserted.append(try await persons.insert(Person(id: UUID(), name: "Person \(index)", age: index)))
            }
            let first = try await persons.page(after: nil, limit: 4)
            #expect(first == Array(inserted[0..<4]))
            let next = try await persons.page(after: first.last?.position, limit: 4)
            #expect(next == Array(inserted[4..<8]))
            let last = try await persons.page(before: nil, limit: 3)
            #expect(last == Array(inserted[7..<10]))
            let before = try await persons.page(before: last.first?.position, limit: 3)
            #expect(before == Array(inserted[4..<7]))
            #expect(try await persons.page(after: inserted[9].position, limit: 3) == [])
            await connection.close()
        }

        @Test func aStaleSaveIsAConflictNeverALostUpdate() async throws {
            let (name, mine) = try await TestServer.preparedDatabase()
            let theirs = try await TestServer.admin(database: name)
            let me = PostgresPersons(connection: mine)
            let them = PostgresPersons(connection: theirs)
            let read = try await me.insert(Person(id: UUID(), name: "Ada", age: 36))

            let theirSave = try await them.update(Person(id: read.person.id, name: "Ada (theirs)", age: 40), expected: read.revision)
            await #expect(throws: PostgresPersons.WriteError.changed(current: theirSave)) {
                try await me.update(Person(id: read.person.id, name: "Ada (mine)", age: 37), expected: read.revision)
            }
            #expect(try await me.rows(withIDs: [read.person.id]) == [theirSave])

            // Overwrite (after the conflict was shown): saved over their revision.
            let overwritten = try await me.update(Person(id: read.person.id, name: "Ada (mine)", age: 37), expected: read.revision, overwriting: true)
            #expect(overwritten.revision == theirSave.revision + 1)
            #expect(overwritten.person.name == "Ada (mine)")

            // Deleting with a stale revision is a conflict too.
            await #expect(throws: PostgresPersons.WriteError.changed(current: overwritten)) {
                try await them.delete(id: read.person.id, expected: theirSave.revision)
            }
            try await them.delete(id: read.person.id, expected: overwritten.revision)

            // Saving or deleting a person deleted elsewhere.
            await #expect(throws: PostgresPersons.WriteError.deleted) {
                try await me.update(Person(id: read.person.id, name: "Ada", age: 1), expected: overwritten.revision)
            }
            await #expect(throws: PostgresPersons.WriteError.deleted) {
                try await me.delete(id: read.person.id, expected: overwritten.revision)
            }
            // Overwrite brings it back.
            let restored = try await me.update(Person(id: read.person.id, name: "Ada", age: 1), expected: overwritten.revision, overwriting: true)
            #expect(try await them.rows(withIDs: [read.person.id]) == [restored])
            await mine.close()
            await theirs.close()
        }

        @Test func twoInsertsOfOnePersonAreAConflict() async throws {
            let (name, mine) = try await TestServer.preparedDatabase()
            let theirs = try await TestServer.admin(database: name)
            let id = UUID()
            let first = try await PostgresPersons(connection: theirs).insert(Person(id: id, name: "Theirs", age: 1))
            await #expect(throws: PostgresPersons.WriteError.exists) {
                try await PostgresPersons(connection: mine).insert(Person(id: id, name: "Mine", age: 2))
            }
            #expect(try await PostgresPersons(connection: mine).rows(withIDs: [id]) == [first])
            await mine.close()
            await theirs.close()
        }

        @Test func everyClientsCommittedChangesArriveOnTheFeed() async throws {
            let (name, listener) = try await TestServer.preparedDatabase()
            let inbox = await Inbox(PostgresPersons(connection: listener).changes())
            let writer = try await TestServer.admin(database: name)
            let persons = PostgresPersons(connection: writer)
            let inserted = try await persons.insert(Person(id: UUID(), name: "Ada", age: 1))
            let updated = try await persons.update(Person(id: inserted.person.id, name: "Ada L.", age: 2), expected: inserted.revision)
            try await persons.delete(id: inserted.person.id, expected: updated.revision)
            // A rolled-back change is never announced.
            await #expect(throws: PostgresError.self) {
                try await writer.transaction { connection throws(PostgresError) in
                    try connection.query("INSERT INTO persons (id, name, age) VALUES ($1::uuid, 'Ghost', 1)", [UUID().uuidString])
                    try connection.query("SELECT 1 / 0")
                }
            }
            let id = inserted.person.id
            let deleted = await inbox.waitForElement { $0 == .deleted(id: id) }
            #expect(deleted != nil)
            #expect(await inbox.received == [.inserted(id: id, revision: 1), .updated(id: id, revision: 2), .deleted(id: id)])
            await listener.close()
            await writer.close()
        }
    }
}
