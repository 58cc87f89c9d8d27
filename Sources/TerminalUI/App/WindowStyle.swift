/// A window's look, as SwiftUI's `WindowStyle`: `.automatic`, `.hiddenTitleBar`, `.titleBar`,
/// `.plain`, or one of their types. A terminal's window is the terminal, so each looks alike.
public protocol WindowStyle: Sendable {}

/// The platform's window look.
public struct DefaultWindowStyle: WindowStyle {
    public init() {}
}

/// A window without a title bar.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    public init() {}
}

/// A window with a title bar.
public struct TitleBarWindowStyle: WindowStyle {
    public init() {}
}

/// A window without decoration.
public struct PlainWindowStyle: WindowStyle {
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}
