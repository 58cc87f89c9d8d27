import TerminalUICore

/// The form for one person, as the article builds it: a name field and an age stepper bound
/// to the person in the store (every keystroke writes through, so the list and the title
/// change as you type), then Save.
///
/// Save (the button, or Ctrl-S anywhere in the form) checks the name, writes the data file
/// and closes the form (`u` in the list undoes the save); Esc drops the form's edits (back to the values the person had when the
/// form opened, or to another process's save of it since) and closes it. The age's changes
/// show in a status line and a "modified" marker shows while the person differs from what was
/// opened — both driven by the onChange backport — and a "changed by someone else" marker once
/// another writer saved the person being edited. A paste into the name is cut at the name's
/// limit, and a typed age clamped to the ages, each saying so in the status line.
///
/// When another writer deletes the person while the form holds edits, the form stays open with
/// them and says "deleted by someone else"; Save then asks whether to add the person again
/// (with the form's values, the same id, where they were) or discard the edits.
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
    /// Set when Save found the person deleted by another writer: the user picks what happens.
    @State private var deletion: String?
    /// The last typed age that had to be clamped (the value written, and what to say), until
    /// the age next changes.
    @State private var clampNote: (age: Int, message: String)?

    package init(person: Binding<Person>, store: PersonStore) {
        _person = person
        self.store = store
        _original = State(initialValue: person.wrappedValue)
    }

    package var body: some View {
        Form {
            Section(header: Text("Personal information")) {
                TextField("type something...", text: $person.name)
                    .pasteLimit(Person.maxNameLength) { _ in status = Self.pasteCutMessage }
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
                }
                // On a row of its own, so that it shows whole in a narrow terminal.
                if store.isDeletedElsewhere(person) {
                    Text("● deleted by someone else").foregroundColor(.red)
                } else if store.isChangedElsewhere(person) {
                    Text("● changed by someone else").foregroundColor(.red)
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
        .onClampedEntry { typed, clamped in
            let message = Self.clampMessage(typed: typed, clamped: clamped)
            status = message
            clampNote = (clamped, message)
        }
        .valueChanged(of: person.age) { previous, current in
            // A clamped typed age says so rather than what it changed from.
            status = clampNote.flatMap { $0.age == current ? $0.message : nil } ?? "Age \(previous) → \(current)"
            clampNote = nil
        }
        .trackTransition(of: person == original, from: true) {
            isModified = true
        }
        .trackTransition(of: person == original, from: false) {
            isModified = false
        }
        .focusedValue(\.keyHelp, KeyTable.form.helpBars)
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
        .alert(deletion ?? "", isPresented: Binding(ifNotNil: $deletion)) {
            Button("Cancel", role: .cancel) {}
            Button("Add Again") {
                save(overwriting: true)
            }
            Button("Discard", role: .destructive, action: cancel)
        } message: {
            Text("Add them again with the values in this form, or discard the changes?")
        }
    }

    /// What Save asks when another writer deleted the person being edited.
    static func deletionQuestion(for name: String) -> String {
        "\(name) was deleted by someone else while this form was open."
    }

    /// What the form says when a paste into the name was cut to the name's limit (short, to
    /// fit a narrow form).
    static let pasteCutMessage = "Paste cut at \(Person.maxNameLength) characters"

    /// What the form says when a typed age was out of range.
    static func clampMessage(typed: Int, clamped: Int) -> String {
        "Typed \(typed); \(clamped) is the \(clamped < typed ? "most" : "least")"
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
        if !overwriting, store.isDeletedElsewhere(person) {
            deletion = Self.deletionQuestion(for: person.name)
            return
        }
        do {
            try store.save(overwriting: overwriting, undoManager: undoManager)
            presentation.wrappedValue.dismiss()
        } catch  where error.isConflict {
            if store.isDeletedElsewhere(person) {
                deletion = Self.deletionQuestion(for: person.name)
            } else {
                conflict = error.message
            }
        } catch {
            store.error = error.message
        }
    }

    /// Drops the form's edits (the person shows as saved: the values it had when the form
    /// opened, or another process's save since; or, deleted by someone else, not at all), and
    /// closes the form. Writing `original` back instead would be an edit of its own, which a
    /// later Save would write over that other save.
    private func cancel() {
        if person != original || store.isDeletedElsewhere(person) {
            store.discardEdit(of: person.id)
        }
        presentation.wrappedValue.dismiss()
    }
}
