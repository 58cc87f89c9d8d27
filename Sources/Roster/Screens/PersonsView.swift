import TerminalUICore

/// The list of persons, as the article builds it: a `NavigationView` with a `List` whose rows
/// are `NavigationLink`s to an `EditingView` bound to that person in the store.
package struct PersonsView: View {
    @ObservedObject var store: PersonStore
    @Environment(\.quit) private var quit
    @Environment(\.undoManager) private var undoManager
    /// The row whose deletion is being confirmed.
    @State private var pendingDeletion: Int?
    /// Whether the new-person form is shown.
    @State private var isAdding = false
    /// Whether the keys overlay is shown.
    @State private var showsKeys = false

    package init(store: PersonStore) {
        self.store = store
    }

    package var body: some View {
        NavigationView {
            List(selection: Binding(get: { store.selection }, set: { store.selection = $0 })) {
                if store.isLoading {
                    Text("Loading…").foregroundColor(.secondary)
                } else if store.persons.isEmpty && !store.searchText.isEmpty {
                    Text("No persons match “\(store.searchText)”").foregroundColor(.secondary)
                } else if store.persons.isEmpty {
                    Text("No persons. Press n to add one.").foregroundColor(.secondary)
                }
                ForEach(store.persons.indexed(), id: \.1.id) { index, person in
                    NavigationLink(destination: EditingView(person: $store.persons[index], store: store)) {
                        VStack(alignment: .leading) {
                            SearchHighlight.text(person.name, matching: store.searchText)
                                .font(.headline)
                            Text("Age: \(person.age)")
                                .font(.subheadline)
                                .foregroundColor(.secondary)
                        }
                    }
                }
                .onDelete { offsets in
                    pendingDeletion = offsets.first
                }
            }
            .searchable(text: $store.searchText, prompt: "Search")
            .onAppear(perform: store.fetch)
            .onKeyPress("n") {
                isAdding = true
                return .handled
            }
            .onKeyPress("s") {
                store.sort(by: store.order.next)
                return .handled
            }
            .onKeyPress("u") {
                undoManager?.undo()
                return .handled
            }
            .onKeyPress("U") {
                undoManager?.redo()
                return .handled
            }
            .onKeyPress("?") {
                showsKeys = true
                return .handled
            }
            .onKeyPress("q") {
                quit()
                return .handled
            }
            .focusedValue(\.keyHelp, KeyTable.list.helpBars)
            .navigationBarTitle(Text(store.order.label.map { "By \($0)" } ?? "Persons"))
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("New") { isAdding = true }
                }
            }
            .sheet(isPresented: $isAdding) {
                NewPersonView(store: store)
            }
            .sheet(isPresented: $showsKeys) {
                KeyHelpView()
            }
            .confirmationDialog(
                deletionTitle, isPresented: Binding(ifNotNil: $pendingDeletion), titleVisibility: .visible
            ) {
                // The dialog adds Cancel (focused first, so Return does not delete by default).
                Button("Delete", role: .destructive, action: deleteConfirmed)
            }
        }
        // A desktop tool's master-detail: the form beside the list from 80 columns, where a
        // phone's list of links would still open its destination in its place.
        .navigationViewStyle(.columns)
    }
}

extension PersonsView {
    /// 1000000 as "1,000,000".
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(Substring(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return groups.joined(separator: ",")
    }

    /// "Delete Majid?" for the row being confirmed.
    private var deletionTitle: String {
        guard let index = pendingDeletion, store.persons.indices.contains(index) else { return "" }
        return "Delete \(store.persons[index].name)?"
    }

    /// Removes the confirmed row from storage; a refusal shows in the app's alert.
    private func deleteConfirmed() {
        guard let index = pendingDeletion, store.persons.indices.contains(index) else { return }
        do {
            try store.delete(at: index, undoManager: undoManager)
        } catch {
            store.error = error.message
        }
    }
}

extension PersonsView: @MainActor Equatable {
    /// Equal for the same store: a parent re-evaluating (the help bar's focused value changed,
    /// say) does not re-evaluate the list; the store's own changes still do.
    package static func == (lhs: PersonsView, rhs: PersonsView) -> Bool {
        lhs.store === rhs.store
    }
}
