/// How pickers look, as SwiftUI's `PickerStyle` (`.menu`, `.segmented`, `.inline`, `.wheel`).
public protocol PickerStyle {}

public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A window of five option rows that follows the choice, as a wheel shows a few rows of its
/// drum; no label, as on iOS.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// Drawn as the menu style: the popup takes the place of a pushed list.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
/// Drawn as the segmented style: a row of options, the chosen one marked.
public struct PalettePickerStyle: PickerStyle { public init() {} }
/// macOS's radio buttons: drawn as the inline style, `(•)`/`( )` rows under the label.
public struct RadioGroupPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { .init() }
}
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }
extension PickerStyle where Self == RadioGroupPickerStyle {
    public static var radioGroup: RadioGroupPickerStyle { .init() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { .init() }
}

/// The ways a terminal draws a picker.
enum PickerStyleKind {
    case menu, segmented, inline, wheel
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.menu
}

extension EnvironmentValues {
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how pickers in this view look.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind =
            switch style {
            case is SegmentedPickerStyle, is PalettePickerStyle: .segmented
            case is InlinePickerStyle, is RadioGroupPickerStyle: .inline
            case is WheelPickerStyle: .wheel
            default: .menu
            }
        return environment(\.pickerStyle, kind)
    }

    /// Accepted: a radio group's options stay one per row, as a terminal's inline picker
    /// draws them (macOS lays them out in a row).
    public func horizontalRadioGroupLayout() -> Self { self }
}

/// How a palette picker marks its choice, as SwiftUI's `PaletteSelectionEffect`. **Accepted:**
/// the choice is reversed while focused and underlined otherwise, whatever the effect.
public struct PaletteSelectionEffect: Hashable, Sendable {
    private let name: String
    private let variant: SymbolVariants?

    public static let automatic = PaletteSelectionEffect(name: "automatic", variant: nil)
    public static let custom = PaletteSelectionEffect(name: "custom", variant: nil)
    /// The chosen item's symbol in `variant` (`.fill`).
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(name: "symbolVariant", variant: variant)
    }
}

extension View {
    /// Accepted, **no-op**: a palette picker marks its choice as a segmented one does.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> Self { self }
}
