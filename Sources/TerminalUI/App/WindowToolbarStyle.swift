/// A window toolbar's look, as SwiftUI's `WindowToolbarStyle`: `.automatic`, `.expanded`,
/// `.unified`, `.unifiedCompact` (with or without the title), or one of their types. A
/// terminal's window has no toolbar of its own.
public protocol WindowToolbarStyle: Sendable {}

/// The platform's window toolbar.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
}

/// A toolbar below the title.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
}

/// A toolbar beside the title, or without it.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
    public init(showsTitle: Bool) {}
}

/// A compact toolbar beside the title, or without it.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
    public init(showsTitle: Bool) {}
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }

    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle {
        UnifiedWindowToolbarStyle(showsTitle: showsTitle)
    }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }

    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
        UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
    }
}
