/// What went wrong talking to PostgreSQL. Messages never hold a password.
package enum PostgresError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The connection string could not be understood.
    case invalidConnectionString(String)
    /// The server could not be reached or refused the connection.
    case connectionFailed(String)
    /// libpq, the client library, could not be loaded (the reason says what is missing).
    case libraryMissing(String)
    /// The server asks for a password and none was given (or the one given was refused).
    case passwordRequired(String)
    /// The connection is down (the server stopped, the network dropped); it is being retried.
    case offline(String)
    /// The server refused a statement: the SQLSTATE code and its message.
    case server(sqlState: String, message: String)
    /// A text value holds a NUL character, which PostgreSQL's text cannot store (libpq would cut
    /// the value short at it, so it is refused rather than silently truncated).
    case nulCharacter
    /// The database's schema was written by a newer roster (its version, and the newest this
    /// roster knows).
    case newerSchema(found: Int, known: Int)

    package var description: String {
        switch self {
        case .invalidConnectionString(let message): "Invalid database address: \(message)"
        case .connectionFailed(let message), .passwordRequired(let message):
            "Could not connect to the database: \(message)"
        case .libraryMissing(let message): "Could not connect to the database: \(message)"
        case .offline(let message): "The database is offline: \(message)"
        case .server(let sqlState, let message): "The database refused the request (\(sqlState)): \(message)"
        case .nulCharacter: "Text with a NUL character cannot be stored in PostgreSQL"
        case .newerSchema(let found, let known):
            "The database was set up by a newer roster (schema version \(found); this roster knows up to \(known))"
        }
    }

    /// The SQLSTATE of a server error, if this is one.
    package var sqlState: String? {
        if case .server(let sqlState, _) = self { sqlState } else { nil }
    }
}
