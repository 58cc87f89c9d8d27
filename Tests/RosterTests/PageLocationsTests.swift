import Foundation
import Testing

@testable import Roster

/// `PageLocations`, the pager's map from id to place among its cached pages, alone and as
/// `PersonPager` keeps it across reads, evictions, refreshes, searches and sorts.
@Suite("Where the cached persons are")
@MainActor
struct PageLocationsTests {
    @Test func aPlaceIsRecordedAndForgottenOnlyFromItsOwnPage() {
        var locations = PageLocations()
        let id = UUID()
        #expect(locations[id] == nil)
        locations.insert(id, at: PageLocation(page: 3, offset: 7))
        #expect(locations[id] == PageLocation(page: 3, offset: 7))
        let removedFromOtherPage = locations.remove(id, ifOnPage: 2)
        #expect(!removedFromOtherPage, "recorded on page 3, not 2")
        #expect(locations[id] == PageLocation(page: 3, offset: 7))
        let removed = locations.remove(id, ifOnPage: 3)
        #expect(removed)
        #expect(locations[id] == nil)
        #expect(locations.count == 0)
    }

    @Test func twiceOnOnePageTheFirstPlaceStays() {
        var locations = PageLocations()
        let id = UUID()
        locations.insert(id, at: PageLocation(page: 0, offset: 4))
        locations.insert(id, at: PageLocation(page: 0, offset: 9))
        #expect(locations[id] == PageLocation(page: 0, offset: 4))
        #expect(!locations.isRepeated(id))
    }

    @Test func onASecondPageTheNewPlaceWinsAndTheIdIsMarkedRepeated() {
        var locations = PageLocations()
        let id = UUID()
        let other = UUID()
        locations.insert(id, at: PageLocation(page: 0, offset: 99))
        locations.insert(other, at: PageLocation(page: 0, offset: 98))
        locations.insert(id, at: PageLocation(page: 1, offset: 0))
        #expect(locations[id] == PageLocation(page: 1, offset: 0))
        #expect(locations.isRepeated(id))
        #expect(!locations.isRepeated(other))
        locations.forgetRepeat(of: id)
        #expect(!locations.isRepeated(id))
        locations.removeAll()
        #expect(locations[id] == nil && locations[other] == nil)
        #expect(locations.count == 0)
    }

    // MARK: Kept by the pager

    static let persons = (0..<6_000).map { Person(id: UUID(), name: "Person \($0)", age: $0 % 100) }

    /// Checks that every index in `indexes` whose page is cached is where `index(of:)` and
    /// `cachedStoredPerson(withID:)` say its person is.
    private func expectLocated(
        _ pager: PersonPager, _ ids: [Int: UUID], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (index, id) in ids {
            #expect(pager.index(of: id) == index, "row \(index)", sourceLocation: sourceLocation)
            #expect(
                pager.cachedStoredPerson(withID: id)?.person.id == id, "row \(index)", sourceLocation: sourceLocation)
        }
    }

    /// The ids of the rows at `indexes`, read through the pager (which caches their pages).
    private func read(_ pager: PersonPager, _ indexes: some Sequence<Int>) -> [Int: UUID] {
        var ids: [Int: UUID] = [:]
        for index in indexes { ids[index] = pager.stored(at: index).person.id }
        return ids
    }

    @Test func everyCachedPersonIsFoundWhereItIsAndAnEvictedOneNoLonger() {
        let pager = PersonPager(storage: JSONPersonStorage(persons: Self.persons))
        pager.reset(to: StorageStatus(count: Self.persons.count, isDense: true))
        // The first and last persons of the first 40 pages, and some in between.
        let early = read(
            pager,
            (0..<PersonPager.pageLimit).flatMap { (page: Int) -> [Int] in
                [page * 100, page * 100 + 57, page * 100 + 99]
            })
        #expect(pager.cachedPageCount == PersonPager.pageLimit)
        expectLocated(pager, early)
        // Ten more pages: the ten read longest ago leave the cache.
        let late = read(pager, (PersonPager.pageLimit..<PersonPager.pageLimit + 10).map { $0 * 100 + 1 })
        expectLocated(pager, late)
        for (index, id) in early {
            if index / 100 < 10 {
                #expect(pager.index(of: id) == nil, "row \(index)'s page was evicted")
                #expect(pager.cachedStoredPerson(withID: id) == nil)
            } else {
                #expect(pager.index(of: id) == index)
            }
        }
        #expect(pager.index(of: UUID()) == nil)
    }

    @Test func aRefreshForgetsEveryPlaceAndTheRowsReadAfterAreFound() throws {
        let pager = PersonPager(storage: JSONPersonStorage(persons: Self.persons))
        pager.reset(to: StorageStatus(count: Self.persons.count, isDense: true))
        let before = read(pager, [0, 250, 5_999])
        try pager.refresh()
        for id in before.values { #expect(pager.index(of: id) == nil) }
        expectLocated(pager, read(pager, [0, 250, 5_999]))
    }

    @Test func aSearchAndASortPlaceThePersonsByTheirNewRows() throws {
        let pager = PersonPager(storage: JSONPersonStorage(persons: Self.persons))
        pager.reset(to: StorageStatus(count: Self.persons.count, isDense: true))
        let stored = read(pager, 0..<20)
        try pager.search(for: "Person 12")
        for id in stored.values { #expect(pager.index(of: id) == nil) }
        let found = read(pager, 0..<pager.count)
        expectLocated(pager, found)
        #expect(
            found.values.allSatisfy { id in Self.persons.first { $0.id == id }?.name.contains("Person 12") == true })
        try pager.search(for: "")
        try pager.sort(by: .ageDescending)
        for id in found.values { #expect(pager.index(of: id) == nil) }
        let sorted = read(pager, [0, 1, 99, 100, 3_000, 5_999])
        expectLocated(pager, sorted)
        #expect(Self.persons.first { $0.id == sorted[0] }?.age == 99)
    }

    @Test func anEditedRowIsFoundAndAChangeElsewhereIsSeenFromTheCachedPage() {
        let pager = PersonPager(storage: JSONPersonStorage(persons: Self.persons))
        pager.reset(to: StorageStatus(count: Self.persons.count, isDense: true))
        var person = pager.person(at: 120)
        person.name = "Edited"
        pager.write(person, at: 120)
        #expect(pager.index(of: person.id) == 120)
        #expect(pager.person(at: 120).name == "Edited")
        #expect(!pager.isChangedElsewhere(person.id), "the cached page holds the revision the edit began from")
    }

    /// Storage that, once told, answers the next page read with a person of another page in
    /// its first place (another writer changed the order between two reads, before the refresh).
    final class ShiftingStorage: ForwardingStorage, @unchecked Sendable {
        var repeatNext: StoredPerson?

        override func immediatePage(_ request: PageRequest) throws(StorageFailure) -> [StoredPerson] {
            var page = try base.immediatePage(request)
            if let repeated = repeatNext, !page.isEmpty {
                page[0] = repeated
                repeatNext = nil
            }
            return page
        }
    }

    @Test func aPersonReadOnTwoPagesIsFoundOnTheOtherWhenOneLeaves() {
        let storage = ShiftingStorage(Self.persons)
        let pager = PersonPager(storage: storage)
        pager.reset(to: StorageStatus(count: Self.persons.count, isDense: true))
        let last = pager.stored(at: 99)
        storage.repeatNext = last
        #expect(pager.stored(at: 100).person.id == last.person.id, "page 1 begins with page 0's last person")
        #expect(pager.index(of: last.person.id) == 100, "found on the page read last")
        // Page 0 used again, then enough new pages that page 1 is the oldest and leaves.
        _ = pager.stored(at: 0)
        for number in 2...PersonPager.pageLimit { _ = pager.stored(at: number * 100) }
        #expect(pager.cachedPageCount == PersonPager.pageLimit)
        #expect(pager.index(of: last.person.id) == 99, "page 1 left: found on page 0 again")
        // Page 0 leaves too: the person is nowhere.
        for number in (PersonPager.pageLimit + 1)...(PersonPager.pageLimit + 2) { _ = pager.stored(at: number * 100) }
        #expect(pager.index(of: last.person.id) == nil)
        #expect(pager.cachedStoredPerson(withID: last.person.id) == nil)
    }
}
