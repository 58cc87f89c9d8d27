import TerminalUI

/// Adding, deleting and saving edits with undo: each registers its opposite with the undo
/// manager, and the opposite registers the action again (so redo works, level after level).
/// Undo restores exactly: the same id, the same values, the same place in the list, written to
/// storage through the same calls as the action. An undo names the revision this store wrote
/// last, so a person another program changed since is not written over: the undo is refused
/// with the conflict in the store's error.
extension PersonStore {
    /// Saves the edited persons (see `save(overwriting:)`); undoing puts back the values they
    /// had when their edits began.
    package func save(overwriting: Bool = false, undoManager: UndoManager?) throws(SaveError) {
        let originals = editOriginals
        let saved = try saveEdits(overwriting: overwriting)
        let undoable = saved.compactMap { stored in originals[stored.person.id].map { SavedEdit(stored: stored, previous: $0) } }
        registerUndoOfSave(undoable, with: undoManager)
    }

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

    /// A saved person, and the values it had before that save.
    private struct SavedEdit {
        let stored: StoredPerson
        let previous: Person
    }

    private func registerUndoOfSave(_ edits: [SavedEdit], with undoManager: UndoManager?) {
        guard !edits.isEmpty else { return }
        undoManager?.registerUndo(withTarget: self) { store in
            let changes = edits.map { edit in
                let stored = store.latest(edit.stored)
                return PersonChange(person: edit.previous, position: stored.position, baseRevision: stored.revision)
            }
            do throws(SaveError) {
                let restored = try store.write(changes, overwriting: false)
                edits.forEach { store.discardEdit(of: $0.stored.person.id) }
                store.storageChanged()
                let redo = restored.compactMap { stored in
                    edits.first { $0.stored.person.id == stored.person.id }.map { SavedEdit(stored: stored, previous: $0.stored.person) }
                }
                store.registerUndoOfSave(redo, with: undoManager)
            } catch {
                store.error = error.message
            }
        }
    }

    private func registerUndoOfAdd(_ added: StoredPerson, with undoManager: UndoManager?) {
        undoManager?.registerUndo(withTarget: self) { store in
            do throws(SaveError) {
                let removed = try store.delete(store.latest(added))
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
