/// When a tab bar shrinks as its content scrolls, as SwiftUI's `TabBarMinimizeBehavior`
/// (iOS 26); a terminal's tab row keeps its one row.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    private let name: String
    public static var automatic: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "automatic") }
    public static var onScrollDown: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollDown") }
    public static var onScrollUp: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollUp") }
    public static var never: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "never") }
}

extension View {
    /// Shrinks the tab bar as content scrolls on a phone; the tab row keeps its row here, so this
    /// changes nothing.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

    /// Shows `content` (a player's controls, a status) along the bottom of this tab view, over
    /// every tab, as SwiftUI's bar above the tabs does: its controls take focus after the tab's.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        VStack(spacing: 0) {
            self
            content()
        }
    }
}
