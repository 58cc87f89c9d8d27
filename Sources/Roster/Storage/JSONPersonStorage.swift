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
    private var persons: [Person]
    private var fingerprint: PersonsFile.Fingerprint?

    /// A store on the JSON file `file`.
    package init(file: PersonsFile) {
        self.file = file
        self.persons = []
    }

    /// A store holding `persons` in memory only (previews, tests, benchmarks).
    package init(persons: [Person]) {
        self.file = nil
        self.persons = persons
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
        persons = contents.persons
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
            return Self.page(of: matches(of: search), request)
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

    /// Searches in memory: every name is compared (a file's persons are all in memory anyway).
    package func immediateCount(matching search: String) throws(StorageFailure) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return matches(of: search).count
    }

    /// The persons whose names contain `search` (ignoring case and diacritics), in order, as stored.
    private func matches(of search: String) -> [StoredPerson] {
        let folded = SQLiteSchema.folded(search)
        var found: [StoredPerson] = []
        for (offset, person) in persons.enumerated() where folded.isEmpty || SQLiteSchema.folded(person.name).contains(folded) {
            found.append(StoredPerson(person: person, position: Int64(offset), revision: 0))
        }
        return found
    }

    /// The page `request` asks for among `matches` (in the list's order), by position.
    private static func page(of matches: [StoredPerson], _ request: PageRequest) -> [StoredPerson] {
        let count = matches.count
        let range: Range<Int>
        switch request.from {
        case .start:
            let lower = min(request.skipping, count)
            range = lower..<min(lower + request.limit, count)
        case .after(let position):
            let first = matches.firstIndex { $0.position > position } ?? count
            let lower = min(first + request.skipping, count)
            range = lower..<min(lower + request.limit, count)
        case .end:
            let upper = max(count - request.skipping, 0)
            range = max(upper - request.limit, 0)..<upper
        case .before(let position):
            let end = matches.firstIndex { $0.position >= position } ?? count
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
    private func write(_ updated: [Person]) throws(StorageFailure) {
        if let file {
            do throws(PersonsFile.Failure) {
                fingerprint = try file.save(updated)
            } catch {
                throw StorageFailure(.failed, path: error.path, reason: error.reason)
            }
        }
        persons = updated
    }

    /// Adds `persons` after those in the file (a person whose id is there already is replaced
    /// in place) and rewrites the file atomically.
    package func immediateImport(_ imported: [Person]) throws(StorageFailure) {
        lock.lock()
        defer { lock.unlock() }
        var updated = persons
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
        persons = updated
    }

    package func changes() -> AsyncStream<StorageChange> {
        AsyncStream { $0.finish() }
    }
}
