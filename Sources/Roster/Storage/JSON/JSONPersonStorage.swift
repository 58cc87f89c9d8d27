import Foundation

/// The persons in a JSON file (`PersonsFile`), or in memory only (in chunks, `PersonChunks`, so
/// that an add or a delete moves one chunk, not a million persons): every person is read at open
/// and every save rewrites the whole file atomically, exactly as before the database, so every
/// guarantee the README makes for the JSON file still holds.
///
/// Positions are the persons' offsets in the file (always dense). The file has no revisions:
/// a save is refused as a conflict when the file changed on disk since it was read, unless
/// overwriting. The change feed stays silent (another program's save is noticed at Save).
package final class JSONPersonStorage: ImmediatePersonStorage, @unchecked Sendable {
    package let file: PersonsFile?
    package var location: String { file?.path ?? "memory" }

    private let lock = NSLock()
    private var persons: PersonChunks
    private var fingerprint: PersonsFile.Fingerprint?

    /// A store on the JSON file `file`.
    package init(file: PersonsFile) {
        self.file = file
        self.persons = PersonChunks()
    }

    /// A store holding `persons` in memory only (previews, tests, benchmarks).
    package init(persons: [Person]) {
        self.file = nil
        self.persons = PersonChunks(persons)
    }

    /// Reads the whole file (creating it from the sample on the first run).
    package func immediateOpen(initial: InitialContents) throws(StorageFailure) -> StorageStatus {
        guard let file else { return try immediateStatus() }
        let sample: [UInt8]?
        switch initial {
        case .none: sample = nil
        case .sample(let bytes), .importing(_, let bytes): sample = bytes
        }
        let contents: PersonsFile.Contents
        do throws(PersonsFile.Failure) {
            contents = try file.load(creatingWith: sample)
        } catch {
            throw StorageFailure(.unusable, path: error.path, reason: error.reason)
        }
        lock.lock()
        persons = PersonChunks(contents.persons)
        personsChanged()
        fingerprint = contents.fingerprint
        lock.unlock()
        return StorageStatus(count: contents.persons.count, isDense: true)
    }

    /// Nothing more to check: opening read and checked every byte of the file.
    package func immediateCheck() throws(StorageFailure) {}

    package func immediateStatus() throws(StorageFailure) -> StorageStatus {
        lock.lock()
        defer { lock.unlock() }
        return StorageStatus(count: persons.count, isDense: true)
    }

    package func immediatePage(_ request: PageRequest) throws(StorageFailure) -> [StoredPerson] {
        lock.lock()
        defer { lock.unlock() }
        let ranking = ranking(for: request.order)
        if let search = request.search {
            if ranking.sorted == nil {
                return page(matching: Array(SQLiteSchema.folded(search).utf8), request)
            }
            return Self.page(of: matches(of: search, in: ranking), request, ranking: ranking)
        }
        let count = persons.count
        let range: Range<Int>
        switch request.from {
        case .start:
            let lower = min(request.skipping, count)
            range = lower..<min(lower + request.limit, count)
        case .after(let position):
            let anchor =
                persons.indices.contains(Int(clamping: position))
                ? ranking.rank(Int(position)) : Int(clamping: position)
            let lower = min(max(anchor + 1, 0) + request.skipping, count)
            range = lower..<min(lower + request.limit, count)
        case .end:
            let upper = max(count - request.skipping, 0)
            range = max(upper - request.limit, 0)..<upper
        case .before(let position):
            let anchor =
                persons.indices.contains(Int(clamping: position))
                ? ranking.rank(Int(position)) : Int(clamping: position)
            let upper = max(min(anchor, count) - request.skipping, 0)
            range = max(upper - request.limit, 0)..<upper
        }
        return range.map { rank in
            let offset = ranking.offset(rank)
            return StoredPerson(person: persons[offset], position: Int64(offset), revision: 0)
        }
    }

    /// A lookup of the person's offset, then of their rank in `order` (among the matches of
    /// `search`, if any: a pass over every name).
    package func immediateIndex(
        of id: UUID, in order: PersonOrder, matching search: String?
    ) throws(StorageFailure) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard let offset = offsets[id] else { return nil }
        let ranking = ranking(for: order)
        guard let search, !search.isEmpty else { return ranking.rank(offset) }
        let folded = Array(SQLiteSchema.folded(search).utf8)
        guard matches(offset, folded) else { return nil }
        let rank = ranking.rank(offset)
        var before = 0
        for other in persons.indices where ranking.rank(other) < rank && matches(other, folded) {
            before += 1
        }
        return before
    }

    package func immediateContains(_ id: UUID) throws(StorageFailure) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return offsets[id] != nil
    }

    /// The sorted orders made so far, by key (name or age, ascending), until the persons change.
    private var sortedOffsets: [PersonOrder: Ranking.Sorted] = [:]
    /// The offset of each person, by id, made on first use, until the persons change.
    private var offsetsByID: [UUID: Int]?

    private var offsets: [UUID: Int] {
        if let offsetsByID { return offsetsByID }
        var made: [UUID: Int] = [:]
        made.reserveCapacity(persons.count)
        for (offset, person) in persons.enumerated() { made[person.id] = offset }
        offsetsByID = made
        return made
    }

    /// Forgets the sorted orders and the offsets (the persons changed).
    private func personsChanged() {
        sortedOffsets = [:]
        offsetsByID = nil
        foldedNames = []
    }

    /// Counts in the stored order, and stops at `limit`.
    package func immediateCount(matching search: String, upTo limit: Int) throws(StorageFailure) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let folded = Array(SQLiteSchema.folded(search).utf8)
        var count = 0
        var index = 0
        while count < limit, index < persons.count {
            if matches(index, folded) { count += 1 }
            index += 1
        }
        return count
    }

    /// The folded names, by offset (nil: not folded yet); kept until the persons change.
    private var foldedNames: [String?] = []

    /// Whether the person at `index` has a name containing `folded` (UTF-8; empty: everyone).
    /// Both sides are folded the same way, so the bytes are compared, not characters.
    private func matches(_ index: Int, _ folded: [UInt8]) -> Bool {
        guard !folded.isEmpty else { return true }
        if foldedNames.count != persons.count {
            foldedNames = Array(repeating: nil, count: persons.count)
        }
        var name: String
        if let known = foldedNames[index] {
            name = known
        } else {
            name = SQLiteSchema.folded(persons[index].name)
            foldedNames[index] = name
        }
        return name.withUTF8 { bytes in
            folded.withUnsafeBufferPointer { needle in Self.contains(bytes, needle) }
        }
    }

    /// Whether `needle` (not empty) occurs in `haystack`, byte for byte.
    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            var offset = 1
            while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
        }
        return false
    }

    /// The page `request` asks for among the persons matching `folded`, in the stored order:
    /// walks from the anchor and stops after the page, so it costs what the skipped and the
    /// page's matches do, not every match.
    private func page(matching folded: [UInt8], _ request: PageRequest) -> [StoredPerson] {
        let count = persons.count
        let forward: Bool
        var index: Int
        switch request.from {
        case .start: (forward, index) = (true, 0)
        case .after(let position): (forward, index) = (true, min(max(Int(clamping: position) + 1, 0), count))
        case .end: (forward, index) = (false, count - 1)
        case .before(let position): (forward, index) = (false, min(Int(clamping: position), count) - 1)
        }
        var skipped = 0
        var found: [StoredPerson] = []
        while found.count < request.limit, forward ? index < count : index >= 0 {
            if matches(index, folded) {
                if skipped < request.skipping {
                    skipped += 1
                } else {
                    found.append(StoredPerson(person: persons[index], position: Int64(index), revision: 0))
                }
            }
            index += forward ? 1 : -1
        }
        return forward ? found : found.reversed()
    }

    /// `order` over the persons in memory: sorted once per key (on first use, then kept until the
    /// persons change), so a page or a rank is a lookup.
    private func ranking(for order: PersonOrder) -> Ranking {
        let key: PersonOrder
        switch order {
        case .stored: return Ranking(sorted: nil, descending: false, count: persons.count)
        case .nameAscending, .nameDescending: key = .nameAscending
        case .ageAscending, .ageDescending: key = .ageAscending
        }
        if let sorted = sortedOffsets[key] {
            return Ranking(sorted: sorted, descending: order.isDescending, count: persons.count)
        }
        var offsets = Array(0..<persons.count)
        let persons = persons
        if key == .nameAscending {
            let names = persons.map { Array(SQLiteSchema.folded($0.name).utf8) }
            offsets.sort { a, b in
                if names[a] != names[b] { return names[a].lexicographicallyPrecedes(names[b]) }
                return Self.idPrecedes(persons[a].id, persons[b].id)
            }
        } else {
            offsets.sort { a, b in
                if persons[a].age != persons[b].age { return persons[a].age < persons[b].age }
                return Self.idPrecedes(persons[a].id, persons[b].id)
            }
        }
        var ranks = [Int](repeating: 0, count: offsets.count)
        for (rank, offset) in offsets.enumerated() { ranks[offset] = rank }
        let sorted = Ranking.Sorted(offsets: offsets, ranks: ranks)
        sortedOffsets[key] = sorted
        return Ranking(sorted: sorted, descending: order.isDescending, count: persons.count)
    }

    /// Ids compared as their bytes (the order of their uppercase text, as SQLite stores it).
    private static func idPrecedes(_ a: UUID, _ b: UUID) -> Bool {
        withUnsafeBytes(of: a.uuid) { left in
            withUnsafeBytes(of: b.uuid) { right in
                left.lexicographicallyPrecedes(right)
            }
        }
    }

    /// An order of the persons in memory: rank (place in the order) to offset and back.
    private struct Ranking {
        struct Sorted {
            let offsets: [Int]
            let ranks: [Int]
        }

        let sorted: Sorted?
        let descending: Bool
        let count: Int

        func rank(_ offset: Int) -> Int {
            guard let sorted else { return offset }
            return descending ? count - 1 - sorted.ranks[offset] : sorted.ranks[offset]
        }

        func offset(_ rank: Int) -> Int {
            guard let sorted else { return rank }
            return sorted.offsets[descending ? count - 1 - rank : rank]
        }
    }

    /// Searches in memory: every name is compared (a file's persons are all in memory anyway).
    package func immediateCount(matching search: String) throws(StorageFailure) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return matches(of: search, in: ranking(for: .stored)).count
    }

    /// The persons whose names contain `search` (ignoring case and diacritics), in `ranking`'s
    /// order, as stored.
    private func matches(of search: String, in ranking: Ranking) -> [StoredPerson] {
        let folded = Array(SQLiteSchema.folded(search).utf8)
        var found: [StoredPerson] = []
        for offset in persons.indices where matches(offset, folded) {
            found.append(StoredPerson(person: persons[offset], position: Int64(offset), revision: 0))
        }
        if ranking.sorted != nil {
            found.sort { ranking.rank(Int($0.position)) < ranking.rank(Int($1.position)) }
        }
        return found
    }

    /// The page `request` asks for among `matches` (in `ranking`'s order), after or before the
    /// person at an anchor position.
    private static func page(of matches: [StoredPerson], _ request: PageRequest, ranking: Ranking) -> [StoredPerson] {
        let count = matches.count
        let range: Range<Int>
        func rank(_ position: Int64) -> Int {
            (0..<ranking.count).contains(Int(clamping: position))
                ? ranking.rank(Int(position)) : Int(clamping: position)
        }
        switch request.from {
        case .start:
            let lower = min(request.skipping, count)
            range = lower..<min(lower + request.limit, count)
        case .after(let position):
            let anchor = rank(position)
            let first = matches.firstIndex { rank($0.position) > anchor } ?? count
            let lower = min(first + request.skipping, count)
            range = lower..<min(lower + request.limit, count)
        case .end:
            let upper = max(count - request.skipping, 0)
            range = max(upper - request.limit, 0)..<upper
        case .before(let position):
            let anchor = rank(position)
            let end = matches.firstIndex { rank($0.position) >= anchor } ?? count
            let upper = max(end - request.skipping, 0)
            range = max(upper - request.limit, 0)..<upper
        }
        return Array(matches[range])
    }

    package func immediateSave(_ changes: [PersonChange], overwriting: Bool) throws(StorageFailure) -> [StoredPerson] {
        lock.lock()
        defer { lock.unlock() }
        try checkUnchanged(overwriting: overwriting)
        var updated = persons
        var saved: [StoredPerson] = []
        for change in changes {
            var index = Int(clamping: change.position)
            if !updated.indices.contains(index) || updated[index].id != change.person.id {
                guard let found = updated.firstIndex(where: { $0.id == change.person.id }) else { continue }
                index = found
            }
            updated[index] = change.person
            saved.append(StoredPerson(person: change.person, position: Int64(index), revision: 0))
        }
        try write(updated)
        return saved
    }

    /// Inserts `person` at the offset `position` (at the end if nil or past it) and rewrites the
    /// file atomically (refused as a conflict when the file changed on disk since it was read).
    package func immediateInsert(_ person: Person, at position: Int64?) throws(StorageFailure) -> StoredPerson {
        lock.lock()
        defer { lock.unlock() }
        try checkUnchanged(overwriting: false)
        let index = min(max(Int(clamping: position ?? Int64(persons.count)), 0), persons.count)
        var updated = persons
        updated.insert(person, at: index)
        try write(updated)
        return StoredPerson(person: person, position: Int64(index), revision: 0)
    }

    /// Removes `person` and rewrites the file atomically (refused as a conflict, unless
    /// `overwriting`, when the file changed on disk since it was read).
    package func immediateDelete(_ person: StoredPerson, overwriting: Bool) throws(StorageFailure) {
        lock.lock()
        defer { lock.unlock() }
        try checkUnchanged(overwriting: overwriting)
        var updated = persons
        let index = Int(clamping: person.position)
        if updated.indices.contains(index), updated[index].id == person.person.id {
            updated.remove(at: index)
        } else if let found = updated.firstIndex(where: { $0.id == person.person.id }) {
            updated.remove(at: found)
        } else {
            return
        }
        try write(updated)
    }

    /// Refuses to write when the file changed on disk since it was read, unless `overwriting`.
    private func checkUnchanged(overwriting: Bool) throws(StorageFailure) {
        guard let file, !overwriting else { return }
        let current = file.currentFingerprint()
        if current != fingerprint {
            let change = current == nil ? "was removed or renamed" : "was changed by another program"
            throw StorageFailure(.conflict, path: file.path, reason: "\(change) since roster opened it")
        }
    }

    /// Writes `updated` to the file (if any) and keeps it as the persons.
    private func write(_ updated: PersonChunks) throws(StorageFailure) {
        if let file {
            do throws(PersonsFile.Failure) {
                fingerprint = try file.save(Array(updated))
            } catch {
                throw StorageFailure(.failed, path: error.path, reason: error.reason)
            }
        }
        persons = updated
        personsChanged()
    }

    /// Adds `persons` after those in the file (a person whose id is there already is replaced
    /// in place) and rewrites the file atomically.
    package func immediateImport(_ imported: [Person]) throws(StorageFailure) {
        lock.lock()
        defer { lock.unlock() }
        var updated = Array(persons)
        var indexByID: [UUID: Int] = [:]
        for (index, person) in updated.enumerated() { indexByID[person.id] = index }
        for person in imported {
            if let index = indexByID[person.id] {
                updated[index] = person
            } else {
                indexByID[person.id] = updated.count
                updated.append(person)
            }
        }
        if let file {
            do throws(PersonsFile.Failure) {
                fingerprint = try file.save(updated)
            } catch {
                throw StorageFailure(.failed, path: error.path, reason: "was not changed: \(error.reason)")
            }
        }
        persons = PersonChunks(updated)
        personsChanged()
    }

    package func changes() -> AsyncStream<StorageChange> {
        AsyncStream { $0.finish() }
    }
}
