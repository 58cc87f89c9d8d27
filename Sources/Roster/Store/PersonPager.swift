import Foundation

/// What `PersonResults` reads through: the number of persons, a bounded cache of pages read
/// from storage around what was shown last, and the edit overlay (persons changed in memory
/// and not saved yet).
///
/// A person with an unsaved edit whom another writer deleted stays in the list, where it was,
/// with its edit (`isDeletedElsewhere`): the form showing it keeps its edit until the user
/// decides (add the person again, or discard the edit). Such rows are not in storage; the
/// indexes around them are shifted past them.
///
/// A page that is not cached is read by key: from the nearest cached page or from either end
/// of the list, so the storage only walks the distance between them (with dense positions,
/// none at all). Reading the last page of a million persons costs what reading the first does.
final class PersonPager {
    /// Persons per page.
    static let pageSize = 100
    /// Pages kept; the least recently used goes first.
    static let pageLimit = 40

    private let storage: any ImmediatePersonStorage
    /// How many persons storage holds (matching the search, if any).
    private var storedCount = 0
    /// How many rows the list has: the stored persons and the deleted ones with edits.
    var count: Int { storedCount + deleted.count }
    /// How many persons the storage holds, whatever the search.
    private(set) var totalCount = 0
    private var isDense = true
    /// Only the persons whose names contain this are paged (nil: everyone).
    private(set) var search: String?
    /// The most matches a search lists: its count stops there, so that a keystroke costs what
    /// the screen shows, not the persons (a one-letter search matches most of a million).
    static let searchLimit = 1_000
    /// Whether the search has more matches than `searchLimit` (only the first ones are listed).
    private(set) var isSearchCut = false
    /// The order pages run in.
    private(set) var order: PersonOrder = .stored
    /// A person found at an index by the storage since the last reset (see `locate`).
    private var anchor: (index: Int, stored: StoredPerson)?
    private var pages: [Int: Page] = [:]
    /// Where each person of the cached pages is, by id: kept with `pages`, so that finding a
    /// person on screen (every row, every key) costs one lookup, not a walk through the pages.
    private var locations = PageLocations()
    private var clock = 0
    /// Unsaved edits, by person.
    private var overlay: [UUID: PersonChange] = [:]
    /// The values each person with an unsaved edit had in storage when the edit began (what
    /// undoing its save puts back).
    private var originals: [UUID: Person] = [:]
    /// The persons with an unsaved edit that another writer deleted, by the index their row
    /// shows at (distinct, below `count`).
    private var deleted: [UUID: Int] = [:]
    /// Where each person with an unsaved edit showed when the pages were last dropped.
    private var shownAt: [UUID: Int] = [:]
    /// Called once when a read fails (the storage went away, say); rows read as placeholders.
    var onReadFailure: ((StorageFailure) -> Void)?

    /// A cached page: a class, so that marking it used is no write into `pages`.
    private final class Page {
        let entries: [StoredPerson]
        var lastUse: Int

        init(entries: [StoredPerson], lastUse: Int) {
            self.entries = entries
            self.lastUse = lastUse
        }
    }

    init(storage: any ImmediatePersonStorage) {
        self.storage = storage
    }

    /// Starts over on `status`: a new count, no cached pages (edits are kept). With a search,
    /// the count is the search's (read from storage); with a search or a sorted order, pages are
    /// found by key.
    func reset(to status: StorageStatus) {
        totalCount = status.count
        storedCount = status.count
        isDense = status.isDense && order == .stored
        pages = [:]
        locations.removeAll()
        isSearchCut = false
        anchor = nil
        guard let search else { return }
        isDense = false
        do {
            let found = try storage.immediateCount(matching: search, upTo: Self.searchLimit + 1)
            isSearchCut = found > Self.searchLimit
            storedCount = min(found, Self.searchLimit)
        } catch {
            storedCount = 0
            onReadFailure?(error)
            onReadFailure = nil
        }
    }

    /// Forgets the cached pages and reads the count again (another writer committed). With
    /// `findingDeleted`, also looks up every person with an unsaved edit (a short read each):
    /// one no longer stored keeps its row where it showed, as deleted elsewhere.
    func refresh(findingDeleted: Bool = false) throws(StorageFailure) {
        if !overlay.isEmpty {
            shownAt = shownAt.filter { overlay[$0.key] != nil }.merging(deleted) { $1 }
            for id in overlay.keys {
                if let location = locations[id] {
                    shownAt[id] = displayIndex(ofStored: location.page * Self.pageSize + location.offset)
                }
            }
        } else {
            shownAt = [:]
        }
        reset(to: try storage.immediateStatus())
        var found: [UUID: Int] = [:]
        for (id, edit) in overlay {
            if findingDeleted {
                guard try !isStored(edit) else { continue }
            } else {
                guard deleted[id] != nil else { continue }
            }
            found[id] = shownAt[id] ?? count
        }
        deleted = [:]
        for (id, index) in found.sorted(by: { ($0.value, $0.key.uuidString) < ($1.value, $1.key.uuidString) }) {
            // Distinct, in order, and within the list.
            let previous = deleted.values.max() ?? -1
            deleted[id] = min(max(index, previous + 1), storedCount + deleted.count)
        }
    }

    /// Whether storage still holds the person `edit` changes (looked up by id: in a file, the
    /// position the edit began at moves when a person before it is added or removed here).
    private func isStored(_ edit: PersonChange) throws(StorageFailure) -> Bool {
        try storage.immediateContains(edit.person.id)
    }

    /// The row index of the stored person at `storedIndex`, past the deleted persons' rows before it.
    private func displayIndex(ofStored storedIndex: Int) -> Int {
        guard !deleted.isEmpty else { return storedIndex }
        var index = storedIndex
        for row in deleted.values.sorted() where row <= index {
            index += 1
        }
        return index
    }

    /// What the row at `index` shows: a deleted person's edit, or the stored person at an index
    /// of storage.
    private enum Row {
        case deleted(PersonChange)
        case stored(Int)
    }

    private func row(at index: Int) -> Row {
        guard !deleted.isEmpty else { return .stored(index) }
        var shift = 0
        for (id, row) in deleted {
            if row == index, let edit = overlay[id] { return .deleted(edit) }
            if row < index { shift += 1 }
        }
        return .stored(index - shift)
    }

    /// Whether the person `id` has an unsaved edit and another writer deleted them.
    func isDeletedElsewhere(_ id: UUID) -> Bool {
        deleted[id] != nil
    }

    /// Pages only the persons whose names contain `text` (empty: everyone), from the start.
    func search(for text: String) throws(StorageFailure) {
        search = text.isEmpty ? nil : text
        try refresh()
    }

    /// Shows the persons in `order` from the start (edits are kept).
    func sort(by order: PersonOrder) throws(StorageFailure) {
        self.order = order
        try refresh()
    }

    /// Records that `stored` is at `index` in the current order and search (found by the
    /// storage): its page is then read from that person's key, not walked to.
    func locate(_ stored: StoredPerson, at index: Int) {
        guard index >= 0, index < storedCount else { return }
        anchor = (index, stored)
    }

    /// The row where the person `id` is, if a cached page, the last located person or the
    /// persons deleted elsewhere say.
    func index(of id: UUID) -> Int? {
        if let row = deleted[id] { return row }
        if let location = locations[id] {
            return displayIndex(ofStored: location.page * Self.pageSize + location.offset)
        }
        if let anchor, anchor.stored.person.id == id { return displayIndex(ofStored: anchor.index) }
        return nil
    }

    /// The person `id` as storage has it, if a cached page holds them.
    func cachedStoredPerson(withID id: UUID) -> StoredPerson? {
        if let stored = cachedEntry(withID: id) { return stored }
        if let anchor, anchor.stored.person.id == id { return anchor.stored }
        return nil
    }

    /// How many pages are cached now (never more than `pageLimit`).
    var cachedPageCount: Int { pages.count }

    /// The unsaved edits, in the list's order.
    var edits: [PersonChange] {
        overlay.values.sorted { $0.position < $1.position }
    }

    /// The values the person `id` had in storage when its unsaved edit began (nil: no edit).
    func original(of id: UUID) -> Person? {
        overlay[id] == nil ? nil : originals[id]
    }

    /// Whether the person `id` has an unsaved edit and a cached page holds a newer revision of
    /// it than the edit started from (someone else saved it meanwhile).
    func isChangedElsewhere(_ id: UUID) -> Bool {
        guard let edit = overlay[id], let stored = cachedEntry(withID: id) else { return false }
        return stored.revision != edit.baseRevision
    }

    /// The person `id` as a cached page holds them.
    private func cachedEntry(withID id: UUID) -> StoredPerson? {
        guard let location = locations[id], let page = pages[location.page] else { return nil }
        return page.entries[location.offset]
    }

    /// Drops the unsaved edit of the person with `id`, if any.
    func discardEdit(of id: UUID) {
        overlay[id] = nil
        originals[id] = nil
        shownAt[id] = nil
        if let row = deleted.removeValue(forKey: id) {
            // The rows below move up one, as below a stored person removed.
            for (other, index) in deleted where index > row {
                deleted[other] = index - 1
            }
        }
    }

    /// Drops every unsaved edit.
    func discardEdits() {
        overlay = [:]
        originals = [:]
        deleted = [:]
        shownAt = [:]
    }

    /// The person at `index`, with its unsaved edit if it has one.
    func person(at index: Int) -> Person {
        if case .deleted(let edit) = row(at: index) { return edit.person }
        let stored = stored(at: index)
        if !overlay.isEmpty, let edit = overlay[stored.person.id] {
            return edit.person
        }
        return stored.person
    }

    /// Records `person` as the new value at `index` (in the overlay; storage is untouched).
    func write(_ person: Person, at index: Int) {
        if case .deleted(let edit) = row(at: index) {
            // Kept even when back to the values it started from: the row is the edit.
            overlay[edit.person.id]?.person = person
            return
        }
        let stored = stored(at: index)
        if person == stored.person && person.id == stored.person.id {
            overlay[stored.person.id] = nil
            originals[stored.person.id] = nil
        } else if overlay[stored.person.id] != nil {
            overlay[stored.person.id]?.person = person
        } else {
            overlay[stored.person.id] = PersonChange(
                person: person, position: stored.position, baseRevision: stored.revision)
            originals[stored.person.id] = stored.person
        }
    }

    /// The person at `index` as storage has it (a person deleted elsewhere: as the edit began).
    func stored(at index: Int) -> StoredPerson {
        precondition(index >= 0 && index < count, "PersonResults: index \(index) out of range 0..<\(count)")
        switch row(at: index) {
        case .deleted(let edit):
            return StoredPerson(person: edit.person, position: edit.position, revision: edit.baseRevision)
        case .stored(let storedIndex):
            return stored(atStoredIndex: storedIndex)
        }
    }

    /// The person at `index` among those storage holds.
    private func stored(atStoredIndex index: Int) -> StoredPerson {
        let number = index / Self.pageSize
        let offset = index - number * Self.pageSize
        clock += 1
        if let page = pages[number] {
            page.lastUse = clock
            if offset < page.entries.count { return page.entries[offset] }
        }
        let entries = load(page: number)
        if offset < entries.count { return entries[offset] }
        return placeholder(at: index)
    }

    private func load(page number: Int) -> [StoredPerson] {
        let first = number * Self.pageSize
        let end = min(first + Self.pageSize, storedCount)
        let entries: [StoredPerson]
        do {
            if let anchor, anchor.index >= first, anchor.index < end {
                // The page around a person just found in this order: the persons before and
                // after them, read from their key.
                let position = anchor.stored.position
                let before =
                    anchor.index > first
                    ? try storage.immediatePage(
                        PageRequest(
                            from: .before(position: position), limit: anchor.index - first, matching: search,
                            order: order)) : []
                let after =
                    anchor.index + 1 < end
                    ? try storage.immediatePage(
                        PageRequest(
                            from: .after(position: position), limit: end - anchor.index - 1, matching: search,
                            order: order)) : []
                entries = before + [anchor.stored] + after
            } else {
                entries = try storage.immediatePage(request(from: first, to: end))
            }
        } catch {
            onReadFailure?(error)
            onReadFailure = nil
            // Kept empty, so the rows show placeholders until the next refresh instead of
            // asking again on every frame.
            entries = []
        }
        if pages.count >= Self.pageLimit, let oldest = pages.min(by: { $0.value.lastUse < $1.value.lastUse })?.key,
            let evicted = pages.removeValue(forKey: oldest)
        {
            drop(evicted, number: oldest)
        }
        // A short page read again (the rows past its end were asked for).
        if let replaced = pages.removeValue(forKey: number) {
            drop(replaced, number: number)
        }
        pages[number] = Page(entries: entries, lastUse: clock)
        for (offset, entry) in entries.enumerated() {
            locations.insert(entry.person.id, at: PageLocation(page: number, offset: offset))
        }
        return entries
    }

    /// Forgets where the persons of `page`, number `number`, are (it left the cache). A person
    /// also on another cached page (storage changed between two reads, before the refresh that
    /// follows) is found there again.
    private func drop(_ page: Page, number: Int) {
        for entry in page.entries {
            let id = entry.person.id
            guard locations.remove(id, ifOnPage: number), locations.isRepeated(id) else { continue }
            let other = pages.lazy.compactMap { other, cached in
                cached.entries.firstIndex { $0.person.id == id }.map { PageLocation(page: other, offset: $0) }
            }.first
            if let other {
                locations.insert(id, at: other)
            } else {
                locations.forgetRepeat(of: id)
            }
        }
    }

    /// The request for the persons at `first ..< end`, from the nearest place whose key is known.
    func request(from first: Int, to end: Int) -> PageRequest {
        let limit = end - first
        if isDense {
            return PageRequest(from: first == 0 ? .start : .after(position: Int64(first - 1)), limit: limit)
        }
        var best = PageRequest(from: .start, skipping: first, limit: limit, matching: search, order: order)
        // A cut search's last listed match is not the last match: only walk from the start.
        if !isSearchCut, storedCount - end < best.skipping {
            best = PageRequest(from: .end, skipping: storedCount - end, limit: limit, matching: search, order: order)
        }
        if let anchor {
            if anchor.index < first, first - anchor.index - 1 < best.skipping {
                best = PageRequest(
                    from: .after(position: anchor.stored.position), skipping: first - anchor.index - 1, limit: limit,
                    matching: search, order: order)
            } else if anchor.index >= end, anchor.index - end < best.skipping {
                best = PageRequest(
                    from: .before(position: anchor.stored.position), skipping: anchor.index - end, limit: limit,
                    matching: search, order: order)
            }
        }
        for (number, page) in pages {
            guard let head = page.entries.first, let tail = page.entries.last else { continue }
            let pageFirst = number * Self.pageSize
            let pageEnd = pageFirst + page.entries.count
            if pageEnd <= first, first - pageEnd < best.skipping {
                best = PageRequest(
                    from: .after(position: tail.position), skipping: first - pageEnd, limit: limit, matching: search,
                    order: order)
            } else if pageFirst >= end, pageFirst - end < best.skipping {
                best = PageRequest(
                    from: .before(position: head.position), skipping: pageFirst - end, limit: limit, matching: search,
                    order: order)
            }
        }
        return best
    }

    /// What a row shows when its page could not be read.
    private func placeholder(at index: Int) -> StoredPerson {
        let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012llX", UInt64(index))) ?? UUID()
        return StoredPerson(person: Person(id: id, name: "…", age: 0), position: Int64(index), revision: 0)
    }
}
