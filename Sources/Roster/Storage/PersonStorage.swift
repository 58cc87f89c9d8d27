import Foundation

/// Where the persons are kept: a database or a file, behind one small interface.
///
/// Shaped for a server as much as for an embedded file: every call is `async` and may fail
/// (`StorageFailure` names the place and the reason); persons are read a page at a time in
/// the list's order, by key (never by counting from the start of a large table); saves send
/// only what changed and are refused when someone else changed the same person since it was
/// read (each stored person carries a revision); and `changes()` is a feed of other writers'
/// commits, so that a screen can follow them.
///
/// The list's order is `StoredPerson.position`: unique, increasing down the list. When the
/// positions are exactly 0, 1, 2, … (`StorageStatus.isDense`), the person at index `i` is the
/// one at position `i`, so any page can be fetched directly.
///
/// Implementations: `SQLitePersonStorage` (the default) and `JSONPersonStorage` (a JSON file,
/// or persons in memory only). Embedded stores also answer at once, without suspending
/// (`ImmediatePersonStorage`), which the app uses to draw a frame without waiting.
package protocol PersonStorage: AnyObject, Sendable {
    /// The path (or address) named in messages.
    var location: String { get }

    /// Opens the store: creates it when it does not exist yet (from `initial`), refuses what it
    /// must not write, migrates it forward; returns how many persons it holds and how they are numbered.
    func open(initial: InitialContents) async throws(StorageFailure) -> StorageStatus

    /// Checks the whole store for damage (which may take a while at a million persons, so the
    /// app runs it in the background after opening, and saves wait for it); a damaged store
    /// fails with `StorageFailure.Kind.unusable`.
    func check() async throws(StorageFailure)

    /// How many persons the store holds now, and how they are numbered.
    func status() async throws(StorageFailure) -> StorageStatus

    /// A page of persons in the list's order (see `PageRequest`).
    func page(_ request: PageRequest) async throws(StorageFailure) -> [StoredPerson]

    /// How many persons' names contain `search`, ignoring case and diacritics (see
    /// `PageRequest.matching`): the count of a search's results.
    func count(matching search: String) async throws(StorageFailure) -> Int

    /// Where the person `id` is in `order` among the persons matching `search` (nil or empty:
    /// everyone): how many come before them; nil when they are not there (or do not match).
    /// Costs a count over the order's index up to the person (in memory: a lookup).
    func index(of id: UUID, in order: PersonOrder, matching search: String?) async throws(StorageFailure) -> Int?

    /// Writes `changes` in one transaction, all or nothing. Unless `overwriting`, a change whose
    /// person was changed (or removed) by someone else since `StoredPerson.revision` was read
    /// fails the whole save with `StorageFailure.Kind.conflict`. Returns the persons as stored.
    func save(_ changes: [PersonChange], overwriting: Bool) async throws(StorageFailure) -> [StoredPerson]

    /// Adds `person` at `position` if given and free (putting back a removed person where they
    /// were), else after every other person, in one transaction; returns it as stored.
    func insert(_ person: Person, at position: Int64?) async throws(StorageFailure) -> StoredPerson

    /// Removes `person` in one transaction. Unless `overwriting`, fails with
    /// `StorageFailure.Kind.conflict` when someone else changed the person since
    /// `StoredPerson.revision` was read; a person already removed is not an error.
    func delete(_ person: StoredPerson, overwriting: Bool) async throws(StorageFailure)

    /// Other writers' commits, as they are noticed (each element: "the persons may have
    /// changed; read again what you show"). Ends when the consumer stops iterating.
    func changes() -> AsyncStream<StorageChange>
}

/// The same calls, answered without suspending: for stores on this machine (a file, an
/// embedded database), whose pages come back in well under a frame.
package protocol ImmediatePersonStorage: PersonStorage {
    func immediateOpen(initial: InitialContents) throws(StorageFailure) -> StorageStatus
    func immediateCheck() throws(StorageFailure)
    func immediateStatus() throws(StorageFailure) -> StorageStatus
    func immediatePage(_ request: PageRequest) throws(StorageFailure) -> [StoredPerson]
    func immediateCount(matching search: String) throws(StorageFailure) -> Int
    /// How many persons' names contain `search`, counting no further than `limit` (a result of
    /// `limit` means "at least that many"): what a search as you type can afford per keystroke.
    func immediateCount(matching search: String, upTo limit: Int) throws(StorageFailure) -> Int
    func immediateIndex(of id: UUID, in order: PersonOrder, matching search: String?) throws(StorageFailure) -> Int?
    /// Whether the store holds the person `id` (a lookup by id: wherever they are now, which
    /// in a file moves as persons before them are added or removed).
    func immediateContains(_ id: UUID) throws(StorageFailure) -> Bool
    /// Whether an immediate call waits on a server (which may not answer): the app then runs
    /// what it can in the background instead (finding a person in a new order, say).
    var waitsOnServer: Bool { get }
    func immediateSave(_ changes: [PersonChange], overwriting: Bool) throws(StorageFailure) -> [StoredPerson]
    func immediateInsert(_ person: Person, at position: Int64?) throws(StorageFailure) -> StoredPerson
    func immediateDelete(_ person: StoredPerson, overwriting: Bool) throws(StorageFailure)
}

extension ImmediatePersonStorage {
    /// The whole count, cut to `limit` (for stores whose count costs no more than that).
    package func immediateCount(matching search: String, upTo limit: Int) throws(StorageFailure) -> Int {
        min(try immediateCount(matching: search), limit)
    }

    package func open(initial: InitialContents) async throws(StorageFailure) -> StorageStatus {
        try immediateOpen(initial: initial)
    }

    package func check() async throws(StorageFailure) {
        try immediateCheck()
    }

    package func status() async throws(StorageFailure) -> StorageStatus {
        try immediateStatus()
    }

    package func page(_ request: PageRequest) async throws(StorageFailure) -> [StoredPerson] {
        try immediatePage(request)
    }

    package func count(matching search: String) async throws(StorageFailure) -> Int {
        try immediateCount(matching: search)
    }

    package func index(
        of id: UUID, in order: PersonOrder, matching search: String?
    ) async throws(StorageFailure) -> Int? {
        try immediateIndex(of: id, in: order, matching: search)
    }

    package var waitsOnServer: Bool { false }

    package func save(_ changes: [PersonChange], overwriting: Bool) async throws(StorageFailure) -> [StoredPerson] {
        try immediateSave(changes, overwriting: overwriting)
    }

    package func insert(_ person: Person, at position: Int64?) async throws(StorageFailure) -> StoredPerson {
        try immediateInsert(person, at: position)
    }

    package func delete(_ person: StoredPerson, overwriting: Bool) async throws(StorageFailure) {
        try immediateDelete(person, overwriting: overwriting)
    }
}

/// What a store that does not exist yet is created with.
package enum InitialContents: Sendable {
    /// Nothing: a store that does not exist is an error.
    case none
    /// The sample persons (a JSON document, as `Resources/persons.json`).
    case sample([UInt8])
    /// The persons of this JSON file if it exists (importing the old default file once), else
    /// the sample.
    case importing(path: String, otherwise: [UInt8])
}

/// A person as stored: with its place in the list and the revision it was read at.
package struct StoredPerson: Equatable, Sendable {
    package var person: Person
    /// The list's order: unique, increasing down the list.
    package var position: Int64
    /// Increases with every save of this person; a save names the revision it started from.
    package var revision: Int64

    package init(person: Person, position: Int64, revision: Int64) {
        self.person = person
        self.position = position
        self.revision = revision
    }
}

/// One person's new values, and the revision they were edited from.
package struct PersonChange: Equatable, Sendable {
    package var person: Person
    package var position: Int64
    package var baseRevision: Int64

    package init(person: Person, position: Int64, baseRevision: Int64) {
        self.person = person
        self.position = position
        self.baseRevision = baseRevision
    }
}

/// How many persons a store holds and how their positions run.
package struct StorageStatus: Equatable, Sendable {
    package var count: Int
    /// The positions are exactly 0 ..< count, so index and position are the same.
    package var isDense: Bool
    /// Something to tell the user about the open (a one-time import, say).
    package var notice: String?

    package init(count: Int, isDense: Bool, notice: String? = nil) {
        self.count = count
        self.isDense = isDense
        self.notice = notice
    }
}

/// Which page to read: up to `limit` persons, in `order`, found by key.
///
/// `from` is where to start: the start or end of the list, or just after (before) the person
/// at a known position (in a sorted order: after that person's sort key). `skipping` persons are passed over first, walking from there: the caller starts
/// from the nearest position it knows, so the walk is short; with dense positions it is 0.
///
/// With `matching`, only the persons whose names contain it (ignoring case and diacritics) are
/// read and counted: a search's results are paged as the whole list is, by position.
package struct PageRequest: Equatable, Sendable {
    package enum Anchor: Equatable, Sendable {
        case start
        case end
        case after(position: Int64)
        case before(position: Int64)
    }

    package var from: Anchor
    package var skipping: Int
    package var limit: Int
    /// Only the persons whose names contain this, ignoring case and diacritics (nil or empty: all).
    package var matching: String?
    /// The order pages run in.
    package var order: PersonOrder

    package init(from: Anchor, skipping: Int = 0, limit: Int, matching: String? = nil, order: PersonOrder = .stored) {
        self.from = from
        self.skipping = skipping
        self.limit = limit
        self.matching = matching
        self.order = order
    }

    /// The search, if there is one (an empty search is none).
    package var search: String? {
        guard let matching, !matching.isEmpty else { return nil }
        return matching
    }
}

/// What the change feed says.
package enum StorageChange: Equatable, Sendable {
    /// Another writer committed: counts, pages and revisions may all have changed.
    case changed
    /// The store's server cannot be reached; it is being retried (server stores only).
    case offline
    /// The server is back after `offline`; anything may have changed meanwhile.
    case online
}

/// Why the store could not do what was asked, naming the place and the reason.
package struct StorageFailure: Error, Equatable, CustomStringConvertible, Sendable {
    package enum Kind: Equatable, Sendable {
        /// The store could not be opened or understood; it will not be written.
        case unusable
        /// A read or write failed; trying again may work.
        case failed
        /// Someone else changed what is being saved.
        case conflict
    }

    package var kind: Kind
    package var path: String
    package var reason: String

    package init(_ kind: Kind, path: String, reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): \(reason)" }
}
