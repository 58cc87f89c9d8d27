/// Adds a search field to the view, as SwiftUI's `.searchable(text:prompt:)`.
///
/// **Approximated:** the field is a row `⌕ prompt` above the view (a terminal has no
/// navigation-bar drawer). It comes after the view's own controls in Tab order, so a list keeps
/// its keys; `/` anywhere in the view moves focus to the field, and Esc in the field clears the
/// text and gives the focus back to the view (as the field's cancel button does, which also
/// dismisses the search). Every keystroke writes the text, as a `TextField`.
///
/// Suggestions, if given, show below the field over the view while the field or a suggestion
/// has focus, as SwiftUI's show while the search is active; Tab reaches them after the field,
/// and one made with `.searchCompletion` completes the search when chosen.
struct SearchableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let text: Binding<String>
    let prompt: Text?
    var suggestions: AnyView? = nil

    func makeBehavior() -> SearchableBehavior { SearchableBehavior() }

    func update(_ node: Node, behavior: SearchableBehavior, content: any View) {
        let text = text
        behavior.clear = { if !text.wrappedValue.isEmpty { text.wrappedValue = "" } }
        behavior.hasText = { !text.wrappedValue.isEmpty }
        node.graph.setHasShortcut(node, true)
        node.reconcileChildren { children in
            children.add(content, key: .slot(0))
            let prompt = prompt ?? Text("Search")
            let suggestions = suggestions ?? node.environment.searchSuggestions
            behavior.hasSuggestions = suggestions != nil
            if let suggestions {
                let completion = SearchCompletionAction { [weak behavior] completion in
                    text.wrappedValue = completion
                    behavior?.focusContent()
                }
                children.add(
                    SuggestingSearchField(text: text, prompt: prompt, suggestions: suggestions)
                        .environment(\.searchCompletion, completion),
                    key: .slot(1))
            } else {
                children.add(SearchField(text: text, prompt: prompt), key: .slot(1))
            }
        }
    }
}

/// The search row: a symbol and a text field.
struct SearchField: View {
    let text: Binding<String>
    let prompt: Text

    var body: some View {
        HStack(spacing: .columns(1)) {
            Text("⌕")
            TextField(text: text, prompt: prompt) { prompt }
        }
    }
}

/// The search row with its suggestions below it while it or one of them has focus.
struct SuggestingSearchField: View {
    let text: Binding<String>
    let prompt: Text
    let suggestions: AnyView
    @FocusState private var isActive: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            SearchField(text: text, prompt: prompt)
            if isActive {
                VStack(alignment: .leading, spacing: 0) { suggestions }
                    .padding(.leading, .columns(2))
            }
        }
        .focused($isActive)
    }
}

final class SearchableBehavior: NodeBehavior {
    var clear: () -> Void = {}
    var hasText: () -> Bool = { false }
    /// Whether the field has suggestions, which may lie over the content below it.
    var hasSuggestions = false

    private var contentNodes: [Node] {
        node.children.first { $0.key == .slot(0) && $0.isShown }?.displayables ?? []
    }

    private var fieldNode: Node? {
        node.children.first { $0.key == .slot(1) }
    }

    /// The view's own controls first, then the search field.
    override var focusChildren: [Node] {
        node.children.filter { $0.isShown && !$0.isOverlay }.sorted { $0.key == .slot(0) && $1.key != .slot(0) }
    }

    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        guard let fieldNode else { return false }
        let inField = focused?.isDescendant(of: fieldNode) == true
        if key.key == "/" && key.modifiers.isEmpty && !inField {
            node.graph.focus.request(focusIn: fieldNode)
            return true
        }
        if key.key == .escape && key.modifiers.isEmpty && inField {
            if hasText() {
                clear()
                node.graph.setNeedsLayout()
            }
            focusContent()
            return true
        }
        return false
    }

    /// "/" goes to the search field from anywhere in its scope when no control nearer used it
    /// (a tab row above the searched view, a toolbar), as from within the view.
    override func matchesShortcut(_ key: KeyPress) -> Bool {
        key.key == "/" && key.modifiers.isEmpty && fieldNode != nil
    }

    override func triggerShortcut() -> Bool {
        guard let fieldNode else { return false }
        node.graph.focus.request(focusIn: fieldNode)
        return true
    }

    override func didRemove() {
        node.graph.setHasShortcut(node, false)
    }

    /// Gives focus to the view searched, leaving the field (and its suggestions).
    func focusContent() {
        if let content = node.children.first(where: { $0.key == .slot(0) && $0.isShown }) {
            node.graph.focus.request(focusIn: content)
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let content = StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: contentNodes)
            .sizeThatFits(ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - 1) }))
        return Size(width: max(content.width, min(proposal.width ?? 22, 22)), height: content.height + 1)
    }

    override func place(in rect: Rect) {
        StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: contentNodes)
            .place(in: Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: max(0, rect.height - 1)))
        // The field's suggestions, when they show, lie over the content below it.
        let height =
            hasSuggestions
            ? fieldNode?.sizeThatFits(ProposedSize(width: rect.width, height: rect.height)).height ?? 1 : 1
        fieldNode?.place(
            in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: min(max(1, height), rect.height)))
    }

    override func draw(in canvas: inout CellGrid) {
        for child in contentNodes { child.behavior.draw(in: &canvas) }
        guard let fieldNode else { return }
        if hasSuggestions { canvas.fill(fieldNode.frame, style: Style()) }
        fieldNode.behavior.draw(in: &canvas)
    }
}

extension View {
    /// Adds a search field bound to `text` above this view (see `SearchableModifier`).
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
        searchable(text: text, prompt: prompt, suggestions: nil)
    }

    /// The search field, with the environment a search's views read (`isSearching`,
    /// `dismissSearch`).
    private func searchable(text: Binding<String>, prompt: Text?, suggestions: AnyView?) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt, suggestions: suggestions))
            .environment(\.isSearching, !text.wrappedValue.isEmpty)
            .environment(\.dismissSearch, DismissSearchAction { text.wrappedValue = "" })
    }

    /// Adds a search field bound to `text`, with a placeholder.
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
        modifier(SearchableModifier(text: text, prompt: Text(prompt)))
    }

    /// As `searchable(text:prompt:)`: a terminal's search field is always above the content.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text? = nil) -> some View {
        searchable(text: text, prompt: prompt)
    }

    /// As `searchable(text:prompt:)`: a terminal's search field is always above the content.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement, prompt: S
    )
        -> some View
    {
        searchable(text: text, prompt: prompt)
    }

    /// As `searchable(text:prompt:)`. **Approximated:** the field always shows, so
    /// `isPresented` is left as it is.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        searchable(text: text, prompt: prompt)
    }

    /// As `searchable(text:isPresented:placement:prompt:)`, with a placeholder.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, prompt: prompt)
    }

    /// As `searchable(text:prompt:)`. **Approximated:** the search is the typed text alone;
    /// `tokens` are not shown and keep the value they have.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, prompt: prompt)
    }

    /// As `searchable(text:tokens:placement:prompt:token:)`, with a placeholder.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, prompt: prompt)
    }

    /// As `searchable(text:placement:prompt:)`, with `suggestions` below the field while it has
    /// focus (see `SearchableModifier`).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, prompt: prompt, suggestions: AnyView(suggestions()))
    }

    /// As `searchable(text:placement:prompt:suggestions:)`, with a placeholder.
    public func searchable<P: StringProtocol, S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
    }

    /// Gives the `.searchable` this modifier is applied to the suggestions `suggestions`
    /// makes, as `searchable(text:placement:prompt:suggestions:)` does.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        environment(\.searchSuggestions, AnyView(suggestions()))
    }
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`; in a terminal, always
/// above the content it searches.
public struct SearchFieldPlacement: Sendable {
    /// How a navigation-bar search field shows, as SwiftUI's.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        case automatic, always
    }

    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement()
    }
}
