/// How a `ControlGroup` looks, as SwiftUI's `ControlGroupStyle` (`.navigation`, `.menu`,
/// `.palette`, …). **Approximated:** a terminal's control group is always its controls in a
/// row, so `.controlGroupStyle(_:)` is accepted and changes nothing.
public protocol ControlGroupStyle {}

public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { .init() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { .init() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { .init() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { .init() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { .init() }
}

extension View {
    /// Accepted: every control group below keeps the terminal's row of controls.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> Self { self }
}
