import Foundation

/// A `Layout` with its content: a node laid out by the layout.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func makeBehavior() -> LayoutBehavior { LayoutBehavior() }

    func update(_ node: Node, behavior: LayoutBehavior) {
        if let engine = behavior.engine as? LayoutEngine<L> {
            engine.layout = layout
            engine.cacheIsStale = true
        } else {
            behavior.engine = LayoutEngine(layout)
        }
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// Lays a node's children out by a `Layout`: the terminal's stacks in cells directly (an
/// `HStackLayout`, also inside an `AnyLayout`), any other layout in points.
final class LayoutBehavior: NodeBehavior {
    var engine: (any LayoutRunning)?
    override var isReusable: Bool { true }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        engine?.sizeThatFits(proposal, children: node.childDisplayables) ?? .zero
    }

    override func place(in rect: Rect) {
        engine?.place(in: rect, children: node.childDisplayables)
    }
}

/// A layout with its cache, whatever the layout's type.
@MainActor
protocol LayoutRunning: AnyObject {
    func sizeThatFits(_ proposal: ProposedSize, children: [Node]) -> Size
    func place(in rect: Rect, children: [Node])
}

/// Runs layout `L`: makes its cache the first time, updates it after the layout's view was
/// evaluated again, and centres the subviews its `placeSubviews` left unplaced, at their ideal
/// size, as SwiftUI does.
final class LayoutEngine<L: Layout>: LayoutRunning {
    var layout: L
    var cacheIsStale = false
    private var cache: L.Cache?

    init(_ layout: L) {
        self.layout = layout
    }

    func sizeThatFits(_ proposal: ProposedSize, children: [Node]) -> Size {
        if let cells = layout._cellLayout?.layout {
            return cells.sizeThatFits(proposal, children: children)
        }
        let subviews = prepare(children, placements: nil)
        var cache = currentCache(subviews)
        let size = layout.sizeThatFits(proposal: ProposedViewSize(cells: proposal), subviews: subviews, cache: &cache)
        self.cache = cache
        return PointLength.cellSize(size)
    }

    func place(in rect: Rect, children: [Node]) {
        if let cells = layout._cellLayout?.layout {
            cells.place(in: rect, children: children)
            return
        }
        let placements = LayoutPlacements()
        let subviews = prepare(children, placements: placements)
        var cache = currentCache(subviews)
        layout.placeSubviews(
            in: PointLength.rect(rect), proposal: ProposedViewSize(cells: ProposedSize(rect.size)),
            subviews: subviews, cache: &cache)
        self.cache = cache
        for child in children where !placements.placed.contains(ObjectIdentifier(child)) {
            let size = child.sizeThatFits(.unspecified)
            child.place(
                in: Rect(
                    x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2,
                    width: size.width, height: size.height))
        }
    }

    /// The subviews, their stack axis set as the layout says (spacers stretch along it).
    private func prepare(_ children: [Node], placements: LayoutPlacements?) -> LayoutSubviews {
        let axis = L.layoutProperties.stackOrientation
        for child in children {
            child.behavior.stackAxis = axis
        }
        return LayoutSubviews(nodes: children, placements: placements)
    }

    private func currentCache(_ subviews: LayoutSubviews) -> L.Cache {
        guard var cache else {
            cacheIsStale = false
            return layout.makeCache(subviews: subviews)
        }
        if cacheIsStale {
            layout.updateCache(&cache, subviews: subviews)
            cacheIsStale = false
        }
        return cache
    }
}
