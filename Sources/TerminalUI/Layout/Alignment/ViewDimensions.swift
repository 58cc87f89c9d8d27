import Foundation

/// A view's size as an alignment guide's `computeValue` sees it, as SwiftUI's `ViewDimensions`,
/// in points (`PointLength`).
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat

    /// The dimensions of a view `size` cells large.
    init(_ size: Size) {
        width = CGFloat(size.width) * PointLength.pointsPerColumn
        height = CGFloat(size.height) * PointLength.pointsPerRow
    }

    /// Where `guide` falls across the view by default: 0 at the leading edge, the middle, the
    /// width, or what a guide of one's own says.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        guide.key.id.defaultValue(in: self)
    }

    /// Where `guide` falls down the view by default: 0 at the top, the middle, the height (and
    /// the bottom for text baselines), or what a guide of one's own says.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        guide.key.id.defaultValue(in: self)
    }
}
