/// How a `Menu` looks, as SwiftUI's `MenuStyle` (`.button`, `.borderlessButton`, …).
/// **Approximated:** a terminal's menu is always its label as a button that opens a popup, so
/// `.menuStyle(_:)` is accepted and changes nothing.
public protocol MenuStyle {}

public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
/// macOS's bordered pull-down button (deprecated there for `.button`).
public struct BorderedButtonMenuStyle: MenuStyle { public init() {} }

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { .init() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { .init() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}
extension MenuStyle where Self == BorderedButtonMenuStyle {
    public static var borderedButton: BorderedButtonMenuStyle { .init() }
}

/// The order of a menu's items, as SwiftUI's `MenuOrder`; a terminal's popup lists them as
/// written.
public struct MenuOrder: Hashable, Sendable {
    private let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}

extension View {
    /// Accepted: every menu below keeps the terminal's look.
    public func menuStyle<S: MenuStyle>(_ style: S) -> Self { self }

    /// Accepted: a terminal menu's label shows no indicator.
    public func menuIndicator(_ visibility: Visibility) -> Self { self }

    /// Accepted: a terminal's popup lists a menu's items in the order they are written.
    public func menuOrder(_ order: MenuOrder) -> Self { self }
}
