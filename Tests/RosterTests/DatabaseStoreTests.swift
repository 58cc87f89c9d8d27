import Foundation
import RosterResources
import RosterTestSupport
import TerminalUICore
import Testing

@testable import Roster

/// The whole app, headless, on a SQLite database: the paged store, saves of only what
/// changed, other processes' commits followed without a key press, and their conflicts.
@Suite("The persons flow on a database, headless")
@MainActor
struct DatabaseStoreTests {
    @MainActor
    final class Fixture {
        let folder: TemporaryFolder
        let path: String
        let store: PersonStore
        let host: TestHost

        init(
            folder: TemporaryFolder = TemporaryFolder(), name: String = "roster.db",
            initial: InitialContents = .sample(SampleData.personsJSON), size: Size = Size(width: 100, height: 30)
        ) async {
            self.folder = folder
            path = folder.file(name)
            store = PersonStore(storage: SQLitePersonStorage(path: path), initial: initial)
            host = TestHost(roster: store, width: size.width, height: size.height)
            await store.loadTask?.value
            host.settle()
        }
    }

    static func persons(_ count: Int) -> [Person] {
        (0..<count).map { Person(id: UUID(), name: "Person \($0)", age: $0 % 100) }
    }

    /// A new database in `folder` holding `persons` (imported, as `roster import` does); its path.
    static func database(of persons: [Person], in folder: TemporaryFolder) throws -> String {
        let path = folder.file("roster.db")
        let storage = SQLitePersonStorage(path: path)
        _ = try storage.immediateOpen(initial: .sample(PersonsJSON.encode([])))
        try storage.importPersons(persons)
        return path
    }

    /// Another process's storage on the database at `path` deletes the persons at `positions`.
    static func deleteElsewhere(atPositions positions: [Int64], in path: String) throws {
        let other = SQLitePersonStorage(path: path)
        _ = try other.immediateOpen(initial: .none)
        for position in positions {
            let request = PageRequest(from: position == 0 ? .start : .after(position: position - 1), limit: 1)
            try other.immediateDelete(other.immediatePage(request)[0], overwriting: false)
        }
    }

    /// Each person's revision in the database (a save bumps only the rows it wrote).
    static func revisions(_ path: String) throws -> [String: Int64] {
        let connection = try SQLiteConnection(path: path, flags: 0x1)
        var result: [String: Int64] = [:]
        try connection.query("SELECT name, revision FROM persons") { row throws(SQLiteConnection.Error) in
            result[row.text(0)] = row.integer(1)
        }
        return result
    }

    @Test func theFirstRunCreatesTheDatabaseFromTheSampleAndTheListShowsIt() async throws {
        let fixture = await Fixture()
        #expect(fixture.host.screen[3].contains("Majid") && fixture.host.screen[4].contains("Age: 27"))
        #expect(try DatabaseContents.persons(at: fixture.path) == PersonsJSON.decode(SampleData.personsJSON))
    }

    @Test func anOldJSONFileIsImportedOnceLeftAsItIsAndTheAppSaysSo() async throws {
        let folder = TemporaryFolder()
        let json = folder.file("persons.json")
        let old = [Person(id: UUID(), name: "Ada", age: 36), Person(id: UUID(), name: "Alan", age: 41)]
        let bytes = PersonsJSON.encode(old)
        #expect(FileManager.default.createFile(atPath: json, contents: Data(bytes)))
        let fixture = await Fixture(folder: folder, initial: .importing(path: json, otherwise: SampleData.personsJSON))
        #expect(fixture.store.notice?.hasPrefix("Imported 2 persons from \(json) into \(fixture.path).") == true)
        #expect(fixture.host.screenText.contains("Imported 2 persons from"), "the app says so")
        fixture.host.press(.return)  // OK
        #expect(fixture.host.screen[3].contains("Ada") && fixture.host.screen[5].contains("Alan"))
        #expect(folder.bytes(of: json) == bytes, "the JSON file is left as it is")
        #expect(try DatabaseContents.persons(at: fixture.path) == old)

        // Once: the next start opens the database and says nothing.
        let again = await Fixture(folder: folder, initial: .importing(path: json, otherwise: SampleData.personsJSON))
        #expect(!again.host.screenText.contains("Imported"))
        #expect(again.store.persons.count == 2)
    }

    @Test func typingShowsInTheListAndTheTitleAndSaveWritesOnlyTheEditedPerson() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        let before = try Self.revisions(fixture.path)
        host.press(.downArrow)
        host.press(.return)
        host.type("ny")
        #expect(host.screen[0].contains("Johnny"), "the title changed as typed")
        #expect(host.screen[5].contains("Johnny"), "the list row changed as typed")
        #expect(try Self.revisions(fixture.path) == before, "typing writes nothing")
        host.press("s", modifiers: .control)
        #expect(!host.screenText.contains("Personal information"), "the form closed")
        let after = try Self.revisions(fixture.path)
        #expect(after["Johnny"] == before["John"]! + 1)
        #expect(after.filter { $0.key != "Johnny" } == before.filter { $0.key != "John" }, "no other row was written")
    }

    @Test func theListReadsOnlyPagesAroundWhatIsShownAtAnySize() async throws {
        let folder = TemporaryFolder()
        let persons = Self.persons(20_000)
        let path = try Self.database(of: persons, in: folder)
        let connection = try SQLiteConnection(path: path, flags: 0x1)
        #expect(
            try connection.integer("SELECT count(*) FROM persons_search WHERE persons_search MATCH '\"son 1999\"'")
                == 11, "a bulk import rebuilds the search index")
        #expect(try connection.integer("SELECT persons FROM roster_counts") == 20_000)
        #expect(
            try connection.integer("SELECT sum(persons) FROM persons_by_age_counts") == 20_000,
            "a bulk import counts the sort buckets afresh")
        #expect(
            try connection.texts("SELECT name FROM sqlite_schema WHERE type = 'trigger' ORDER BY name") == [
                "persons_aged", "persons_counted", "persons_deleted", "persons_inserted", "persons_renamed",
                "persons_renamed_counted", "persons_uncounted",
            ])
        let fixture = await Fixture(folder: folder)
        #expect(fixture.store.persons.count == 20_000)
        fixture.host.press(.end)
        #expect(fixture.host.screenText.contains("Person 19999"))
        fixture.host.press(.home)
        #expect(fixture.host.screen[3].contains("Person 0"))
        for _ in 0..<100 { fixture.host.press(.pageDown) }
        #expect(fixture.store.persons.map(\.name).count == 20_000)
        let pager = fixture.store.persons.pager
        #expect(pager.cachedPageCount <= PersonPager.pageLimit, "the cache stays within its bound")
    }

    @Test func pagesAreFoundFromTheNearestKnownPlaceWhenPositionsHaveGaps() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let persons = Self.persons(1_000)
        let storage = SQLitePersonStorage(path: path)
        _ = try storage.immediateOpen(initial: .sample(PersonsJSON.encode(persons)))
        let connection = try SQLiteConnection(path: path, flags: 0x2)
        try connection.execute("UPDATE persons SET position = position * 2 + 1000000")
        let status = try storage.immediateStatus()
        #expect(status == StorageStatus(count: 1_000, isDense: false))
        let pager = PersonPager(storage: storage)
        pager.reset(to: status)
        #expect(pager.person(at: 999) == persons[999])
        #expect(
            pager.request(from: 900, to: 1_000) == PageRequest(from: .end, skipping: 0, limit: 100),
            "the end is nearest")
        #expect(pager.person(at: 550) == persons[550])
        #expect(
            pager.request(from: 600, to: 700)
                == PageRequest(from: .after(position: 2 * 599 + 1_000_000), skipping: 0, limit: 100),
            "the cached page before is nearest")
        #expect(pager.person(at: 0) == persons[0] && pager.person(at: 450) == persons[450])
    }

    @Test func anotherProcesssSaveShowsWithoutAKeyPress() async throws {
        let fixture = await Fixture()
        let other = SQLitePersonStorage(path: fixture.path)
        _ = try other.immediateOpen(initial: .none)
        let john = try other.immediatePage(PageRequest(from: .start, skipping: 1, limit: 1))[0]
        _ = try other.immediateSave(
            [
                PersonChange(
                    person: Person(id: john.person.id, name: "Jonathan", age: 44), position: 1,
                    baseRevision: john.revision)
            ], overwriting: false)
        let seen = await fixture.host.waitForScreen { $0[5].contains("Jonathan") && $0[6].contains("Age: 44") }
        #expect(seen, "the list follows the other process's commit: \(fixture.host.screen[5])")
    }

    @Test func savingAPersonAnotherProcessChangedAsksReloadOverwriteOrCancel() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        host.press(.downArrow)
        host.press(.return)
        host.type("ny")
        let other = SQLitePersonStorage(path: fixture.path)
        _ = try other.immediateOpen(initial: .none)
        let john = try other.immediatePage(PageRequest(from: .start, skipping: 1, limit: 1))[0]
        _ = try other.immediateSave(
            [
                PersonChange(
                    person: Person(id: john.person.id, name: "Jonathan", age: 44), position: 1,
                    baseRevision: john.revision)
            ], overwriting: false)
        host.press("s", modifiers: .control)
        #expect(
            AlertBox.text(host.screen).contains(
                "\(fixture.path) was changed by another program since roster read it (the person Johnny)."))
        #expect(host.screenText.contains("Overwrite") && host.screenText.contains("Reload"))
        #expect(
            try DatabaseContents.persons(at: fixture.path)[1].name == "Jonathan", "nothing was written while asking")
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.return)  // Overwrite
        #expect(!host.screenText.contains("Personal information"), "the form closed")
        #expect(
            try DatabaseContents.persons(at: fixture.path)[1] == Person(id: john.person.id, name: "Johnny", age: 31))
    }

    @Test func escapeAfterAnotherProcessChangedThePersonDoesNotWriteTheOldValuesBackLater() async throws {
        let fixture = await Fixture()
        let host = fixture.host
        host.press(.downArrow)
        host.press(.return)  // John's form
        let other = SQLitePersonStorage(path: fixture.path)
        _ = try other.immediateOpen(initial: .none)
        let john = try other.immediatePage(PageRequest(from: .start, skipping: 1, limit: 1))[0]
        _ = try other.immediateSave(
            [
                PersonChange(
                    person: Person(id: john.person.id, name: "Jonathan", age: 44), position: 1,
                    baseRevision: john.revision)
            ], overwriting: false)
        #expect(await fixture.host.waitForScreen { $0[5].contains("Jonathan") })
        host.press(.escape)
        host.press(.downArrow)
        host.press(.return)  // Fred's form
        host.type("a")
        host.press("s", modifiers: .control)
        let saved = try DatabaseContents.persons(at: fixture.path)
        #expect(
            saved[1] == Person(id: john.person.id, name: "Jonathan", age: 44),
            "Esc did not leave John's old values to be saved")
        #expect(saved[2].name == "Freda")
    }

    /// Another process deletes the person open in the form: the form stays with its edit and
    /// says "deleted by someone else" (drawn at both sizes), Save asks, and Add Again puts the
    /// person back with the form's values, the same id and the same place.
    @Test(arguments: AppSnapshot.sizes)
    func aPersonAnotherProcessDeletesStaysInTheFormMarkedAndSaveAsks(size: Size) async throws {
        let fixture = await Fixture(size: size)
        let host = fixture.host
        let sample = try PersonsJSON.decode(SampleData.personsJSON)
        let suffix = "\(size.width)x\(size.height)"
        host.press(.downArrow)
        host.press(.return)  // John's form
        host.type("ny")
        let other = SQLitePersonStorage(path: fixture.path)
        _ = try other.immediateOpen(initial: .none)
        let john = try other.immediatePage(PageRequest(from: .start, skipping: 1, limit: 1))[0]
        try other.immediateDelete(john, overwriting: false)
        #expect(
            await fixture.host.waitForScreen { _ in fixture.store.isDeletedElsewhere(john.person) },
            "the deletion is noticed without a key press")
        host.settle()
        AppSnapshot.assert(host, named: "deleted-elsewhere-form-\(suffix)")
        #expect(host.screenText.contains("Johnny"), "the edit stays")
        host.press("s", modifiers: .control)
        AppSnapshot.assert(host, named: "deleted-elsewhere-dialog-\(suffix)")
        #expect(
            AlertBox.text(host.screen).contains("Johnny was deleted by someone else while this form was open."),
            "\(host.screen.joined(separator: "\n"))")
        #expect(
            try DatabaseContents.persons(at: fixture.path).count == sample.count - 1, "nothing was written while asking"
        )
        host.press(.rightArrow)
        host.press(.return)  // Add Again
        #expect(!host.screenText.contains("Personal information"), "added and closed")
        let stored = try other.immediatePage(PageRequest(from: .start, limit: 100))
        #expect(
            stored.map(\.person) == [sample[0], Person(id: john.person.id, name: "Johnny", age: 31)] + sample[2...])
        #expect(stored[1].position == john.position, "back in its place")
    }

    /// The pager keeps the rows of edited persons another writer deleted, where they showed,
    /// across pages, and the stored persons' indexes skip over them; only a refresh that looks
    /// for deletions finds them, and dropping the edit drops the row.
    @Test func rowsOfEditedPersonsDeletedElsewhereStayWhereTheyShowed() throws {
        let folder = TemporaryFolder()
        let persons = Self.persons(250)
        let path = try Self.database(of: persons, in: folder)
        let store = PersonStore(storage: SQLitePersonStorage(path: path), initial: .none)
        store.openNow()
        for index in [10, 150] {
            store.persons[index].name += " edited"
        }
        try Self.deleteElsewhere(atPositions: [10, 150, 200], in: path)
        store.storageChanged()
        #expect(store.persons.count == 247, "a refresh that does not look for deletions keeps no row")
        store.storageChanged(findingDeleted: true)
        var expected = persons
        expected[10].name += " edited"
        expected[150].name += " edited"
        expected.remove(at: 200)
        #expect(Array(store.persons) == expected)
        #expect(
            store.isDeletedElsewhere(expected[10]) && store.isDeletedElsewhere(expected[150])
                && !store.isDeletedElsewhere(expected[11]))
        store.persons[150].age = 99
        #expect(
            store.persons[150] == Person(id: persons[150].id, name: persons[150].name + " edited", age: 99),
            "the row is the edit, and takes writes")
        store.discardEdit(of: persons[10].id)
        expected.remove(at: 10)
        expected[149].age = 99
        #expect(Array(store.persons) == expected, "without its edit, the row is gone")
        store.storageChanged(findingDeleted: true)
        #expect(Array(store.persons) == expected, "and stays where it was on the next refresh")
    }

    /// A search or a sort changes how many rows the list has: the rows of edited persons
    /// deleted elsewhere stay in it (the edit is still being worked on), within the new count,
    /// and every other row is a stored person (none reads past the stored ones as a placeholder).
    @Test func rowsOfPersonsDeletedElsewhereStayWithinASearchOrASort() throws {
        let folder = TemporaryFolder()
        let persons = Self.persons(250)
        let path = try Self.database(of: persons, in: folder)
        let store = PersonStore(storage: SQLitePersonStorage(path: path), initial: .none)
        store.openNow()
        store.persons[150].name += " edited"
        try Self.deleteElsewhere(atPositions: [150], in: path)
        store.storageChanged(findingDeleted: true)
        #expect(store.isDeletedElsewhere(persons[150]))
        for search in ["Person 2", "Person 24", "Person 249", "nobody", ""] {
            store.searchText = search
            let matching = persons.filter { $0.id != persons[150].id && (search.isEmpty || $0.name.contains(search)) }
            let listed = Array(store.persons)
            #expect(listed.count == matching.count + 1, "searching \(search.debugDescription)")
            #expect(
                Set(listed.map(\.id)) == Set(matching.map(\.id) + [persons[150].id]),
                "searching \(search.debugDescription): \(listed.map(\.name))")
        }
        store.sort(by: .ageDescending)
        #expect(
            Set(store.persons.map(\.id)) == Set(persons.map(\.id)),
            "sorted, every person is listed once, the deleted one too")
    }

    /// On the JSON file a person's place is their offset, which this roster's own add moves:
    /// a refresh looking for deletions (after a conflict) still finds a moved person stored,
    /// not deleted elsewhere.
    @Test func aPersonMovedByAnAddHereIsNotTakenForDeletedElsewhere() throws {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        let persons = Self.persons(5)
        try PersonsFile(path: path).save(persons)
        let store = PersonStore(file: PersonsFile(path: path))
        store.openNow()
        store.persons[3].name += " edited"
        try store.add(Person(id: UUID(), name: "Newcomer", age: 30), at: 0)
        var theirs = try PersonsFile(path: path).load().persons
        theirs[1].name = "Renamed by another program"
        try PersonsFile(path: path).save(theirs)
        #expect(throws: PersonStore.SaveError.self) { try store.save() }
        #expect(!store.isDeletedElsewhere(persons[3]), "moved down one by the add, not deleted")
        #expect(store.persons.count == 6)
        #expect(Set(store.persons.map(\.id)).count == 6)
    }
}
