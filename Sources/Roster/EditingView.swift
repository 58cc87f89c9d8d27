import TerminalUI

/// The form for one person, as the article builds it: a name field and an age stepper bound
/// to the person in the store (every keystroke writes through, so the list and the title
/// change as you type), then Save.
///
/// Save (the button, or Ctrl-S anywhere in the form) checks the name, writes the data file
/// and closes the form (`u` in the list undoes the save); Esc drops the form's edits (back to the values the person had when the
/// form opened, or to another process's save of it since) and closes it. The age's changes
/// show in a status line and a "modified" marker shows while the person differs from what was
/// opened — both driven by the onChange backport — and a "changed by someone else" marker once
/// another writer saved the person being edited.
package struct EditingView: View {
    @Environment(\.presentationMode) var presentation
    @Environment(\.undoManager) private var undoManager
    @Binding var person: Person
    let store: PersonStore

    /// The person as the form found it.
    @State private var original: Person
    @State private var status = ""
    @State private var isModified = false
    /// Set when the file changed on disk since it was loaded: the user picks what wins.
    @State private var conflict: String?

    package init(person: Binding<Person>, store: PersonStore) {
        _person = person
        self.store = store
        _original = State(initialValue: person.wrappedValue)
    }

    package var body: some View {
        Form {
            Section(header: Text("Personal information")) {
                TextField("type something...", text: $person.name)
                Stepper(value: $person.age, in: Person.ages) {
                    Text("Age: \(person.age)")
                }
            }
            Section {
                HStack {
                    Button("Save", action: save)
                        .keyboardShortcut("s", modifiers: .control)
                    if isModified {
                        Text("● modified").foregroundColor(.yellow)
                    }
                    if store.isChangedElsewhere(person) {
                        Text("● changed by someone else").foregroundColor(.red)
                    }
                }
                if !status.isEmpty {
                    Text(status).foregroundColor(.secondary)
                }
            }
        }
        .navigationBarTitle(Text(person.name))
        .onKeyPress(.escape) {
            cancel()
            return .handled
        }
        .valueChanged(of: person.age) { previous, current in
            status = "Age \(previous) → \(current)"
        }
        .trackTransition(of: person == original, from: true) {
            isModified = true
        }
        .trackTransition(of: person == original, from: false) {
            isModified = false
        }
        .focusedValue(\.keyHelp, KeyTable.form.helpBar)
        .alert(conflict ?? "", isPresented: Binding(ifNotNil: $conflict)) {
            Button("Cancel", role: .cancel) {}
            Button("Reload") {
                // Drop the form's edits first, so that they are gone even if the reload fails.
                if person != original {
                    person = original
                }
                store.reload()
                presentation.wrappedValue.dismiss()
            }
            Button("Overwrite", role: .destructive) {
                save(overwriting: true)
            }
        } message: {
            Text("Reload it (dropping the changes in this form), or overwrite it with roster's version?")
        }
    }

    /// Checks the name, writes the file and closes the form; or says what is wrong.
    private func save() {
        save(overwriting: false)
    }

    private func save(overwriting: Bool) {
        if let problem = Person.problem(withName: person.name) {
            store.error = problem
            return
        }
        do {
            try store.save(overwriting: overwriting, undoManager: undoManager)
            presentation.wrappedValue.dismiss()
        } catch where error.isConflict {
            conflict = error.message
        } catch {
            store.error = error.message
        }
    }

    /// Drops the form's edits (the person shows as saved: the values it had when the form
    /// opened, or another process's save since), and closes the form. Writing `original` back
    /// instead would be an edit of its own, which a later Save would write over that other save.
    private func cancel() {
        if person != original {
            store.discardEdit(of: person.id)
        }
        presentation.wrappedValue.dismiss()
    }
}
