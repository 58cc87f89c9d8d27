import Foundation
import TerminalUICore

/// Opening the storage, checking it in the background, following other writers' commits, and
/// reloading: the store's life from `notLoaded` to `loaded` (or `failed`).
extension PersonStore {
    /// Reads the storage again, replacing every person (and any unsaved edit) with what it holds.
    package func reload() {
        guard hasStorage, loadState != .loading else { return }
        pager.discardEdits()
        loadState = .notLoaded
        isChecked = false
        fetch()
    }

    /// Opens the storage, off the main actor, once; publishes the result on the main actor.
    /// Calling it again (the list re-appearing) does nothing.
    package func fetch() {
        guard hasStorage, loadState == .notLoaded else { return }
        loadState = .loading
        let storage = storage
        let initial = initial
        // Only the first open creates the storage: a reload of a file removed meanwhile must
        // not write the sample over the user's choice (only Save writes).
        self.initial = .none
        // The opening starts now, on another thread, without waiting for the main actor (at
        // launch it overlaps setting up the terminal and the first frame).
        let opening = Task.detached(priority: .userInitiated) { () -> Result<StorageStatus, StorageFailure> in
            do throws(StorageFailure) {
                return .success(try await storage.open(initial: initial))
            } catch {
                return .failure(error)
            }
        }
        loadTask = Task {
            self.finishLoading(await opening.value)
            guard self.loadState == .loaded else { return }
            // The list shows now; the check of the whole store goes on in the background.
            let checking = Task.detached(priority: .utility) { () -> StorageFailure? in
                do throws(StorageFailure) {
                    try await storage.check()
                    return nil
                } catch {
                    return error
                }
            }
            self.finishChecking(await checking.value)
        }
    }

    /// Opens the storage at once, on the calling thread (tools and benchmarks; the app uses `fetch()`).
    package func openNow() {
        guard hasStorage, loadState == .notLoaded else { return }
        let initial = initial
        self.initial = .none
        finishLoading(
            Result { () throws(StorageFailure) -> StorageStatus in try storage.immediateOpen(initial: initial) })
        guard loadState == .loaded else { return }
        do throws(StorageFailure) {
            try storage.immediateCheck()
            finishChecking(nil)
        } catch {
            finishChecking(error)
        }
    }

    /// The background check's outcome: a damaged store is refused as one that cannot be opened.
    private func finishChecking(_ failure: StorageFailure?) {
        guard let failure else {
            isChecked = true
            return
        }
        refuse(failure)
    }

    private func finishLoading(_ result: Result<StorageStatus, StorageFailure>) {
        switch result {
        case .success(let status):
            pager.reset(to: status)
            objectWillChange.send()
            loadState = .loaded
            if let message = status.notice { notice = message }
            followChanges()
        case .failure(let failure):
            refuse(failure)
        }
    }

    /// Listens to the storage's change feed: another process's commit re-reads what is shown.
    private func followChanges() {
        guard changeTask == nil else { return }
        let changes = storage.changes()
        changeTask = Task { [weak self] in
            for await change in changes {
                guard let self else { return }
                switch change {
                case .changed:
                    self.storageChanged(findingDeleted: true)
                case .offline:
                    self.isOffline = true
                case .online:
                    self.isOffline = false
                    self.storageChanged(findingDeleted: true)
                }
            }
        }
    }

    /// Storage that could not be opened or passed no check: what was shown stays (a failed
    /// reload), but nothing will be written.
    private func refuse(_ failure: StorageFailure) {
        loadState = .failed(failure)
        error =
            "Could not open \(failure.path): \(failure.reason). The file is left as it is; roster will not write to it."
    }
}
