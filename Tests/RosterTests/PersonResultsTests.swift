import Foundation
import RosterTestSupport
import TerminalUICore
import Testing

@testable import Roster

/// `PersonResults`, the paged persons: what reading and writing through it costs in storage calls.
@Suite("The paged persons")
@MainActor
struct PersonResultsTests {
    /// Storage in memory that counts the pages asked of it.
    final class CountingStorage: ForwardingStorage, @unchecked Sendable {
        var pagesRead = 0

        override func immediatePage(_ request: PageRequest) throws(StorageFailure) -> [StoredPerson] {
            pagesRead += 1
            return try base.immediatePage(request)
        }
    }

    static let persons = (0..<50_000).map { Person(id: UUID(), name: "Person \($0)", age: $0 % 100) }

    @Test func typingThroughTheBindingReadsNoPageAndShowsAtOnce() {
        let storage = CountingStorage(Self.persons)
        let store = PersonStore(storage: storage, initial: .none)
        store.openNow()
        let host = TestHost(roster: store, width: 100, height: 30)
        host.press(.downArrow)
        host.press(.return)
        let before = storage.pagesRead
        host.type(String(repeating: "x", count: 50))
        #expect(storage.pagesRead == before, "each keystroke is a cached read and an overlay write")
        #expect(store.persons[1].name == "Person 1" + String(repeating: "x", count: 50))
        #expect(host.screen[5].contains("Person 1xxxx"), "the list row shows the edit")
    }

    @Test func theEndIsOnePageReadByKeyAndTheCacheStaysBounded() {
        let storage = CountingStorage(Self.persons)
        let store = PersonStore(storage: storage, initial: .none)
        store.openNow()
        let host = TestHost(roster: store, width: 100, height: 30)
        let before = storage.pagesRead
        host.press(.end)
        #expect(host.screenText.contains("Person 49999"))
        #expect(storage.pagesRead - before <= 2, "the last page (and at most the one before it), not the pages between")
        #expect(
            store.persons.pager.request(from: 49_900, to: 50_000)
                == PageRequest(from: .after(position: 49_899), limit: 100), "dense positions: straight to the page")
        for _ in 0..<300 { host.press(.pageDown) }
        host.press(.home)
        for _ in 0..<300 { host.press(.pageDown) }
        #expect(store.persons.pager.cachedPageCount <= PersonPager.pageLimit)
    }

    @Test func onSQLiteADeleteKeepsTheRowsAroundItInPlace() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let persons = Array(Self.persons.prefix(400))
        let store = PersonStore(storage: SQLitePersonStorage(path: path), initial: .sample(PersonsJSON.encode(persons)))
        store.openNow()
        _ = (0..<400).map { store.persons[$0] }
        try store.delete(at: 120)
        try store.delete(at: 120)
        try store.delete(at: 5)
        var expected = persons
        expected.remove(at: 120)
        expected.remove(at: 120)
        expected.remove(at: 5)
        #expect((0..<store.persons.count).map { store.persons[$0] } == expected)
        try store.add(Person(id: UUID(), name: "Ada", age: 36))
        #expect(store.persons[397].name == "Ada" && store.persons.count == 398)
        store.storageChanged()
        #expect(
            (0..<store.persons.count).map { store.persons[$0].name } == expected.map(\.name) + ["Ada"],
            "what storage holds, read again")
    }

    @Test func anEditBackToTheSavedValueLeavesNothingToSave() {
        let storage = CountingStorage(Array(Self.persons.prefix(3)))
        let store = PersonStore(storage: storage, initial: .none)
        store.openNow()
        store.persons[0].name = "Changed"
        #expect(store.persons.pager.edits.map(\.person.name) == ["Changed"])
        store.persons[0].name = "Person 0"
        #expect(store.persons.pager.edits.isEmpty)
    }
}
