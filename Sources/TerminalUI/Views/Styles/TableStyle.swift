/// How a `Table` looks, as SwiftUI's `TableStyle` (`.inset`, `.bordered`, …).
/// **Approximated:** a terminal table is always its header row over a list of rows, so
/// `.tableStyle(_:)` is accepted and changes nothing.
public protocol TableStyle {}

public struct AutomaticTableStyle: TableStyle { public init() {} }
public struct InsetTableStyle: TableStyle { public init() {} }
public struct BorderedTableStyle: TableStyle { public init() {} }

extension TableStyle where Self == AutomaticTableStyle {
    public static var automatic: AutomaticTableStyle { .init() }
}
extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { .init() }
}
extension TableStyle where Self == BorderedTableStyle {
    public static var bordered: BorderedTableStyle { .init() }
}

extension View {
    /// Accepted: every table below keeps the terminal's look.
    public func tableStyle<S: TableStyle>(_ style: S) -> Self { self }
}
