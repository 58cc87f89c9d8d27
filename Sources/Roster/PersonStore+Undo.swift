import TerminalUI

/// Adding and deleting with undo: each registers its opposite with the undo manager, and the
/// opposite registers the action again (so redo works, level after level). Undo restores
/// exactly: the same id, the same values, the same place in the list, written to storage.
extension PersonStore {
    /// Adds `person` (see `add(_:at:)`) and selects them, wherever the order puts them;
    /// undoing deletes them again.
    package func add(_ person: Person, undoManager: UndoManager?) throws(SaveError) {
        let added = try add(person)
        selection = added.person.id
        locate(added)
        registerUndoOfAdd(added, with: undoManager)
    }

    /// Deletes the person at `index` (see `delete(at:)`); undoing puts them back.
    package func delete(at index: Int, undoManager: UndoManager?) throws(SaveError) {
        let removed = try delete(at: index)
        registerUndoOfDelete(removed, with: undoManager)
    }

    private func registerUndoOfAdd(_ added: StoredPerson, with undoManager: UndoManager?) {
        undoManager?.registerUndo(withTarget: self) { store in
            do throws(SaveError) {
                let removed = try store.delete(added, overwriting: true)
                store.registerUndoOfDelete(removed, with: undoManager)
            } catch {
                store.error = error.message
            }
        }
    }

    private func registerUndoOfDelete(_ removed: StoredPerson, with undoManager: UndoManager?) {
        undoManager?.registerUndo(withTarget: self) { store in
            do throws(SaveError) {
                let added = try store.add(removed.person, at: removed.position)
                store.registerUndoOfAdd(added, with: undoManager)
            } catch {
                store.error = error.message
            }
        }
    }
}
