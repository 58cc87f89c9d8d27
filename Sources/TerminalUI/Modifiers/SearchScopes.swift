/// When a search's scopes show, as SwiftUI's `SearchScopeActivation`; a terminal shows them
/// always.
public struct SearchScopeActivation: Sendable {
    private let name: String
    public static let automatic = SearchScopeActivation(name: "automatic")
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

extension View {
    /// Offers the scopes `scopes` makes (views tagged with values of `scope`'s type) to narrow
    /// a search, as SwiftUI's `searchScopes`. **Approximated:** a segmented picker row above
    /// the view (←/→ choose), shown always: a terminal's search field is always there too.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        let picker = Picker("Search scope", selection: scope, content: scopes)
        return VStack(alignment: .leading, spacing: 0) {
            picker.pickerStyle(.segmented).labelsHidden().fixedSize()
            self
        }
    }

    /// As `searchScopes(_:scopes:)`: the scopes are shown always, whatever the activation.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        searchScopes(scope, scopes: scopes)
    }
}
