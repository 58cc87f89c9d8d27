/// Completes the search with a suggestion (`.searchCompletion`): sets the search text and ends
/// the suggestions.
struct SearchCompletionAction {
    let complete: (String) -> Void
}

private struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

private struct SearchCompletionKey: EnvironmentKey {
    static var defaultValue: SearchCompletionAction? { nil }
}

extension EnvironmentValues {
    /// The suggestions `.searchSuggestions` gives the `.searchable` inside it.
    var searchSuggestions: AnyView? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }

    /// The completion of the `.searchable` whose suggestions this view is in, if any.
    var searchCompletion: SearchCompletionAction? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }
}

/// A suggestion that completes the search with `completion` when chosen (Return, Space or a
/// click), as SwiftUI's `searchCompletion(_:)`; outside a search's suggestions, the view itself.
struct SearchCompletionView<Content: View>: View {
    @Environment(\.searchCompletion) private var searchCompletion
    let content: Content
    let completion: String

    var body: some View {
        if let searchCompletion {
            Button {
                searchCompletion.complete(completion)
            } label: {
                content
            }
        } else {
            content
        }
    }
}

extension View {
    /// Makes this suggestion complete the search with `completion` when chosen: the search
    /// text becomes `completion`, the suggestions close and focus goes to the results.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionView(content: self, completion: completion)
    }
}
