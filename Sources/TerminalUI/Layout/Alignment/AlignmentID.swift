import Foundation

/// A type that names an alignment guide and says where it falls in a view that does not set it,
/// as SwiftUI's `AlignmentID`: `HorizontalAlignment(MyID.self)` or `VerticalAlignment(MyID.self)`
/// makes a guide that stacks can line their views up by, and `.alignmentGuide` sets per view.
public protocol AlignmentID: SendableMetatype {
    /// Where the guide falls in a view of `context`'s size, in points from its leading (or top)
    /// edge, unless the view sets it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment guide as layout reads it: which guide, across which axis, where it falls by
/// default. Equal when the `AlignmentID` types are.
struct AlignmentKey: Hashable, Sendable {
    /// The axis the guide's values are measured along: `.horizontal` for a `HorizontalAlignment`.
    let axis: Axis
    let id: any AlignmentID.Type
    /// Where the guide falls by default as a share of the length (0 the start, 1 the end) when
    /// that is all it is, as for the built-in guides: such a guide places in whole cells without
    /// asking `id`, and centres rounding toward the start.
    let share: Share?

    enum Share { case start, middle, end }

    init(axis: Axis, id: any AlignmentID.Type, share: Share? = nil) {
        self.axis = axis
        self.id = id
        self.share = share
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
    }

    /// The leading edge: how internal layouts that line up at the start say so.
    static var leading: AlignmentKey { HorizontalAlignment.leading.key }

    /// The points in a cell along the guide's axis.
    var pointsPerCell: CGFloat {
        axis == .horizontal ? PointLength.pointsPerColumn : PointLength.pointsPerRow
    }

    /// Whether the guide is a text baseline, which text sets without `.alignmentGuide`.
    var isTextBaseline: Bool {
        self == VerticalAlignment.firstTextBaseline.key || self == VerticalAlignment.lastTextBaseline.key
    }

    /// Where the guide falls by default in a view of `size` cells, in points.
    func defaultValue(in size: Size) -> CGFloat {
        id.defaultValue(in: ViewDimensions(size))
    }

    /// The offset in cells that lines a view `length` cells long up with a box `available` cells
    /// long by this guide's default (never before the box's start): a position between two
    /// cells takes the one toward the start.
    func offset(of length: Int, in available: Int) -> Int {
        switch share {
        case .start: return 0
        case .middle: return max(0, (available - length) / 2)
        case .end: return max(0, available - length)
        case nil:
            let box = axis == .horizontal ? Size(width: available, height: 0) : Size(width: 0, height: available)
            let view = axis == .horizontal ? Size(width: length, height: 0) : Size(width: 0, height: length)
            return max(0, cells(defaultValue(in: box) - defaultValue(in: view)))
        }
    }

    /// Whole cells in `points` along the guide's axis, a part of a cell going toward the start.
    func cells(_ points: CGFloat) -> Int {
        Int((points / pointsPerCell + 1e-9).rounded(.down))
    }
}
