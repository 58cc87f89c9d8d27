import Foundation

/// Whether the screen is light on dark or dark on light, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark

    /// The terminal's scheme as `COLORFGBG` says it (`"15;0"`: light text on a dark
    /// background, set by rxvt, Konsole and others), dark when unset: most terminals are.
    static func terminal(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorScheme {
        guard let value = environment["COLORFGBG"],
            let background = value.split(separator: ";").last.flatMap({ Int($0) })
        else { return .dark }
        // The 16 colours' light ones: white (7), bright white (15), and the bright colours 9–14.
        return background == 7 || background >= 9 && background <= 15 ? .light : .dark
    }
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.terminal()
}

extension EnvironmentValues {
    /// The terminal's colour scheme (`ColorScheme.terminal`), unless set with
    /// `.environment(\.colorScheme, …)`: code that picks colours by it picks for the terminal.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Accepted; changes nothing: the terminal's colours are the user's, and an app cannot
    /// switch them. Read `\.colorScheme` to pick colours that suit them.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }

    /// Sets `\.colorScheme` for this view (SwiftUI's older form of `.environment(\.colorScheme,
    /// …)`): the views in it that read the scheme pick their colours by it.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

/// Whether the user asked for more contrast, as SwiftUI's `ColorSchemeContrast`. A terminal's
/// colours are the user's own, so it is `.standard` unless set with `.environment`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard, increased
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}

extension EnvironmentValues {
    /// The contrast the user asked for: `.standard` (see `ColorSchemeContrast`).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
