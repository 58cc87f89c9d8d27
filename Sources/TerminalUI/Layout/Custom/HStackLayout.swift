import Foundation

/// `HStack`'s layout as a `Layout`, as SwiftUI's `HStackLayout`: with `AnyLayout`, a view
/// switches between stacks and keeps its subviews' state.
public struct HStackLayout: Layout, CellLayout {
    public var alignment: VerticalAlignment
    /// In points, taken to columns; one column by default, as `HStack`'s.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        sizeThatFits(proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        place(in: bounds, subviews: subviews)
    }

    public var _cellLayout: _CellLayout? { _CellLayout(layout: self) }

    private func stack(_ children: [Node]) -> StackLayout {
        StackLayout(
            axis: .horizontal, alignment: alignment, spacing: spacing.map(PointLength.columns) ?? 1, children: children)
    }

    func sizeThatFits(_ proposal: ProposedSize, children: [Node]) -> Size {
        stack(children).sizeThatFits(proposal)
    }

    func place(in rect: Rect, children: [Node]) {
        stack(children).place(in: rect)
    }
}
