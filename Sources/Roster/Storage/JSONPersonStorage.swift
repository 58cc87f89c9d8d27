import Foundation

/// The persons in a JSON file (`PersonsFile`), or in memory only: every person is read at open
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
        foldedNames = []
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
        if let search = request.search {
            return page(matching: Array(SQLiteSchema.folded(search).utf8), request)
        }
        let count = persons.count
        let range: Range<Int>
        switch request.from {
        case .start:
            let lower = min(request.skipping, count)
            range = lower..<min(lower + request.limit, count)
        case .after(let position):
            let lower = min(max(Int(clamping: position) + 1, 0) + request.skipping, count)
            range = lower..<min(lower + request.limit, count)
        case .end:
            let upper = max(count - request.skipping, 0)
            range = max(upper - request.limit, 0)..<upper
        case .before(let position):
            let upper = max(min(Int(clamping: position), count) - request.skipping, 0)
            range = max(upper - request.limit, 0)..<upper
        }
        return range.map { StoredPerson(person: persons[$0], position: Int64($0), revision: 0) }
    }

    /// Searches in memory: the names are compared folded (each folded once, when a search first
    /// reaches it).
    package func immediateCount(matching search: String) throws(StorageFailure) -> Int {
        try immediateCount(matching: search, upTo: .max)
    }

    /// Counts from the start, and stops at `limit`.
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

    /// The folded names, by offset (nil: not folded yet); kept as long as the persons are.
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

    /// The page `request` asks for among the persons matching `folded`, by position: walks from
    /// the anchor and stops after the page, so it costs what the skipped and the page's matches do.
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

    package func immediateSave(_ changes: [PersonChange], overwriting: Bool) throws(StorageFailure) -> [StoredPerson] {
        lock.lock()
        defer { lock.unlock() }
        try checkUnchanged(overwriting: overwriting)
        var saved: [StoredPerson] = []
        try change { updated in
            for change in changes {
                var index = Int(clamping: change.position)
                if !updated.indices.contains(index) || updated[index].id != change.person.id {
                    guard let found = updated.firstIndex(where: { $0.id == change.person.id }) else { continue }
                    index = found
                }
                updated[index] = change.person
                saved.append(StoredPerson(person: change.person, position: Int64(index), revision: 0))
            }
        }
        return saved
    }

    /// Inserts `person` at the offset `position` (at the end if nil or past it) and rewrites the
    /// file atomically (refused as a conflict when the file changed on disk since it was read).
    package func immediateInsert(_ person: Person, at position: Int64?) throws(StorageFailure) -> StoredPerson {
        lock.lock()
        defer { lock.unlock() }
        try checkUnchanged(overwriting: false)
        let index = min(max(Int(clamping: position ?? Int64(persons.count)), 0), persons.count)
        try change { $0.insert(person, at: index) }
        return StoredPerson(person: person, position: Int64(index), revision: 0)
    }

    /// Removes `person` and rewrites the file atomically (refused as a conflict, unless
    /// `overwriting`, when the file changed on disk since it was read).
    package func immediateDelete(_ person: StoredPerson, overwriting: Bool) throws(StorageFailure) {
        lock.lock()
        defer { lock.unlock() }
        try checkUnchanged(overwriting: overwriting)
        var index = Int(clamping: person.position)
        if !persons.indices.contains(index) || persons[index].id != person.person.id {
            guard let found = persons.firstIndex(where: { $0.id == person.person.id }) else { return }
            index = found
        }
        try change { _ = $0.remove(at: index) }
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

    /// Applies `body` to the persons and writes the file: to a copy (of the chunks changed),
    /// kept as the persons once the file is written. In memory only, in place (nothing can
    /// fail there).
    private func change(_ body: (inout PersonChunks) -> Void) throws(StorageFailure) {
        foldedNames = []
        guard let file else {
            body(&persons)
            return
        }
        var updated = persons
        body(&updated)
        do throws(PersonsFile.Failure) {
            fingerprint = try file.save(Array(updated))
        } catch {
            throw StorageFailure(.failed, path: error.path, reason: error.reason)
        }
        persons = updated
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
        foldedNames = []
    }

    package func changes() -> AsyncStream<StorageChange> {
        AsyncStream { $0.finish() }
    }
}
