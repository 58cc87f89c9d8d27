/// Which columns of a `NavigationSplitView` show, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    private let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a `NavigationSplitView`, as SwiftUI's `NavigationSplitViewColumn`: the one a
/// narrow split prefers to show.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let name: String
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    public static let content = NavigationSplitViewColumn(name: "content")
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// A sidebar beside a detail view (and a content column between them), as SwiftUI's
/// `NavigationSplitView`.
///
/// **Approximated** as a `NavigationView` whose list is the sidebar and whose destination pane
/// shows the detail (with the content column beside it, after a line, for three columns): at
/// 60 columns and more side by side, narrower the sidebar alone until a link in it opens a
/// destination. A sidebar that drives the detail through a selection (`List(selection:)`)
/// works as in SwiftUI: beside it, or (narrower) in its place after Return, until Esc. Its
/// lists select nothing until the user chooses a row (↑/↓, Return on the first, a click), so
/// the columns beside show their "nothing selected" views first.
///
/// A `columnVisibility` of `.doubleColumn` (three columns) or `.detailOnly` hides the sidebar:
/// the columns left take the whole width, and a "Sidebar" button in their title line, or Esc,
/// sets the visibility back to `.all`.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let visibility: Binding<NavigationSplitViewVisibility>?
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    /// Three columns: sidebar, content, detail.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.visibility = columnVisibility
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Three columns. **Approximated:** a terminal split shows its columns side by side at any
    /// width, so `preferredCompactColumn` is left as it is.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
    }

    public var body: some View {
        let shown = visibility?.wrappedValue ?? .all
        let hidesSidebar = shown == .detailOnly || (shown == .doubleColumn && content != nil)
        // The sidebar comes and goes in a slot of its own: the columns beside it keep their
        // state and focus when it hides.
        NavigationView(hidesSidebar: hidesSidebar, splitWidth: Self.splitWidth) {
            if !hidesSidebar { sidebar }
            columns(shown)
                .toolbar {
                    if hidesSidebar {
                        ToolbarItem(placement: .navigation) {
                            Button(action: showSidebar) { Label("Sidebar", systemImage: "sidebar.left") }
                        }
                    }
                }
        }
        .onKeyPress(.escape) {
            guard hidesSidebar, visibility != nil else { return .ignored }
            showSidebar()
            return .handled
        }
    }

    /// The columns beside the sidebar: the content column (unless only the detail shows), a
    /// line, the detail.
    @ViewBuilder private func columns(_ shown: NavigationSplitViewVisibility) -> some View {
        if let content {
            HStack(alignment: .top, spacing: .columns(1)) {
                if shown != .detailOnly {
                    content
                    Divider()
                }
                detail
            }
        } else {
            detail
        }
    }

    /// The narrowest width that shows the columns side by side: narrower than a navigation
    /// view's 88, since a split view always has a detail beside its sidebar (a Mac window of
    /// 600 points, 75 columns, shows both).
    static var splitWidth: Int { 60 }

    /// Shows every column again, as the sidebar button of SwiftUI's toolbar does.
    private func showSidebar() {
        visibility?.wrappedValue = .all
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: sidebar and detail.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.visibility = columnVisibility
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }

    /// Two columns, as `init(columnVisibility:preferredCompactColumn:sidebar:content:detail:)`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
    }
}

/// How a `NavigationSplitView` shares its width (`.automatic`, `.balanced`,
/// `.prominentDetail`): accepted; a terminal's split is set by its width.
public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
    /// No-op: a terminal's split view sets its columns by its width.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> Self { self }
    /// No-op: a terminal's split view sets its columns by its width.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> Self { self }
    /// No-op: a terminal's split view sets its columns by its width.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> Self {
        self
    }
}
