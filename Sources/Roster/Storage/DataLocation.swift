import Foundation

/// Where the persons are kept: the default database, or the file given with `--file` (a
/// database or a JSON file, told apart by its extension or, for an existing file, its header).
package enum DataLocation {
    /// The default database: `$XDG_DATA_HOME/roster/roster.db`, else `~/.local/share/roster/roster.db`.
    package static func defaultDatabasePath(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        // The JSON file's folder, spelled as given (NSString would tidy "//" away).
        String(PersonsFile.defaultPath(environment: environment).dropLast("persons.json".count)) + "roster.db"
    }

    /// The extensions that name a database.
    package static let databaseExtensions: Set<String> = ["db", "sqlite", "sqlite3"]

    /// Whether `path` names a SQLite database: by its extension, or because it already is one.
    package static func isDatabase(_ path: String) -> Bool {
        if databaseExtensions.contains((path as NSString).pathExtension.lowercased()) { return true }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        return (try? handle.read(upToCount: 16)).map { [UInt8]($0) } == Array("SQLite format 3\0".utf8)
    }

    /// The storage for `path` (the default database when `nil`), and what creates it on the
    /// first run: the sample, or for the default database the old default JSON file if there is one.
    package static func storage(
        forFile path: String?, sample: [UInt8], environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (storage: any ImmediatePersonStorage, initial: InitialContents) {
        guard let path else {
            let storage = SQLitePersonStorage(path: defaultDatabasePath(environment: environment))
            return (storage, .importing(path: PersonsFile.defaultPath(environment: environment), otherwise: sample))
        }
        if isDatabase(path) {
            return (SQLitePersonStorage(path: path), .sample(sample))
        }
        return (JSONPersonStorage(file: PersonsFile(path: path)), .sample(sample))
    }
}
