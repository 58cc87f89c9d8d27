import Foundation
import Roster
import RosterTestSupport
import Testing

@testable import RosterPostgres

extension PostgresTests {
    /// The sorted orders on PostgreSQL: the same pages and places as SQLite and the JSON file
    /// (`SortFixture`), through the indexes of schema version 3.
    @Suite struct Orders {
        @Test func everyOrderPagesBothWaysAndFindsEachPerson() async throws {
            let (_, configuration) = try TestServer.newDatabase()
            let storage = PostgresPersonStorage(configuration: configuration)
            _ = try await storage.open(initial: .sample(PersonsJSON.encode(SortFixture.persons)))
            let problems = try SortFixture.disagreements(of: storage)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            // The async call the app makes (off the main actor) answers the same.
            #expect(try await storage.index(of: SortFixture.id(6), in: .ageDescending, matching: nil) == 0)
            #expect(storage.waitsOnServer)
        }

        @Test func aVersionOneDatabaseGainsTheOrderIndexesInOneTransaction() async throws {
            let (_, configuration) = try TestServer.newDatabase()
            let connection = try await PostgresConnection.connect(configuration)
            // A database as the roster before sorting left it: version 1, with persons.
            try await connection.query("CREATE TABLE roster_schema_version (version integer NOT NULL)")
            try await connection.query("INSERT INTO roster_schema_version (version) VALUES (1)")
            for statement in PostgresSchema.migrations[0] { try await connection.query(statement) }
            for person in SortFixture.persons {
                try await connection.query(
                    "INSERT INTO persons (id, name, age) VALUES ($1::uuid, $2, $3::integer)",
                    [person.id.uuidString, person.name, String(person.age)])
            }
            #expect(try await PostgresSchema.prepare(connection) == 1)
            #expect(
                try await connection.query("SELECT version FROM roster_schema_version") == [
                    [String(PostgresSchema.currentVersion)]
                ])
            let indexes = try await connection.query(
                "SELECT indexname FROM pg_indexes WHERE tablename = 'persons' AND indexname LIKE 'persons_by_%' ORDER BY 1"
            )
            #expect(indexes == [["persons_by_age"], ["persons_by_name"]])
            // A page in name order is read from its index, not sorted.
            try await connection.query("SET enable_seqscan = off")
            let plan = try await connection.query(
                #"EXPLAIN SELECT id FROM persons WHERE ((roster_fold(name) COLLATE "C"), id) > (SELECT (roster_fold(name) COLLATE "C"), id FROM persons WHERE position = 3) ORDER BY (roster_fold(name) COLLATE "C"), id LIMIT 3"#
            ).compactMap { $0.first ?? nil }
            #expect(
                plan.contains { $0.contains("persons_by_name") } && !plan.contains { $0.contains("Sort") }, "\(plan)")
            await connection.close()
        }
    }
}
