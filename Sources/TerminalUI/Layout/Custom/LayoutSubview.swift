import Foundation

/// One view a custom `Layout` arranges, as SwiftUI's `LayoutSubview`: the layout asks its size
/// for a proposal and places it, in points (`PointLength`).
///
/// Its methods are not isolated, as SwiftUI's are not: a layout's helpers (an extension on
/// `[LayoutSubview]` measuring a row) call them from plain functions. Layout runs on the main
/// actor, and they may be called only there, during it.
public struct LayoutSubview: Equatable, Sendable {
    let node: Node
    /// The placements of the pass the subview was handed to, if it may be placed.
    let placements: LayoutPlacements?

    /// The size the view takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { PointLength.size(node.sizeThatFits(proposal.cells)) }
    }

    /// The view's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        MainActor.assumeIsolated { ViewDimensions(node.sizeThatFits(proposal.cells)) }
    }

    /// Places the view with its `anchor` at `position`, at the size it takes for `proposal`.
    /// A subview a layout does not place is centred in the layout, at its ideal size.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated {
            let size = node.sizeThatFits(proposal.cells)
            let points = PointLength.size(size)
            let origin = Point(
                x: PointLength.nearestCell(position.x - anchor.x * points.width, per: PointLength.pointsPerColumn),
                y: PointLength.nearestCell(position.y - anchor.y * points.height, per: PointLength.pointsPerRow))
            node.place(in: Rect(origin: origin, size: size))
            placements?.placed.insert(ObjectIdentifier(node))
        }
    }

    /// How much the view wants to keep its size when space is short (`.layoutPriority`: the
    /// terminal's stacks do not read it, so it is always 0).
    public var priority: Double { 0 }

    /// The spacing the view prefers beside its neighbours.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value the view sets for `key` with `.layoutValue(key:value:)`, or the key's default.
    @MainActor
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        LayoutValueBehavior.value(for: key, on: node)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}

/// The views a custom `Layout` arranges, in the order its content lists them, as SwiftUI's
/// `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    public typealias Index = Int
    public typealias Element = LayoutSubview
    public typealias SubSequence = LayoutSubviews

    private let nodes: ArraySlice<Node>
    let placements: LayoutPlacements?

    init(nodes: [Node], placements: LayoutPlacements?) {
        self.nodes = nodes[...]
        self.placements = placements
    }

    private init(slice: ArraySlice<Node>, placements: LayoutPlacements?) {
        nodes = slice
        self.placements = placements
    }

    /// The layout direction the subviews are arranged in (a terminal's is left to right).
    public var layoutDirection: LayoutDirection { .leftToRight }

    public var startIndex: Int { nodes.startIndex }
    public var endIndex: Int { nodes.endIndex }

    public subscript(position: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[position], placements: placements)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(slice: nodes[bounds], placements: placements)
    }

    /// The nodes of the subviews, in order.
    var subviewNodes: [Node] { Array(nodes) }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}

/// The subviews a custom layout's `placeSubviews` placed, so that the rest are placed for it.
@MainActor
final class LayoutPlacements {
    var placed: Set<ObjectIdentifier> = []
}
