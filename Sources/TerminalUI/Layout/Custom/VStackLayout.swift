import Foundation

/// `VStack`'s layout as a `Layout`, as SwiftUI's `VStackLayout`: with `AnyLayout`, a view
/// switches between stacks and keeps its subviews' state.
public struct VStackLayout: Layout, CellLayout {
    public var alignment: HorizontalAlignment
    /// In points, taken to rows; none by default, as `VStack`'s.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
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
            axis: .vertical, alignment: alignment, spacing: spacing.map(PointLength.rowGap) ?? 0, children: children)
    }

    func sizeThatFits(_ proposal: ProposedSize, children: [Node]) -> Size {
        stack(children).sizeThatFits(proposal)
    }

    func place(in rect: Rect, children: [Node]) {
        stack(children).place(in: rect)
    }
}
