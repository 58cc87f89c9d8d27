import Foundation
import TerminalUI

/// The persons, loaded from and saved to the data file; the app's one source of truth.
///
/// As in the article, views hold it as an `ObservableObject` and edit persons through
/// bindings (`$store.persons[index]`) that write straight into `persons`. Only `save()` writes
/// the data file.
@MainActor
public final class PersonStore: ObservableObject {
    /// Where the store is in loading its file.
    public enum LoadState: Equatable, Sendable {
        case notLoaded
        case loading
        case loaded
        /// The file could not be read or understood; it will not be written.
        case failed(PersonsFile.Failure)
    }

    @Published public var persons: [Person]
    @Published public private(set) var loadState: LoadState = .notLoaded
    /// The one message the app shows in an alert (load, save and validation errors).
    @Published public var error: String?

    public let file: PersonsFile?
    /// What the first load writes when there is no data file yet (a reload never does).
    private var sample: [UInt8]?
    private var fingerprint: PersonsFile.Fingerprint?
    /// The load in flight, if any (tests await it).
    public private(set) var loadTask: Task<Void, Never>?

    /// A store backed by `file`; on the first run (no file yet) the file is created from `sample`.
    public init(file: PersonsFile, sample: [UInt8]? = nil) {
        self.file = file
        self.sample = sample
        self.persons = []
    }

    /// A store holding `persons` in memory only (previews, tests, benchmarks).
    public init(persons: [Person]) {
        self.file = nil
        self.sample = nil
        self.persons = persons
        self.loadState = .loaded
    }

    /// Whether the file is being loaded.
    public var isLoading: Bool {
        loadState == .loading || loadState == .notLoaded && file != nil
    }

    /// Loads the data file, off the main actor, once; publishes the result on the main actor.
    /// Calling it again (the list re-appearing) does nothing.
    public func fetch() {
        guard let file, loadState == .notLoaded else { return }
        loadState = .loading
        let sample = sample
        // Only the first run creates the file: a reload of a file removed meanwhile must not
        // write the sample over the user's choice (only Save writes the data file).
        self.sample = nil
        // The reading starts now, on another thread, without waiting for the main actor (at
        // launch the list appears during the first frame, which the reading then overlaps).
        let reading = Task.detached(priority: .userInitiated) {
            Result { () throws(PersonsFile.Failure) -> PersonsFile.Contents in try file.load(creatingWith: sample) }
        }
        loadTask = Task {
            self.finishLoading(await reading.value)
        }
    }

    private func finishLoading(_ result: Result<PersonsFile.Contents, PersonsFile.Failure>) {
        switch result {
        case .success(let contents):
            persons = contents.persons
            fingerprint = contents.fingerprint
            loadState = .loaded
        case .failure(let failure):
            loadState = .failed(failure)
            error = "Could not open \(failure.path): \(failure.reason). The file is left as it is; roster will not write to it."
        }
    }

    /// Why saving would be refused right now, if it would be.
    public var saveProblem: String? {
        switch loadState {
        case .failed(let failure):
            return "Not saved: \(failure.path) could not be opened (\(failure.reason)), and roster does not write over a file it could not read."
        case .notLoaded, .loading:
            return file == nil ? nil : "Not saved: the data file is still loading."
        case .loaded:
            return nil
        }
    }

    /// Writes every person to the data file, atomically.
    ///
    /// If the file changed on disk since it was loaded (another program, another roster),
    /// nothing is written and the error says so (`isConflict`), unless `overwriting`.
    public func save(overwriting: Bool = false) throws(SaveError) {
        if let problem = saveProblem { throw SaveError(message: problem) }
        guard let file else { return }
        let current = file.currentFingerprint()
        if !overwriting, current != fingerprint {
            let change = current == nil ? "was removed or renamed" : "was changed by another program"
            throw SaveError(message: "\(file.path) \(change) since roster opened it.", isConflict: true)
        }
        do {
            fingerprint = try file.save(persons)
        } catch {
            throw SaveError(message: "Could not save \(error.path): \(error.reason). Your changes are still here; try again.")
        }
    }

    /// Reads the data file again, replacing every person (and any unsaved edit) with what is on disk.
    public func reload() {
        guard file != nil, loadState != .loading else { return }
        loadState = .notLoaded
        fetch()
    }

    /// Why a save did not happen, in words for the user.
    public struct SaveError: Error, CustomStringConvertible, Sendable {
        public let message: String
        /// The file changed on disk since it was read: the user must choose what wins.
        public let isConflict: Bool

        public init(message: String, isConflict: Bool = false) {
            self.message = message
            self.isConflict = isConflict
        }

        public var description: String { message }
    }
}
