import Foundation

/// Where a person is among a pager's cached pages: the page's number and the offset in it.
struct PageLocation: Equatable {
    var page: Int
    var offset: Int
}

/// Where each person of a `PersonPager`'s cached pages is, by id: one lookup where a walk
/// through every cached page (up to 4,000 persons) was, for each row the list asks about on
/// each key.
///
/// The pager records a page's persons when it caches the page and forgets them when the page
/// leaves the cache. A person read on two cached pages (storage changed between the two reads,
/// before the refresh that follows a change) is found on the one read last, and is marked
/// `isRepeated`, so that the pager can look for them on the other when that one leaves.
struct PageLocations {
    private var byID: [UUID: PageLocation] = [:]
    /// The ids recorded on more than one page since the last `removeAll()`.
    private var repeated: Set<UUID> = []

    /// Where the person `id` is, if a cached page holds them.
    subscript(id: UUID) -> PageLocation? {
        byID[id]
    }

    /// How many persons have a place.
    var count: Int { byID.count }

    /// Whether `id` was recorded on more than one page.
    func isRepeated(_ id: UUID) -> Bool {
        repeated.contains(id)
    }

    /// Records `id` at `location`. Twice on one page, the first place stays (as a search from
    /// the page's start finds it); on another page, the new place replaces the old one.
    mutating func insert(_ id: UUID, at location: PageLocation) {
        if let existing = byID[id] {
            if existing.page == location.page { return }
            repeated.insert(id)
        }
        byID[id] = location
    }

    /// Forgets `id` if it is recorded on `page`; returns whether it was (then the caller looks
    /// for a repeated id on the other pages).
    @discardableResult
    mutating func remove(_ id: UUID, ifOnPage page: Int) -> Bool {
        guard byID[id]?.page == page else { return false }
        byID[id] = nil
        return true
    }

    /// Marks `id` as no longer repeated (it was found on no other page).
    mutating func forgetRepeat(of id: UUID) {
        repeated.remove(id)
    }

    /// Forgets every place (the pages were dropped).
    mutating func removeAll() {
        byID.removeAll(keepingCapacity: true)
        repeated.removeAll()
    }
}
