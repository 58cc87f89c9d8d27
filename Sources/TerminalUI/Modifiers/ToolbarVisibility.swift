extension NavigationBar {
    /// Whether one of `toolbars` (those of the pane shown) hides the navigation bar.
    static func isHidden(among toolbars: [ToolbarBehavior]) -> Bool {
        toolbars.contains { $0.barVisibility[.navigationBar] == .hidden }
    }

    /// Shows the items of `toolbars` unless the bar is hidden, and returns whether it is.
    static func showsItems(of toolbars: [ToolbarBehavior]) -> Bool {
        let hidden = isHidden(among: toolbars)
        for toolbar in toolbars { toolbar.showsItems(!hidden) }
        return hidden
    }
}

extension View {
    /// Shows or hides the bars around this view while it is shown, as SwiftUI's
    /// `toolbar(_:for:)`: `.navigationBar` (also `.automatic`, `.windowToolbar`, or no bar
    /// named) is the title line of the enclosing navigation container, with its items;
    /// `.tabBar` is the row of tabs of the enclosing `TabView`. A hidden bar gives its rows to
    /// the view; Esc still goes back.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarModifier(items: EmptyView(), barVisibility: Self.barVisibility(visibility, for: bars)))
    }

    /// As `toolbar(_:for:)`, its newer name.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarModifier(items: EmptyView(), barVisibility: Self.barVisibility(visibility, for: bars)))
    }

    /// Hides the navigation bar (the title line and its items) while this view is shown, as
    /// `toolbar(.hidden, for: .navigationBar)`.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(ToolbarModifier(items: EmptyView(), barVisibility: [.navigationBar: hidden ? .hidden : .visible]))
    }

    private static func barVisibility(
        _ visibility: Visibility, for bars: [ToolbarPlacement]
    ) -> [ToolbarPlacement: Visibility] {
        var result: [ToolbarPlacement: Visibility] = [:]
        for bar in bars.isEmpty ? [.navigationBar] : bars {
            switch bar {
            case .tabBar: result[.tabBar] = visibility
            case .bottomBar: continue
            default: result[.navigationBar] = visibility
            }
        }
        return result
    }
}
