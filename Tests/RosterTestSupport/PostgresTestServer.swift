import Foundation
import RosterPostgres

/// The throwaway PostgreSQL server that scripts/with-postgres.sh starts for `make test` and
/// `make bench`: `ROSTER_TEST_DATABASE_URL` reaches its superuser, `roster_admin`, on the
/// maintenance database `postgres`.
package enum PostgresTestServer {
    /// No server: the tests or benchmarks were not started through scripts/with-postgres.sh.
    package struct NotRunning: Error, CustomStringConvertible {
        package var description: String {
            "no test server: run the tests with `make test` (scripts/with-postgres.sh -- swift test)"
        }
    }

    /// The superuser's URL, or nil outside scripts/with-postgres.sh.
    package static var environmentURL: String? {
        ProcessInfo.processInfo.environment["ROSTER_TEST_DATABASE_URL"]
    }

    /// The superuser's URL on the maintenance database; a missing server is an error, not a skip.
    package static func url() throws -> String {
        guard let url = environmentURL else { throw NotRunning() }
        return url
    }

    /// The URL of `database` on the server as `user`.
    package static func url(database: String, user: String = "roster_admin") throws -> String {
        try url().replacingOccurrences(of: "roster_admin@", with: "\(user)@")
            .replacingOccurrences(of: "/postgres?", with: "/\(database)?")
    }

    /// Runs `body` on a connection of its own to `url` (the superuser's on the maintenance
    /// database when nil), closed afterwards.
    package static func administer<T: Sendable>(
        on url: String? = nil, _ body: @escaping @Sendable (isolated PostgresConnection) throws(PostgresError) -> T
    ) throws -> T {
        let connection = try PostgresConnection.connectNow(PostgresConfiguration(url ?? self.url()))
        defer { try? connection.synchronously { $0.close() } }
        return try connection.synchronously(body)
    }

    /// A new empty database owned by `owner` (the superuser when nil), its name `prefix` and a
    /// random suffix; returns the name.
    package static func newDatabase(prefix: String = "roster_test_", owner: String = "roster_admin") throws -> String {
        let name = prefix + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try administer { connection throws(PostgresError) in
            let statement =
                "CREATE DATABASE \(try connection.quotedIdentifier(name)) OWNER \(try connection.quotedIdentifier(owner))"
            try connection.query(statement)
        }
        return name
    }

    /// Creates a login role with `password` (both through `format`, never spliced in Swift).
    package static func createRole(_ role: String, password: String) throws {
        try administer { connection throws(PostgresError) in
            let format = "SELECT format('CREATE ROLE %I LOGIN PASSWORD %L', $1::text, $2::text)"
            guard let statement = try connection.query(format, [role, password]).first?.first ?? nil else { return }
            try connection.query(statement)
        }
    }
}
