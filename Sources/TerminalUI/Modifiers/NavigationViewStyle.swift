/// How a `NavigationView` shows its content, as SwiftUI's `NavigationViewStyle`: `.stack` one
/// screen at a time (a phone's), `.columns` a sidebar beside the detail (a tablet's),
/// `.automatic` by the content and the terminal's width.
public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { .init() }
}

/// What a navigation view's style asks of its layout.
enum NavigationViewLayout: Sendable {
    /// Side by side at 80 columns and more when the content is a list (a sidebar).
    case automatic
    /// One screen at a time, whatever the width.
    case stack
    /// Side by side at 80 columns and more, whatever the content.
    case columns
}

private struct NavigationViewLayoutKey: EnvironmentKey {
    static let defaultValue = NavigationViewLayout.automatic
}

extension EnvironmentValues {
    /// The layout the navigation views here take (`navigationViewStyle(_:)`).
    var navigationViewLayout: NavigationViewLayout {
        get { self[NavigationViewLayoutKey.self] }
        set { self[NavigationViewLayoutKey.self] = newValue }
    }
}

extension View {
    /// Sets how the navigation views here show their content: `.stack` one screen at a time,
    /// `.columns` (`DoubleColumnNavigationViewStyle`) the list beside the detail at 80 columns
    /// and more, `.automatic` side by side there only when the content is a list.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        let layout: NavigationViewLayout =
            switch style {
            case is StackNavigationViewStyle: .stack
            case is ColumnNavigationViewStyle, is DoubleColumnNavigationViewStyle: .columns
            default: .automatic
            }
        return modifier(EnvironmentModifier { $0.navigationViewLayout = layout })
    }
}
