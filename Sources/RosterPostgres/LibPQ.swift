import CLibpq

/// libpq, loaded on first use: `CLibpq` forwards its functions to `libpq.so.5`, which is opened
/// only when roster first needs a server (a start on the JSON file or SQLite never loads it).
enum LibPQ {
    /// Loads libpq if it is not loaded yet; every libpq call must follow a successful one.
    static func load() throws(PostgresError) {
        var message = [CChar](repeating: 0, count: 512)
        guard roster_pq_load(&message, message.count) == 1 else {
            throw .libraryMissing(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }
}
