import Foundation

/// The space a container offers a view, in points, as SwiftUI's `ProposedViewSize`: what a
/// custom `Layout` proposes to its subviews and is proposed itself. A nil dimension asks for
/// the view's ideal length, zero for its least, infinity for its most.
///
/// Points map to cells as every length does (`PointLength`): a proposal is taken down to whole
/// cells, so that views placed side by side in the proposed widths still fit.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the least size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the most size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each nil dimension replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// A proposal of `cells`, in points.
    init(cells: ProposedSize) {
        self.init(
            width: cells.width.map { CGFloat($0) * PointLength.pointsPerColumn },
            height: cells.height.map { CGFloat($0) * PointLength.pointsPerRow })
    }

    /// The proposal in whole cells, each dimension taken down.
    var cells: ProposedSize {
        ProposedSize(
            width: width.map { PointLength.wholeCells($0, per: PointLength.pointsPerColumn) },
            height: height.map { PointLength.wholeCells($0, per: PointLength.pointsPerRow) })
    }
}
