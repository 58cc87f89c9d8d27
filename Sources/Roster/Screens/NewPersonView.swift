import TerminalUICore

/// The form for a person who is not in the roster yet, shown in a sheet: a name field, an age
/// stepper and Save. Save (the button, or Ctrl-S) checks the name as an edit's Save does and
/// adds the person to storage at once; Esc closes the sheet and nothing is added. A paste cut
/// at the name's limit or a typed age clamped to the ages is said under Save.
package struct NewPersonView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.undoManager) private var undoManager
    let store: PersonStore

    @State private var person = Person(id: UUID(), name: "", age: NewPersonView.initialAge)
    /// Why the person was not added (shown in the sheet's own alert, above the form).
    @State private var problem: String?
    /// What a paste or a typed age had to be cut to fit (shown under Save).
    @State private var status = ""

    /// The age a new person starts with.
    package static let initialAge = 30

    package init(store: PersonStore) {
        self.store = store
    }

    package var body: some View {
        Form {
            Section(header: Text("New person")) {
                TextField("Name", text: $person.name)
                    .pasteLimit(Person.maxNameLength) { _ in status = EditingView.pasteCutMessage }
                Stepper(value: $person.age, in: Person.ages) {
                    Text("Age: \(person.age)")
                }
            }
            Section {
                Button("Save", action: save)
                    .keyboardShortcut("s", modifiers: .control)
                if !status.isEmpty {
                    Text(status).foregroundColor(.secondary)
                }
            }
        }
        .onClampedEntry { typed, clamped in
            status = EditingView.clampMessage(typed: typed, clamped: clamped)
        }
        .focusedValue(\.keyHelp, KeyTable.newPerson.helpBars)
        // Whether Ctrl-C has something unsaved to ask about (`PersonStore.interrupt`).
        .onChange(of: person) { _, person in
            store.hasUnsavedNewPerson = !person.name.isEmpty || person.age != Self.initialAge
        }
        .onDisappear { store.hasUnsavedNewPerson = false }
        .alert(problem ?? "", isPresented: Binding(ifNotNil: $problem)) {
            Button("OK") {}
        }
    }

    /// Checks the person and adds them; or says what is wrong and keeps the form open.
    private func save() {
        do {
            try store.add(person, undoManager: undoManager)
            dismiss()
        } catch {
            problem = error.message
        }
    }
}
