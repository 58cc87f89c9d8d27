import Foundation
import TerminalUICore

/// The persons, read from and saved to storage; the app's one source of truth.
///
/// As in the article, views hold it as an `ObservableObject` and edit persons through
/// bindings (`$store.persons[index]`) that write straight into `persons`. But `persons` is not
/// an array: as SwiftUI's `FetchedResults`, it is a collection over the storage holding a
/// count and the pages around what is on screen, so a million persons cost what a screenful
/// does. Edits wait in memory (the list and the title show them at once); only `save()` writes
/// them to storage, and only those.
///
/// When another process commits to the same database, the store notices within a second
/// (the storage's change feed), reads the count and the pages on screen again, and publishes
/// the change, so the screen follows without a key press.
@MainActor
package final class PersonStore: ObservableObject {
    /// Where the store is in opening its storage.
    package enum LoadState: Equatable, Sendable {
        case notLoaded
        case loading
        case loaded
        /// The storage could not be opened or understood; it will not be written.
        case failed(StorageFailure)
    }

    @Published package var persons: PersonResults
    @Published package internal(set) var loadState: LoadState = .notLoaded
    /// The one message the app shows in an alert (load, save and validation errors).
    @Published package var error: String?
    /// Something the app tells once, without it being an error (a one-time import, say).
    @Published package var notice: String?
    /// Whether the storage's server cannot be reached right now (it is being retried).
    @Published package internal(set) var isOffline = false
    /// Whether the app asks before quitting (Ctrl-C while offline with unsaved edits).
    @Published package var isConfirmingQuit = false
    /// Whether the new-person form is open with something typed in it (not saved yet).
    package var hasUnsavedNewPerson = false

    let storage: any ImmediatePersonStorage
    let pager: PersonPager
    /// What opening creates when the storage does not exist yet (a reload never creates).
    var initial: InitialContents
    /// The open in flight, if any (tests await it).
    package internal(set) var loadTask: Task<Void, Never>?
    /// Whether the storage passed its check since it was opened (saves wait for it).
    var isChecked = false
    /// Follows other processes' commits while the store is loaded.
    var changeTask: Task<Void, Never>?

    /// A store on the JSON file `file`; on the first run (no file yet) the file is created from `sample`.
    package convenience init(file: PersonsFile, sample: [UInt8]? = nil) {
        self.init(storage: JSONPersonStorage(file: file), initial: sample.map(InitialContents.sample) ?? .none)
    }

    /// A store holding `persons` in memory only (previews, tests, benchmarks).
    package convenience init(persons: [Person]) {
        self.init(storage: JSONPersonStorage(persons: persons), initial: .none)
        pager.reset(to: StorageStatus(count: persons.count, isDense: true))
        loadState = .loaded
    }

    /// A store on `storage`, created from `initial` if it does not exist yet.
    package init(storage: any ImmediatePersonStorage, initial: InitialContents) {
        self.storage = storage
        self.initial = initial
        let pager = PersonPager(storage: storage)
        self.pager = pager
        self.persons = PersonResults(pager: pager)
        pager.onReadFailure = { [weak self] failure in
            Task { @MainActor in self?.show(readFailure: failure) }
        }
    }

    isolated deinit {
        changeTask?.cancel()
    }

    /// The JSON file the store reads and writes, if that is its storage.
    package var file: PersonsFile? {
        (storage as? JSONPersonStorage)?.file
    }

    /// Whether storage is being opened.
    package var isLoading: Bool {
        loadState == .loading || loadState == .notLoaded && hasStorage
    }

    /// Whether there is storage to open (an in-memory store has none).
    var hasStorage: Bool {
        !(storage is JSONPersonStorage) || file != nil
    }

    /// A read that failed: what is shown stays, and the alert says why.
    func show(readFailure failure: StorageFailure) {
        error = "Could not read \(failure.path): \(failure.reason)."
    }

    /// What the list is searched for (empty: everyone): `persons` then holds only the persons
    /// whose names contain it, ignoring case and diacritics, paged as the whole list is — the
    /// first 1,000 of them at most (`isSearchCut`), so a keystroke never counts them all. Back
    /// to everyone, the selected person is found again wherever they are (`locate`).
    package var searchText: String {
        get { pager.search ?? "" }
        set {
            guard newValue != searchText else { return }
            let kept = newValue.isEmpty ? selectedStoredPerson : nil
            objectWillChange.send()
            do {
                try pager.search(for: newValue)
            } catch {
                show(readFailure: error)
            }
            locate(kept)
        }
    }

    /// The id of the person selected in the list (the list's `selection` binding). Not
    /// published: the list writes it as the selection moves, and reads it when it lays out.
    package var selection: Person.ID?

    /// The order the list shows persons in (`sort(by:)`).
    package var order: PersonOrder { pager.order }

    /// Shows the persons in `order`, read from storage a page at a time in that order; the
    /// selected person stays selected wherever the order puts them.
    package func sort(by order: PersonOrder) {
        guard order != pager.order else { return }
        let kept = selectedStoredPerson
        objectWillChange.send()
        do {
            try pager.sort(by: order)
        } catch {
            show(readFailure: error)
        }
        locate(kept)
    }

    /// The selected person as storage has them, if a cached page holds them (it is on screen).
    private var selectedStoredPerson: StoredPerson? {
        selection.flatMap(pager.cachedStoredPerson(withID:))
    }

    /// Asks the storage where `stored` is in the current order and search, so that the list
    /// can select them there and the pages around them are read from their key (not walked
    /// to). A store on this machine answers at once; a server is asked in the background (the
    /// main actor never waits on it), and the selection moves when it answers, if the order
    /// and search are still the same.
    func locate(_ stored: StoredPerson?) {
        guard let stored else { return }
        let id = stored.person.id
        let order = pager.order
        let search = pager.search
        // Added at the end of the stored order: the last row, without asking storage to count
        // (at a million persons a count of everyone before them, or a map of every id).
        if order == .stored, search == nil, pager.count > 0, pager.stored(at: pager.count - 1).person.id == id {
            pager.locate(stored, at: pager.count - 1)
            return
        }
        guard storage.waitsOnServer else {
            if let index = try? storage.immediateIndex(of: id, in: order, matching: search) {
                pager.locate(stored, at: index)
            }
            return
        }
        let storage = storage
        Task { [weak self] in
            let found = try? await storage.index(of: id, in: order, matching: search)
            guard let self, let index = found ?? nil, self.pager.order == order, self.pager.search == search else {
                return
            }
            self.objectWillChange.send()
            self.pager.locate(stored, at: index)
        }
    }

    /// Whether the search matches more persons than it lists (`persons` holds the first 1,000).
    package var isSearchCut: Bool { pager.isSearchCut }

    /// How many persons the storage holds, whatever the search.
    package var totalCount: Int { pager.totalCount }

    /// Whether someone else saved `person` since its unsaved edits here began (Save will ask).
    package func isChangedElsewhere(_ person: Person) -> Bool {
        pager.isChangedElsewhere(person.id)
    }

    /// Whether someone else deleted `person` since its unsaved edits here began: the row and
    /// the form keep the edit, and Save asks (add the person again, or discard the edit).
    package func isDeletedElsewhere(_ person: Person) -> Bool {
        pager.isDeletedElsewhere(person.id)
    }

    /// Ctrl-C: quits at once (false), unless the database is offline and a form (or the
    /// new-person form) holds unsaved edits, which could then not even be saved somewhere else first: the app asks instead
    /// (`isConfirmingQuit`, true). A second Ctrl-C while it asks quits.
    package func interrupt() -> Bool {
        guard isOffline, !pager.edits.isEmpty || hasUnsavedNewPerson, !isConfirmingQuit else { return false }
        isConfirmingQuit = true
        return true
    }

    /// Another writer committed: read the count and the pages again, and redraw. With
    /// `findingDeleted`, also look up whether each person with an unsaved edit is still stored
    /// (`isDeletedElsewhere`).
    package func storageChanged(findingDeleted: Bool = false) {
        guard loadState == .loaded else { return }
        do {
            try pager.refresh(findingDeleted: findingDeleted)
        } catch {
            show(readFailure: error)
        }
        objectWillChange.send()
    }

    /// Why saving would be refused right now, if it would be.
    package var saveProblem: String? {
        switch loadState {
        case .failed(let failure):
            return
                "Not saved: \(failure.path) could not be opened (\(failure.reason)), and roster does not write over a file it could not read."
        case .notLoaded, .loading:
            return hasStorage ? "Not saved: the data file is still loading." : nil
        case .loaded:
            return isChecked || !hasStorage
                ? nil : "Not saved: roster is still checking \(storage.location); try again in a moment."
        }
    }

    /// Writes the edited persons to storage, in one transaction (the JSON file: every person,
    /// atomically).
    ///
    /// If another program changed what is being saved since it was read (for the JSON file:
    /// the file at all), nothing is written and the error says so (`isConflict`), unless
    /// `overwriting`; the store then reads again what is shown (so `isChangedElsewhere` and
    /// `isDeletedElsewhere` say what the conflict is). Overwriting a person deleted elsewhere
    /// adds them again, with the same id, where they were if that place is free.
    package func save(overwriting: Bool = false) throws(SaveError) {
        _ = try saveEdits(overwriting: overwriting)
    }

    /// Saves as `save(overwriting:)` does, and returns the persons as stored. Nothing is written
    /// while any waiting edit holds a name or an age that is not allowed: a form checks only its
    /// own person, but Save writes every waiting edit (the error names whose edit it is).
    func saveEdits(overwriting: Bool) throws(SaveError) -> [StoredPerson] {
        guard hasStorage else { return [] }
        let edits = pager.edits
        for change in edits {
            if let problem = change.person.problem {
                let whose = Self.shortName(change.person.name)
                throw SaveError(message: "Not saved: the unsaved edit of \(whose): \(problem).")
            }
        }
        let saved = try write(edits, overwriting: overwriting)
        pager.discardEdits()
        storageChanged()
        return saved
    }

    /// Writes `changes` through the storage's save (one transaction, refused as `save` is and
    /// on a conflict unless `overwriting`), and notes the revisions written (see `latest(_:)`).
    func write(_ changes: [PersonChange], overwriting: Bool) throws(SaveError) -> [StoredPerson] {
        if let problem = saveProblem { throw SaveError(message: problem) }
        let saved: [StoredPerson]
        do throws(StorageFailure) {
            saved = try storage.immediateSave(changes, overwriting: overwriting)
        } catch  where error.kind == .conflict {
            storageChanged(findingDeleted: true)
            throw SaveError(message: "\(error.path) \(error.reason).", isConflict: true)
        } catch {
            throw SaveError(
                message: "Could not save \(error.path): \(error.reason). Your changes are still here; try again.")
        }
        saved.forEach(noteWritten)
        return saved
    }

    /// `name` quoted for a message, its first 20 characters at most.
    static func shortName(_ name: String) -> String {
        "“\(name.count > 20 ? name.prefix(20) + "…" : name)”"
    }

    /// The values each person with an unsaved edit had in storage when the edit began.
    var editOriginals: [Person.ID: Person] {
        var originals: [Person.ID: Person] = [:]
        for change in pager.edits {
            originals[change.person.id] = pager.original(of: change.person.id)
        }
        return originals
    }

    /// The revision of each person as this store last wrote it: an undo names it, so that it
    /// is refused (not written over) when another program saved the person since.
    private var writtenRevisions: [Person.ID: Int64] = [:]

    private func noteWritten(_ stored: StoredPerson) {
        writtenRevisions[stored.person.id] = stored.revision
    }

    /// `stored` at the revision this store wrote last (an undo's record may be older: the
    /// person was saved again here since).
    func latest(_ stored: StoredPerson) -> StoredPerson {
        var latest = stored
        latest.revision = writtenRevisions[stored.person.id] ?? stored.revision
        return latest
    }

    /// Adds `person` after every other person (or at `position`, where a deleted person was, if
    /// it is free), in storage at once, and returns where they are stored. Refused as `save` is,
    /// and when the name or the age is not allowed.
    @discardableResult
    package func add(_ person: Person, at position: Int64? = nil) throws(SaveError) -> StoredPerson {
        if let problem = person.problem {
            throw SaveError(message: problem)
        }
        if let problem = saveProblem { throw SaveError(message: problem) }
        let stored: StoredPerson
        do throws(StorageFailure) {
            stored = try storage.immediateInsert(person, at: position)
        } catch  where error.kind == .conflict {
            throw SaveError(message: "\(error.path) \(error.reason).", isConflict: true)
        } catch {
            throw SaveError(message: "Could not save \(error.path): \(error.reason).")
        }
        noteWritten(stored)
        storageChanged()
        return stored
    }

    /// Removes the person at `index` from storage at once (with any unsaved edit of theirs), and
    /// returns them as they were stored. Refused as `save` is, and when another program changed
    /// the person since it was read (`isConflict`), unless `overwriting`.
    @discardableResult
    package func delete(at index: Int, overwriting: Bool = false) throws(SaveError) -> StoredPerson {
        try delete(pager.stored(at: index), overwriting: overwriting)
    }

    /// Removes `stored` from storage at once (see `delete(at:overwriting:)`).
    @discardableResult
    package func delete(_ stored: StoredPerson, overwriting: Bool = false) throws(SaveError) -> StoredPerson {
        if let problem = saveProblem {
            throw SaveError(message: problem.replacingOccurrences(of: "Not saved", with: "Not deleted"))
        }
        do throws(StorageFailure) {
            try storage.immediateDelete(stored, overwriting: overwriting)
        } catch  where error.kind == .conflict {
            throw SaveError(message: "\(error.path) \(error.reason).", isConflict: true)
        } catch {
            throw SaveError(message: "Could not delete from \(error.path): \(error.reason).")
        }
        pager.discardEdit(of: stored.person.id)
        writtenRevisions[stored.person.id] = nil
        storageChanged()
        return stored
    }

    /// Drops the unsaved edit of one person: it shows as saved again (with another process's
    /// change to it, if there was one, rather than the values the edit started from).
    package func discardEdit(of id: Person.ID) {
        objectWillChange.send()
        pager.discardEdit(of: id)
    }

    /// Why a save did not happen, in words for the user.
    package struct SaveError: Error, CustomStringConvertible, Sendable {
        package let message: String
        /// The file changed on disk since it was read: the user must choose what wins.
        package let isConflict: Bool

        package init(message: String, isConflict: Bool = false) {
            self.message = message
            self.isConflict = isConflict
        }

        package var description: String { message }
    }
}
