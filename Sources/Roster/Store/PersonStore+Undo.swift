import TerminalUICore

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
        let undoable = saved.compactMap { stored in
            originals[stored.person.id].map { SavedEdit(stored: stored, previous: $0) }
        }
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

    /// Deletes the person at `index` (see `delete(at:)`); undoing puts them back, selected. If
    /// they were selected, the person now at their place is (see `selectRow(at:insteadOf:)`).
    package func delete(at index: Int, undoManager: UndoManager?) throws(SaveError) {
        let removed = try delete(at: index)
        selectRow(at: index, insteadOf: removed.person.id)
        registerUndoOfDelete(removed, with: undoManager)
    }

    /// After the person `id` left the list from the row at `index`: if they were selected, the
    /// person now at that row (the one after them, or the last one) is selected instead, as
    /// the list shows it — so that the list does not go on looking for the deleted person
    /// around their old place at every layout.
    private func selectRow(at index: Int?, insteadOf id: Person.ID) {
        guard selection == id else { return }
        let count = persons.count
        guard let index, count > 0 else {
            selection = nil
            return
        }
        selection = persons[min(index, count - 1)].id
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
                    edits.first { $0.stored.person.id == stored.person.id }.map {
                        SavedEdit(stored: stored, previous: $0.stored.person)
                    }
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
                let row = store.persons.offset(ofElementWithID: added.person.id)
                let removed = try store.delete(store.latest(added))
                store.selectRow(at: row, insteadOf: removed.person.id)
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
                // Back in their place, and selected there, as an added person is.
                store.selection = added.person.id
                store.locate(added)
                store.registerUndoOfAdd(added, with: undoManager)
            } catch {
                store.error = error.message
            }
        }
    }
}
