import Foundation

/// The direction text and stacks run in, as SwiftUI's `LayoutDirection`. A terminal lays out
/// left to right either way.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
    /// The layout direction: `.leftToRight` unless set with `.environment(\.layoutDirection, …)`,
    /// which views may read; the terminal's own layout stays left to right.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Pixels per point of the display: 1, as a terminal cell is the smallest thing drawn.
    public var displayScale: CGFloat { 1 }

    /// One pixel, in points: 1 (see `displayScale`).
    public var pixelLength: CGFloat { 1 }
}

extension View {
    /// Accepted; changes nothing: the view would be mirrored in a right-to-left layout, and a
    /// terminal lays out left to right.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> Self { self }
}
