/// How a `Table` looks, as SwiftUI's `TableStyle` (`.inset`, `.bordered`, …).
/// **Approximated:** a terminal table is always its header row over a list of rows, so
/// `.tableStyle(_:)` and `.alternatingRowBackgrounds(_:)` are accepted and change nothing.
public protocol TableStyle {}

public struct AutomaticTableStyle: TableStyle { public init() {} }
public struct InsetTableStyle: TableStyle { public init() {} }
public struct BorderedTableStyle: TableStyle { public init() {} }

extension TableStyle where Self == AutomaticTableStyle {
    public static var automatic: AutomaticTableStyle { .init() }
}
extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { .init() }
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { .init() }
}
extension TableStyle where Self == BorderedTableStyle {
    public static var bordered: BorderedTableStyle { .init() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle { .init() }
}

/// Whether a table's or a list's rows alternate their background, as SwiftUI's.
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
    let kind: Int
    public static let automatic = Self(kind: 0)
    public static let enabled = Self(kind: 1)
    public static let disabled = Self(kind: 2)
}

extension View {
    /// Accepted: every table below keeps the terminal's look.
    public func tableStyle<S: TableStyle>(_ style: S) -> Self { self }

    /// Accepted: rows below keep the terminal's one background.
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> Self { self }
}
