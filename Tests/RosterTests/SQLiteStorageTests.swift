import Foundation
import RosterResources
import RosterTestSupport
import Testing

@testable import Roster

/// The SQLite store on its own: creation, schema, pages by key, saves and their conflicts.
@Suite("SQLite storage")
struct SQLiteStorageTests {
    static func persons(_ count: Int) -> [Person] {
        (0..<count).map { Person(id: UUID(), name: "Person \($0)", age: $0 % 100) }
    }

    @Test func theFirstOpenCreatesTheDatabaseFromTheSampleWithTheCurrentSchema() throws {
        let folder = TemporaryFolder()
        let path = folder.file("deep/roster.db")
        let storage = SQLitePersonStorage(path: path)
        let status = try storage.immediateOpen(initial: .sample(SampleData.personsJSON))
        let sample = try PersonsJSON.decode(SampleData.personsJSON)
        #expect(status == StorageStatus(count: sample.count, isDense: true))
        let page = try storage.immediatePage(PageRequest(from: .start, limit: 100))
        #expect(page.map(\.person) == sample)
        #expect(page.map(\.position) == sample.indices.map(Int64.init))
        let connection = try SQLiteConnection(path: path, flags: 0x2)
        #expect(try connection.integer("PRAGMA user_version") == SQLiteSchema.currentVersion)
        #expect(try connection.texts("PRAGMA journal_mode") == ["wal"])
        #expect(try storage.immediateSynchronousLevel() == 2, "FULL: a commit is on disk when it returns")
        #expect(
            try connection.texts("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'persons'")
                .contains("persons_by_position"))
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.file("deep")).allSatisfy {
                $0.hasPrefix("roster.db")
            }, "no temporary file is left")
    }

    @Test func pagesAreFoundByKeyFromEitherEndOrAKnownPosition() throws {
        let folder = TemporaryFolder()
        let storage = SQLitePersonStorage(path: folder.file("roster.db"))
        _ = try storage.immediateOpen(initial: .sample(PersonsJSON.encode([])))
        let persons = Self.persons(250)
        try storage.importPersons(persons)
        #expect(try storage.immediateStatus() == StorageStatus(count: 250, isDense: true))
        #expect(
            try storage.immediatePage(PageRequest(from: .start, skipping: 10, limit: 5)).map(\.person)
                == Array(persons[10..<15]))
        #expect(try storage.immediatePage(PageRequest(from: .end, limit: 3)).map(\.person) == Array(persons[247..<250]))
        #expect(
            try storage.immediatePage(PageRequest(from: .end, skipping: 2, limit: 3)).map(\.person)
                == Array(persons[245..<248]))
        #expect(
            try storage.immediatePage(PageRequest(from: .after(position: 99), limit: 2)).map(\.person)
                == Array(persons[100..<102]))
        #expect(
            try storage.immediatePage(PageRequest(from: .before(position: 100), skipping: 1, limit: 2)).map(\.person)
                == Array(persons[97..<99]))
    }

    @Test func theSearchIndexFindsSubstringsWithoutCaseOrDiacritics() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let storage = SQLitePersonStorage(path: path)
        _ = try storage.immediateOpen(
            initial: .sample(
                PersonsJSON.encode([
                    Person(id: UUID(), name: "Zoë Ångström", age: 30), Person(id: UUID(), name: "Fred", age: 3),
                ])))
        let connection = try SQLiteConnection(path: path, flags: 0x2)
        let found = try connection.texts(
            "SELECT name FROM persons WHERE rowid IN (SELECT rowid FROM persons_search WHERE persons_search MATCH 'ANGSTR')"
        )
        #expect(found == ["Zoë Ångström"])
        let first = try storage.immediatePage(PageRequest(from: .start, limit: 1))[0]
        _ = try storage.immediateSave(
            [
                PersonChange(
                    person: Person(id: first.person.id, name: "Zoe Ostrom", age: 30), position: 0,
                    baseRevision: first.revision)
            ], overwriting: false)
        #expect(
            try connection.texts("SELECT rowid FROM persons_search WHERE persons_search MATCH 'angstr'").isEmpty,
            "the index follows renames")
        #expect(
            try connection.texts(
                "SELECT name FROM persons WHERE rowid IN (SELECT rowid FROM persons_search WHERE persons_search MATCH 'ostr')"
            ) == ["Zoe Ostrom"])
    }

    @Test func aSaveWritesTheChangesAndRefusesAPersonChangedByAnotherWriter() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let mine = SQLitePersonStorage(path: path)
        let theirs = SQLitePersonStorage(path: path)
        _ = try mine.immediateOpen(initial: .sample(SampleData.personsJSON))
        _ = try theirs.immediateOpen(initial: .none)
        let john = try mine.immediatePage(PageRequest(from: .start, skipping: 1, limit: 1))[0]
        let saved = try theirs.immediateSave(
            [
                PersonChange(
                    person: Person(id: john.person.id, name: "Johnny", age: 40), position: 1,
                    baseRevision: john.revision)
            ], overwriting: false)
        #expect(saved.map(\.revision) == [john.revision + 1])
        #expect {
            try mine.immediateSave(
                [
                    PersonChange(
                        person: Person(id: john.person.id, name: "Jon", age: 31), position: 1,
                        baseRevision: john.revision)
                ], overwriting: false)
        } throws: { ($0 as? StorageFailure)?.kind == .conflict }
        #expect(
            try mine.immediatePage(PageRequest(from: .start, skipping: 1, limit: 1))[0].person.name == "Johnny",
            "nothing was written")
        _ = try mine.immediateSave(
            [
                PersonChange(
                    person: Person(id: john.person.id, name: "Jon", age: 31), position: 1, baseRevision: john.revision)
            ], overwriting: true)
        #expect(
            try theirs.immediatePage(PageRequest(from: .after(position: 0), limit: 1))[0].person
                == Person(id: john.person.id, name: "Jon", age: 31))
    }
}
