import Foundation
import RosterTestSupport
import Testing

@testable import RosterPostgres

extension PostgresTests {
    @Suite struct Connection {
        @Test func connectsAndRunsAParameterisedQuery() async throws {
            let connection = try await TestServer.admin()
            let rows = try await connection.query(
                "SELECT $1::integer + 1, $2::text IS NULL, $3", ["41", nil, "naïve ✓"])
            #expect(rows == [["42", "t", "naïve ✓"]])
            await connection.close()
        }

        @Test func aMissingDatabaseFailsToConnect() async throws {
            let configuration = try PostgresConfiguration(PostgresTestServer.url(database: "no_such_database"))
            await #expect(throws: PostgresError.self) { try await PostgresConnection.connect(configuration) }
        }

        @Test func serverErrorsCarryTheirSQLState() async throws {
            let connection = try await TestServer.admin()
            let error = await #expect(throws: PostgresError.self) {
                try await connection.query("SELECT 1 / $1::integer", ["0"])
            }
            #expect(error?.sqlState == "22012")  // division_by_zero
            // The connection is still usable afterwards.
            #expect(try await connection.query("SELECT 'ok'") == [["ok"]])
            await connection.close()
        }

        @Test func aTransactionThatThrowsIsRolledBack() async throws {
            let (_, configuration) = try TestServer.newDatabase()
            let connection = try await PostgresConnection.connect(configuration)
            try await connection.query("CREATE TABLE t (x integer)")
            await #expect(throws: PostgresError.self) {
                try await connection.transaction { connection throws(PostgresError) in
                    try connection.query("INSERT INTO t VALUES (1)")
                    try connection.query("INSERT INTO t VALUES ($1::integer)", ["not a number"])
                }
            }
            try await connection.transaction { connection throws(PostgresError) in
                try connection.query("INSERT INTO t VALUES (2)")
            }
            #expect(try await connection.query("SELECT x FROM t") == [["2"]])
            await connection.close()
        }

        @Test func aNULCharacterIsRefusedNotTruncated() async throws {
            let connection = try await TestServer.admin()
            await #expect(throws: PostgresError.nulCharacter) {
                try await connection.query("SELECT $1::text", ["a\u{0}b"])
            }
            await connection.close()
        }

        @Test func listenedNotificationsArriveWithoutAQuery() async throws {
            let listener = try await TestServer.admin()
            let inbox = Inbox(listener.events)
            try await listener.listen("roster test channel")
            let sender = try await TestServer.admin()
            try await sender.query("SELECT pg_notify($1, $2)", ["roster test channel", "hello 'there'"])
            // The listener runs no statement: the socket's dispatch source reads the notification.
            let index = await inbox.waitForElement {
                $0 == .notification(channel: "roster test channel", payload: "hello 'there'")
            }
            #expect(index != nil)
            await listener.close()
            await sender.close()
        }
    }

    @Suite struct Passwords {
        @Test func aConnectionStringWithAPasswordIsNoticedAndNeverShown() throws {
            let configuration = try PostgresConfiguration(
                "postgresql://alice:s3cret-pw@db.example:5433/team?sslmode=require")
            #expect(configuration.containsPassword)
            #expect(configuration.description == "alice@db.example:5433/team")
            #expect(configuration.scrubbed("failed for s3cret-pw") == "failed for ********")
            #expect(try !PostgresConfiguration("postgresql://alice@db.example/team").containsPassword)
        }

        @Test func anUnreadableConnectionStringDoesNotEchoIt() {
            let error = #expect(throws: PostgresError.self) {
                try PostgresConfiguration("postgresql://alice:pw%zzsecret@host/db")
            }
            #expect(error.map { !$0.description.contains("secret") } == true)
        }

        @Test func sslmodeIsHonoured() async throws {
            let port = try #require(ProcessInfo.processInfo.environment["ROSTER_TEST_PG_PORT"], "no test server port")
            let tcp = "postgresql://roster_admin@127.0.0.1:\(port)/postgres"
            let plain = try await PostgresConnection.connect(PostgresConfiguration(tcp + "?sslmode=disable"))
            #expect(try await plain.query("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()") == [["f"]])
            await plain.close()
            // The test server has no TLS: requiring it fails rather than falling back.
            let error = await #expect(throws: PostgresError.self) {
                try await PostgresConnection.connect(PostgresConfiguration(tcp + "?sslmode=require"))
            }
            #expect(error?.description.contains("SSL was required") == true)
        }

        @Test func aPasswordFromAPromptOrAPasswordFileConnectsAndIsNeverShownOrInACommandLine() async throws {
            let role = "roster_pw_\(UUID().uuidString.prefix(8).lowercased())"
            let password = "pw-\(UUID().uuidString)"
            try PostgresTestServer.createRole(role, password: password)
            let url = try PostgresTestServer.url(database: "postgres", user: role)

            // No password: refused, and the message names no password.
            await #expect(throws: PostgresError.self) {
                try await PostgresConnection.connect(PostgresConfiguration(url, passwordFile: "/nonexistent"))
            }
            // A wrong one: refused, and the message does not repeat it.
            let wrong = "wrong-\(UUID().uuidString)"
            let error = await #expect(throws: PostgresError.self) {
                try await PostgresConnection.connect(PostgresConfiguration(url, password: wrong))
            }
            #expect(error.map { !$0.description.contains(wrong) } == true)

            // From a prompt.
            let prompted = try await PostgresConnection.connect(PostgresConfiguration(url, password: password))
            #expect(try await prompted.query("SELECT current_user") == [[role]])

            // From a password file (~/.pgpass's format).
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "roster-pgpass-\(UUID().uuidString)"
            ).path
            try "*:*:*:\(role):\(password)\n".write(toFile: file, atomically: true, encoding: .utf8)
            chmod(file, 0o600)
            defer { unlink(file) }
            let fromFile = try await PostgresConnection.connect(PostgresConfiguration(url, passwordFile: file))
            #expect(try await fromFile.query("SELECT current_user") == [[role]])

            // While both are connected, no process's command line holds the password.
            for entry in try FileManager.default.contentsOfDirectory(atPath: "/proc") where Int(entry) != nil {
                guard let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { continue }
                #expect(!String(decoding: data, as: UTF8.self).contains(password), "process \(entry)")
            }
            await prompted.close()
            await fromFile.close()
        }
    }
}
