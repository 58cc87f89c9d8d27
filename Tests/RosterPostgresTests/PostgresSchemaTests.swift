import Foundation
import Roster
import RosterTestSupport
import Testing

@testable import RosterPostgres

extension PostgresTests {
    @Suite struct Schema {
        @Test func twoRostersStartingAtOnceCreateTheSchemaOnce() async throws {
            let (_, configuration) = try TestServer.newDatabase()
            let first = try await PostgresConnection.connect(configuration)
            let second = try await PostgresConnection.connect(configuration)
            async let a = PostgresSchema.prepare(first)
            async let b = PostgresSchema.prepare(second)
            let found = try await [a, b].sorted()
            // One found an empty database and created the schema; the other waited and found it current.
            #expect(found == [0, PostgresSchema.currentVersion])
            #expect(
                try await first.query("SELECT version FROM roster_schema_version") == [
                    [String(PostgresSchema.currentVersion)]
                ])
            // And again later: nothing to do.
            #expect(try await PostgresSchema.prepare(first) == PostgresSchema.currentVersion)
            await first.close()
            await second.close()
        }

        @Test func aVersionOneDatabaseIsMigratedAndItsCountIsKeptByEveryStatement() async throws {
            let (_, configuration) = try TestServer.newDatabase()
            let connection = try await PostgresConnection.connect(configuration)
            // A database as the first schema left it, with persons in it.
            try await connection.transaction { connection throws(PostgresError) in
                try connection.query("CREATE TABLE roster_schema_version (version integer NOT NULL)")
                try connection.query("INSERT INTO roster_schema_version (version) VALUES (1)")
                for statement in PostgresSchema.migrations[0] { try connection.query(statement) }
                try connection.query(
                    "INSERT INTO persons (id, name, age) SELECT gen_random_uuid(), 'P' || i, 1 FROM generate_series(1, 5) i"
                )
            }
            #expect(try await PostgresSchema.prepare(connection) == 1)
            /// The count the schema keeps.
            func count() async throws -> Int? {
                try await connection.query("SELECT roster_person_count()").first?.first?.flatMap { Int($0) }
            }
            #expect(try await count() == 5)
            try await connection.query(
                "INSERT INTO persons (id, name, age) SELECT gen_random_uuid(), 'Q' || i, 2 FROM generate_series(1, 3) i"
            )
            try await connection.query("DELETE FROM persons WHERE name LIKE 'P%' AND age = 1 AND name < 'P3'")
            #expect(try await count() == 6)
            #expect(try await connection.query("SELECT count(*) FROM persons") == [["6"]])
            // A rolled-back insert changes nothing; TRUNCATE empties it.
            await #expect(throws: PostgresError.self) {
                try await connection.transaction { connection throws(PostgresError) in
                    try connection.query("INSERT INTO persons (id, name, age) VALUES (gen_random_uuid(), 'R', 3)")
                    try connection.query("SELECT 1 / 0")
                }
            }
            #expect(try await count() == 6)
            try await connection.query("TRUNCATE persons")
            #expect(try await count() == 0)
            await connection.close()
        }

        @Test func aSchemaFromANewerRosterIsRefused() async throws {
            let (_, connection) = try await TestServer.preparedDatabase()
            try await connection.query("UPDATE roster_schema_version SET version = version + 1")
            await #expect(
                throws: PostgresError.newerSchema(
                    found: PostgresSchema.currentVersion + 1, known: PostgresSchema.currentVersion)
            ) {
                try await PostgresSchema.prepare(connection)
            }
            await connection.close()
        }

        @Test func aLeastPrivilegeRoleRunsRosterOnceTheSchemaExists() async throws {
            let (database, owner) = try await TestServer.preparedDatabase()
            let role = "roster_app_\(UUID().uuidString.prefix(8).lowercased())"
            let password = UUID().uuidString
            try PostgresTestServer.createRole(role, password: password)
            // The grants the README shows.
            let quotedRole = try await owner.quotedIdentifier(role)
            for grant in [
                "GRANT SELECT, INSERT, UPDATE, DELETE ON persons TO \(quotedRole)",
                "GRANT SELECT ON roster_schema_version TO \(quotedRole)",
            ] {
                try await owner.query(grant)
            }
            let storage = PostgresPersonStorage(
                configuration: try PostgresConfiguration(
                    PostgresTestServer.url(database: database, user: role), password: password))
            _ = try await storage.open(initial: .none)
            let app = try #require(storage.connection)
            #expect(try await PostgresSchema.prepare(app) == PostgresSchema.currentVersion)
            let row = try await storage.insert(Person(id: UUID(), name: "Ada", age: 36), at: nil)
            let change = PersonChange(
                person: Person(id: row.person.id, name: "Ada L.", age: 37), position: row.position,
                baseRevision: row.revision)
            let updated = try #require(try await storage.save([change], overwriting: false).first)
            #expect(try await storage.page(PageRequest(from: .start, limit: 10)).map(\.person) == [updated.person])
            try await storage.delete(updated, overwriting: false)
            #expect(try await storage.status().count == 0)
            // And nothing more.
            let error = await #expect(throws: PostgresError.self) {
                try await app.query("CREATE TABLE intruder (x integer)")
            }
            #expect(error?.sqlState == "42501")  // insufficient_privilege
            await #expect(throws: PostgresError.self) { try await app.query("DROP TABLE persons") }
            await app.close()
            await owner.close()
        }
    }
}
