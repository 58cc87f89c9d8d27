import TerminalUI

/// The list of persons, as the article builds it: a `NavigationView` with a `List` whose rows
/// are `NavigationLink`s to an `EditingView` bound to that person in the store.
package struct PersonsView: View {
    @ObservedObject var store: PersonStore
    @Environment(\.quit) private var quit

    package init(store: PersonStore) {
        self.store = store
    }

    package var body: some View {
        NavigationView {
            List {
                if store.isLoading {
                    Text("Loading…").foregroundColor(.secondary)
                } else if store.persons.isEmpty {
                    Text("No persons").foregroundColor(.secondary)
                }
                ForEach(store.persons.indexed(), id: \.1.id) { index, person in
                    NavigationLink(destination: EditingView(person: $store.persons[index], store: store)) {
                        VStack(alignment: .leading) {
                            Text(person.name)
                                .font(.headline)
                            Text("Age: \(person.age)")
                                .font(.subheadline)
                                .foregroundColor(.secondary)
                        }
                    }
                }
            }
            .onAppear(perform: store.fetch)
            .onKeyPress("q") {
                quit()
                return .handled
            }
            .focusedValue(\.keyHelp, KeyTable.list.helpBar)
            .navigationBarTitle(Text("Persons"))
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
