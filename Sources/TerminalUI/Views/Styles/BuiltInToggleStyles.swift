/// The standard toggle: `[x] Label`.
public struct DefaultToggleStyle: ToggleStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// SwiftUI's switch; a terminal toggle is drawn `[x] Label`.
public struct SwitchToggleStyle: ToggleStyle, BuiltInStyle {
    public init() {}
    /// The switch style with a tint (SwiftUI's older form): a terminal toggle's box has no fill
    /// to tint, so the tint is not drawn.
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// SwiftUI's toggle drawn as a button; a terminal toggle is drawn `[x] Label`.
public struct ButtonToggleStyle: ToggleStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// SwiftUI's checkbox: `[x] Label`, the terminal's toggle.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { .init() } }
