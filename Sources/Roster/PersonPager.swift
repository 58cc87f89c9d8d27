import Foundation

/// What `PersonResults` reads through: the number of persons, a bounded cache of pages read
/// from storage around what was shown last, and the edit overlay (persons changed in memory
/// and not saved yet).
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
    private(set) var count = 0
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
    private var pages: [Int: Page] = [:]
    private var clock = 0
    /// Unsaved edits, by person.
    private var overlay: [UUID: Edit] = [:]
    /// Called once when a read fails (the storage went away, say); rows read as placeholders.
    var onReadFailure: ((StorageFailure) -> Void)?

    /// An unsaved edit, and the values the person had in storage when it began (what undoing
    /// its save puts back).
    private struct Edit {
        var change: PersonChange
        let original: Person
    }

    private struct Page {
        var entries: [StoredPerson]
        var lastUse: Int
    }

    init(storage: any ImmediatePersonStorage) {
        self.storage = storage
    }

    /// Starts over on `status`: a new count, no cached pages (edits are kept). With a search,
    /// the count is the search's (read from storage) and pages are found by position.
    func reset(to status: StorageStatus) {
        totalCount = status.count
        count = status.count
        isDense = status.isDense
        pages = [:]
        isSearchCut = false
        guard let search else { return }
        isDense = false
        do {
            let found = try storage.immediateCount(matching: search, upTo: Self.searchLimit + 1)
            isSearchCut = found > Self.searchLimit
            count = min(found, Self.searchLimit)
        } catch {
            count = 0
            onReadFailure?(error)
            onReadFailure = nil
        }
    }

    /// Forgets the cached pages and reads the count again (another writer committed).
    func refresh() throws(StorageFailure) {
        reset(to: try storage.immediateStatus())
    }

    /// After this store added `stored` after every other person (storage now at `status`):
    /// the cached pages stay, the last one with the person at its end. False, changing nothing,
    /// while searching or when the count says someone else wrote too.
    func append(_ stored: StoredPerson, status: StorageStatus) -> Bool {
        guard search == nil, status.count == count + 1 else { return false }
        let index = count
        totalCount = status.count
        count = status.count
        isDense = status.isDense
        let number = index / Self.pageSize
        if let page = pages[number] {
            let follows = page.entries.count == index - number * Self.pageSize && (page.entries.last?.position ?? -1) < stored.position
            if follows {
                pages[number]?.entries.append(stored)
            } else {
                pages[number] = nil
            }
        }
        return true
    }

    /// After this store removed the person `id` at `index` (storage now at `status`): the
    /// pages before it stay, its own loses the person, the ones after it are dropped (their
    /// persons moved up). False, changing nothing, while searching or when the count says
    /// someone else wrote too.
    func remove(at index: Int, id: UUID, status: StorageStatus) -> Bool {
        guard search == nil, index < count, status.count == count - 1 else { return false }
        totalCount = status.count
        count = status.count
        isDense = status.isDense
        let number = index / Self.pageSize
        let offset = index - number * Self.pageSize
        for key in pages.keys where key > number {
            pages[key] = nil
        }
        guard var page = pages[number] else { return true }
        guard offset < page.entries.count, page.entries[offset].person.id == id else {
            pages[number] = nil
            return true
        }
        page.entries.remove(at: offset)
        if isDense {
            // Positions are places in the list (the JSON storage): those after it moved up.
            for place in page.entries.indices {
                page.entries[place].position = Int64(number * Self.pageSize + place)
            }
        }
        pages[number] = page
        return true
    }

    /// Pages only the persons whose names contain `text` (empty: everyone), from the start.
    func search(for text: String) throws(StorageFailure) {
        search = text.isEmpty ? nil : text
        try refresh()
    }

    /// How many pages are cached now (never more than `pageLimit`).
    var cachedPageCount: Int { pages.count }

    /// The unsaved edits, in the list's order.
    var edits: [PersonChange] {
        overlay.values.map(\.change).sorted { $0.position < $1.position }
    }

    /// The values the person `id` had in storage when its unsaved edit began (nil: no edit).
    func original(of id: UUID) -> Person? {
        overlay[id]?.original
    }

    /// Whether the person `id` has an unsaved edit and a cached page holds a newer revision of
    /// it than the edit started from (someone else saved it meanwhile).
    func isChangedElsewhere(_ id: UUID) -> Bool {
        guard let edit = overlay[id] else { return false }
        for page in pages.values {
            if let stored = page.entries.first(where: { $0.person.id == id }) {
                return stored.revision != edit.change.baseRevision
            }
        }
        return false
    }

    /// Drops the unsaved edit of the person with `id`, if any.
    func discardEdit(of id: UUID) {
        overlay[id] = nil
    }

    /// Drops every unsaved edit.
    func discardEdits() {
        overlay = [:]
    }

    /// The person at `index`, with its unsaved edit if it has one.
    func person(at index: Int) -> Person {
        let stored = stored(at: index)
        if !overlay.isEmpty, let edit = overlay[stored.person.id] {
            return edit.change.person
        }
        return stored.person
    }

    /// Records `person` as the new value at `index` (in the overlay; storage is untouched).
    func write(_ person: Person, at index: Int) {
        let stored = stored(at: index)
        if person == stored.person && person.id == stored.person.id {
            overlay[stored.person.id] = nil
        } else if overlay[stored.person.id] != nil {
            overlay[stored.person.id]?.change.person = person
        } else {
            let change = PersonChange(person: person, position: stored.position, baseRevision: stored.revision)
            overlay[stored.person.id] = Edit(change: change, original: stored.person)
        }
    }

    /// The person at `index` as storage has it.
    func stored(at index: Int) -> StoredPerson {
        precondition(index >= 0 && index < count, "PersonResults: index \(index) out of range 0..<\(count)")
        let number = index / Self.pageSize
        let offset = index - number * Self.pageSize
        clock += 1
        if let page = pages[number] {
            pages[number]?.lastUse = clock
            if offset < page.entries.count { return page.entries[offset] }
        }
        let entries = load(page: number)
        if offset < entries.count { return entries[offset] }
        return placeholder(at: index)
    }

    private func load(page number: Int) -> [StoredPerson] {
        let first = number * Self.pageSize
        let end = min(first + Self.pageSize, count)
        let entries: [StoredPerson]
        do {
            entries = try storage.immediatePage(request(from: first, to: end))
        } catch {
            onReadFailure?(error)
            onReadFailure = nil
            // Kept empty, so the rows show placeholders until the next refresh instead of
            // asking again on every frame.
            entries = []
        }
        if pages.count >= Self.pageLimit, let oldest = pages.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            pages[oldest] = nil
        }
        pages[number] = Page(entries: entries, lastUse: clock)
        return entries
    }

    /// The request for the persons at `first ..< end`, from the nearest place whose key is known.
    func request(from first: Int, to end: Int) -> PageRequest {
        let limit = end - first
        if isDense {
            return PageRequest(from: first == 0 ? .start : .after(position: Int64(first - 1)), limit: limit)
        }
        var best = PageRequest(from: .start, skipping: first, limit: limit, matching: search)
        // A cut search's last listed match is not the last match: only walk from the start.
        if !isSearchCut, count - end < best.skipping {
            best = PageRequest(from: .end, skipping: count - end, limit: limit, matching: search)
        }
        for (number, page) in pages {
            guard let head = page.entries.first, let tail = page.entries.last else { continue }
            let pageFirst = number * Self.pageSize
            let pageEnd = pageFirst + page.entries.count
            if pageEnd <= first, first - pageEnd < best.skipping {
                best = PageRequest(from: .after(position: tail.position), skipping: first - pageEnd, limit: limit, matching: search)
            } else if pageFirst >= end, pageFirst - end < best.skipping {
                best = PageRequest(from: .before(position: head.position), skipping: pageFirst - end, limit: limit, matching: search)
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
