import Foundation
import RosterTestSupport
import TerminalUICore
import Testing

@testable import Roster

/// Sorting: `s` cycles name ascending, name descending, age ascending, age descending; the
/// title says which; the selected person stays selected wherever the order puts them, as does
/// a person just added, and the person selected before a search once Esc clears it.
@Suite("Sorting, headless")
@MainActor
struct SortTests {
    /// 500 persons whose stored order is the reverse of their names' ("Name 499" first), so a
    /// sort by name moves everyone far from where they were; ages repeat (ties by id).
    static let persons = (0..<500).map { index in
        Person(id: SortFixture.id(1_000 + index), name: String(format: "Name %03d", 499 - index), age: (index * 7) % 90)
    }

    enum Kind: CaseIterable, CustomTestStringConvertible {
        case memory, sqlite
        var testDescription: String { self == .sqlite ? "SQLite" : "in memory" }
    }

    /// The app on `persons`, in memory or in a SQLite database.
    static func app(
        _ kind: Kind, persons: [Person] = persons, size: Size = Size(width: 80, height: 24)
    ) async throws -> (TestHost, PersonStore, TemporaryFolder) {
        let folder = TemporaryFolder()
        let store: PersonStore
        switch kind {
        case .memory:
            store = PersonStore(persons: persons)
        case .sqlite:
            let path = folder.file("roster.db")
            _ = try SQLitePersonStorage(path: path).immediateOpen(initial: .sample(PersonsJSON.encode(persons)))
            store = PersonStore(storage: SQLitePersonStorage(path: path), initial: .none)
        }
        let host = TestHost(roster: store, width: size.width, height: size.height)
        await store.loadTask?.value
        host.settle()
        return (host, store, folder)
    }

    /// The persons' names in `order`, worked out here: names as they sort, ages with ties by id.
    static func names(in order: PersonOrder) -> [String] {
        let byAge = persons.sorted { ($0.age, $0.id.uuidString) < ($1.age, $1.id.uuidString) }.map(\.name)
        switch order {
        case .stored: return persons.map(\.name)
        case .nameAscending: return persons.map(\.name).sorted()
        case .nameDescending: return persons.map(\.name).sorted().reversed()
        case .ageAscending: return byAge
        case .ageDescending: return byAge.reversed()
        }
    }

    @Test(arguments: Kind.allCases)
    func sCyclesTheOrdersTheTitleSaysWhichAndTheSelectionStays(_ kind: Kind) async throws {
        let (host, store, _) = try await Self.app(kind)
        #expect(host.screen[0].contains("Persons"))
        for _ in 0..<3 { host.press("j") }
        let chosen = store.persons[3]
        #expect(chosen.name == "Name 496" && store.selection == chosen.id)
        let cycle: [(PersonOrder, String)] = [
            (.nameAscending, "By name ↑"), (.nameDescending, "By name ↓"),
            (.ageAscending, "By age ↑"), (.ageDescending, "By age ↓"), (.nameAscending, "By name ↑"),
        ]
        for (order, title) in cycle {
            host.press("s")
            #expect(store.order == order)
            #expect(host.screen[0].contains(title), "\(host.screen[0])")
            let expected = Self.names(in: order)
            #expect(
                Array(store.persons.prefix(20).map(\.name)) == Array(expected.prefix(20)), "\(order): the first page")
            #expect(store.persons.count == Self.persons.count)
            #expect(
                SearchTests.selectedRow(host).contains(chosen.name),
                "\(order): the same person is selected: \(SearchTests.selectedRow(host))")
            #expect(store.selection == chosen.id)
            let index = try #require(expected.firstIndex(of: chosen.name))
            #expect(store.persons[index].id == chosen.id, "\(order): they are where the order puts them (\(index))")
        }
        // Moving on goes to the next person in the order.
        host.press("j")
        let next = Self.names(in: .nameAscending)[
            try #require(Self.names(in: .nameAscending).firstIndex(of: chosen.name)) + 1]
        #expect(SearchTests.selectedRow(host).contains(next))
        // The whole order, read through the pages (by key from the located person), is right.
        #expect(store.persons.map(\.name) == Self.names(in: .nameAscending))
    }

    @Test(arguments: Kind.allCases)
    func aNewPersonIsSelectedWhereverTheSortPutsThem(_ kind: Kind) async throws {
        let (host, store, _) = try await Self.app(kind)
        host.press("s")
        host.press("s")  // name ↓
        host.press("n")
        host.type("Name 250½")
        host.press("s", modifiers: .control)
        #expect(!host.screenText.contains("New person"), "the sheet closed")
        #expect(SearchTests.selectedRow(host).contains("Name 250½"), "\(host.screenText)")
        let index = try #require(Self.names(in: .nameDescending).firstIndex(of: "Name 250"))
        #expect(store.persons[index].name == "Name 250½", "just before Name 250 in descending order")
        #expect(store.selection == store.persons[index].id)
    }

    @Test(arguments: Kind.allCases)
    func escAfterASearchSelectsTheSamePersonFarDownTheList(_ kind: Kind) async throws {
        let (host, store, _) = try await Self.app(kind)
        host.press("/")
        host.type("name 100")
        #expect(store.persons.map(\.name) == ["Name 100"])
        host.press(.tab, modifiers: .shift)  // back to the list
        #expect(SearchTests.selectedRow(host).contains("Name 100"))
        host.press("/")
        host.press(.escape)
        #expect(store.searchText.isEmpty && store.persons.count == Self.persons.count)
        #expect(SearchTests.selectedRow(host).contains("Name 100"), "399 rows down: \(SearchTests.selectedRow(host))")
        #expect(store.persons[399].name == "Name 100" && store.selection == store.persons[399].id)
        host.press("k")
        #expect(SearchTests.selectedRow(host).contains("Name 101"), "and the list moves on from there")
    }

    @Test func aSortedSearchKeepsTheOrderAndTheSelection() async throws {
        let (host, store, _) = try await Self.app(.sqlite)
        host.press("s")
        host.press("s")  // name ↓
        host.press("/")
        host.type("name 1")
        #expect(store.persons.map(\.name) == Self.names(in: .nameDescending).filter { $0.hasPrefix("Name 1") })
        host.press(.tab, modifiers: .shift)
        host.press("j")
        #expect(SearchTests.selectedRow(host).contains("Name 198"))
        host.press("/")
        host.press(.escape)
        #expect(host.screen[0].contains("By name ↓"))
        #expect(SearchTests.selectedRow(host).contains("Name 198"))
        #expect(store.persons[499 - 198].name == "Name 198")
    }

    @Test(arguments: AppSnapshot.sizes)
    func theSortedListAtEachSize(size: Size) async throws {
        let persons = SearchTests.names.enumerated().map {
            Person(id: SortFixture.id($0.offset + 1), name: $0.element, age: 20 + ($0.offset * 5) % 17)
        }
        let (host, _, _) = try await Self.app(.sqlite, persons: persons, size: size)
        let suffix = "\(size.width)x\(size.height)"
        host.press("j")
        host.press("s")
        AppSnapshot.assert(host, named: "sort-name-ascending-\(suffix)")
        host.press("s")
        host.press("s")
        host.press("s")
        AppSnapshot.assert(host, named: "sort-age-descending-\(suffix)")
    }
}
