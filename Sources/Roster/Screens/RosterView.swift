import TerminalUICore

/// The whole app: the persons (list and form), a help bar for the focused pane, a banner while
/// the database server cannot be reached, and the one alert that shows the store's error
/// message (and one for a notice, such as a one-time import).
package struct RosterView: View {
    @ObservedObject var store: PersonStore
    @Environment(\.quit) private var quit
    /// What `u` undoes and `U` redoes: adds, deletes and saved edits, as many levels as were made.
    @State private var undoManager = UndoManager()

    /// The smallest terminal the app lays itself out on.
    package static let minimumSize = Size(width: 24, height: 8)

    package init(store: PersonStore) {
        self.store = store
    }

    package var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if store.isOffline {
                Text("offline — reconnecting; edits stay in the form")
                    .bold()
                    .foregroundColor(.red)
                    .padding(.leading, .columns(1))
            }
            PersonsView(store: store)
            HelpBar(prefix: searchCount)
                .foregroundColor(.secondary)
                .padding(.leading, .columns(1))
        }
        // A terminal list tool: each text keeps to one line, truncated with "…" (alerts wrap).
        .lineLimit(1)
        .environment(\.undoManager, undoManager)
        .alert(store.notice ?? "", isPresented: Binding(ifNotNil: $store.notice)) {
            Button("OK") {}
        }
        .alert(store.error ?? "Error", isPresented: Binding(ifNotNil: $store.error)) {
            Button("OK") {}
        }
        .alert(Self.quitQuestion, isPresented: $store.isConfirmingQuit) {
            Button("Stay", role: .cancel) {}
            Button("Quit", role: .destructive) { quit() }
        }
    }
}

extension RosterView {
    /// What Ctrl-C asks while the database is offline and a form holds unsaved edits.
    static let quitQuestion =
        "The database is offline: the edits in the form are not saved, and cannot be until it is back. Quit and lose them?"

    /// While searching, "2 of 1,000 · " before the keys in the help bar (the title has no room
    /// beside the New button in a narrow list); "1,000+ of …" when the search lists only its
    /// first 1,000 matches.
    private var searchCount: String {
        guard !store.searchText.isEmpty else { return "" }
        let listed = PersonsView.grouped(store.persons.count) + (store.isSearchCut ? "+" : "")
        return "\(listed) of \(PersonsView.grouped(store.totalCount)) · "
    }
}

/// The help bar: the widest of the focused pane's bars (`keyHelp`) that fits after `prefix`,
/// down to the one that keeps only the most needed keys. It reads the focused value itself, so
/// that focus moving (a sheet closed) re-evaluates the bar alone, not the whole app; and the
/// app re-evaluating with the same prefix (a change to the persons) does not re-evaluate it.
struct HelpBar: View {
    let prefix: String
    @FocusedValue(\.keyHelp) private var keyHelp

    private var bars: [String] { keyHelp ?? [""] }

    var body: some View {
        ViewThatFits(in: .horizontal) {
            // By place, not by text: the same Texts take the next pane's bars when focus moves.
            ForEach(bars.indices, id: \.self) { index in
                Text(prefix + bars[index])
            }
        }
    }
}

/// The keys of the focused pane, shown in the help bar.
struct KeyHelpKey: FocusedValueKey {
    /// The help bar's texts, the widest first (`KeyTable.Pane.helpBars`).
    typealias Value = [String]
}

extension FocusedValues {
    var keyHelp: [String]? {
        get { self[KeyHelpKey.self] }
        set { self[KeyHelpKey.self] = newValue }
    }
}
