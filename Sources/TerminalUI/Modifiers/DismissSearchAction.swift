/// Ends a search, as SwiftUI's `DismissSearchAction` (`@Environment(\.dismissSearch)`, inside a
/// `.searchable` view): clears the search text.
public struct DismissSearchAction {
    private let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    public func callAsFunction() {
        action()
    }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction {} }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the user is searching the `.searchable` view this view is in. **Approximated:**
    /// true while the search text is not empty (the search field always shows, so focus in it
    /// is no sign of a search).
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the `.searchable` view this view is in.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
