import CLibpq
import Foundation

/// Where and how to connect: a libpq connection string (a `postgres://` URL or `key=value`
/// pairs; `sslmode` and every other libpq setting are honoured), plus a password that came from
/// a prompt.
///
/// Passwords never belong in the connection string, which may come from a command line that
/// `ps` shows: libpq reads them from `PGPASSWORD` or `~/.pgpass` (or the `passfile` named here),
/// and `password` carries one typed at a prompt. `description` and every error message leave
/// the password out.
package struct PostgresConfiguration: Sendable, CustomStringConvertible {
    /// The connection string as given.
    package var connectionString: String
    /// A password typed at a prompt, if any.
    package var password: String?
    /// A password file to read instead of `~/.pgpass`, if any.
    package var passwordFile: String?

    /// Settings used unless the connection string gives its own: a bounded connect, TCP
    /// keep-alives so that a dropped network is noticed, and a name that the server's
    /// `pg_stat_activity` shows.
    static let defaults: [(String, String)] = [
        ("connect_timeout", "10"),
        ("keepalives", "1"),
        ("keepalives_idle", "10"),
        ("keepalives_interval", "5"),
        ("keepalives_count", "3"),
        ("application_name", "roster"),
    ]

    /// Checks `connectionString` with libpq's own parser.
    package init(_ connectionString: String, password: String? = nil, passwordFile: String? = nil) throws(PostgresError)
    {
        self.connectionString = connectionString
        self.password = password
        self.passwordFile = passwordFile
        _ = try Self.parse(connectionString)
    }

    /// Whether the connection string itself carries a password (which it should not: command
    /// lines are visible to every user of the machine).
    package var containsPassword: Bool {
        (try? Self.parse(connectionString))?["password"] != nil
    }

    /// `user@host:port/dbname`, with what the string leaves out shown as libpq's defaults would
    /// be; never the password.
    package var description: String {
        guard let options = try? Self.parse(connectionString) else { return "(invalid database address)" }
        let user = options["user"].map { "\($0)@" } ?? ""
        let host = options["host"] ?? options["hostaddr"] ?? "localhost"
        let port = options["port"].map { ":\($0)" } ?? ""
        let database = options["dbname"].map { "/\($0)" } ?? ""
        return "\(user)\(host)\(port)\(database)"
    }

    /// The keyword/value pairs for `PQconnectdbParams` (with `expand_dbname`): the defaults,
    /// then the connection string (which overrides them), then the prompt's password.
    var keywordValues: [(String, String)] {
        var pairs = Self.defaults
        pairs.append(("dbname", connectionString))
        if let passwordFile { pairs.append(("passfile", passwordFile)) }
        if let password { pairs.append(("password", password)) }
        return pairs
    }

    /// `message` with the password (from the prompt or the connection string) blotted out.
    func scrubbed(_ message: String) -> String {
        var message = message
        let secrets = [password, (try? Self.parse(connectionString))?["password"]].compactMap { $0 }.filter {
            !$0.isEmpty
        }
        for secret in secrets {
            message = message.replacingOccurrences(of: secret, with: "********")
        }
        return message.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The settings libpq reads from `connectionString` (only those it gives).
    static func parse(_ connectionString: String) throws(PostgresError) -> [String: String] {
        try LibPQ.load()
        var error: UnsafeMutablePointer<CChar>?
        guard let options = pq.conninfoParse(connectionString, &error) else {
            var message = error.map { String(cString: $0) } ?? "out of memory"
            pq.freemem(error)
            // libpq quotes the part it could not read, which may be (part of) a password.
            message = message.replacing(/"[^"]*"/, with: "(…)")
            throw .invalidConnectionString(message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        defer { pq.conninfoFree(options) }
        var values: [String: String] = [:]
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val {
                values[String(cString: keyword)] = String(cString: value)
            }
            option += 1
        }
        return values
    }
}
