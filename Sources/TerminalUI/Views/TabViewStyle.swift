/// A tab view's look, as SwiftUI's `TabViewStyle`: a row of tabs over the chosen one
/// (`.automatic`, `.tabBarOnly`, `.sidebarAdaptable`), or pages (`.page`).
public protocol TabViewStyle {}

/// A row of tabs over the chosen one.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

/// Pages turned one at a time, as SwiftUI's: the tabs' labels are not shown; a row of dots at
/// the bottom, one per page, shows which page is on (`●`) and takes ←/→. **Approximated:** a
/// terminal cannot swipe, so the dots show whatever the index display mode says: they are how
/// a keyboard turns the pages.
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show, as SwiftUI's.
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { .init() }
    public static var tabBarOnly: DefaultTabViewStyle { .init() }
    public static var sidebarAdaptable: DefaultTabViewStyle { .init() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// Sets the look of the tab views in this view: a row of tabs, or pages (`.page`).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewIsPaged, style is PageTabViewStyle)
    }
}

private struct TabViewIsPagedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the tab views here show pages, with dots at the bottom (`.tabViewStyle(.page)`).
    var tabViewIsPaged: Bool {
        get { self[TabViewIsPagedKey.self] }
        set { self[TabViewIsPagedKey.self] = newValue }
    }
}
