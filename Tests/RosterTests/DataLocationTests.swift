import Foundation
import RosterTestSupport
import Testing

@testable import Roster

/// Where the data lives, and which kind of storage a `--file` path gets.
@Suite("Data location")
struct DataLocationTests {
    @Test func theDefaultDatabaseIsBesideTheOldDefaultJSONFile() {
        #expect(
            DataLocation.defaultDatabasePath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])
                == "/data/roster/roster.db")
        #expect(
            DataLocation.defaultDatabasePath(environment: ["HOME": "/home/a"])
                == "/home/a/.local/share/roster/roster.db")
        #expect(
            DataLocation.defaultDatabasePath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"])
                == "/home/a/.local/share/roster/roster.db")
    }

    @Test func theDefaultIsTheDatabaseImportingTheOldJSONFileOnce() throws {
        let (storage, initial) = DataLocation.storage(
            forFile: nil, sample: [1], environment: ["XDG_DATA_HOME": "/data"])
        #expect(storage is SQLitePersonStorage)
        #expect(storage.location == "/data/roster/roster.db")
        guard case .importing(let path, let otherwise) = initial else {
            Issue.record("the default database imports the old JSON file: \(initial)")
            return
        }
        #expect(path == "/data/roster/persons.json" && otherwise == [1])
    }

    @Test(arguments: ["x.db", "x.sqlite", "x.SQLITE3", "dir/x.db"])
    func aDatabaseExtensionGetsADatabase(_ name: String) {
        #expect(DataLocation.storage(forFile: name, sample: []).storage is SQLitePersonStorage)
    }

    @Test func anyOtherPathGetsAJSONFileUnlessItIsADatabaseAlready() throws {
        let folder = TemporaryFolder()
        #expect(DataLocation.storage(forFile: folder.file("persons.json"), sample: []).storage is JSONPersonStorage)
        #expect(DataLocation.storage(forFile: folder.file("roster"), sample: []).storage is JSONPersonStorage)
        let database = folder.file("roster")
        _ = try SQLitePersonStorage(path: database + ".db").immediateOpen(initial: .sample(PersonsJSON.encode([])))
        #expect(rename(database + ".db", database) == 0)
        #expect(
            DataLocation.storage(forFile: database, sample: []).storage is SQLitePersonStorage,
            "an existing SQLite file, whatever its name")
    }
}
