/// The first of its views that fits, as SwiftUI's `ViewThatFits`: each child is measured at
/// its ideal size along `axes`, in order, and the first that fits the space offered is shown
/// (the last when none does). Only the shown child is drawn, takes focus or is clicked.
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Shows the first view of `content` that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: PrimitiveView {
    func makeBehavior() -> FittingBehavior { FittingBehavior() }

    func update(_ node: Node, behavior: FittingBehavior) {
        behavior.axes = axes
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// Shows the first child that fits (see `ViewThatFits`).
final class FittingBehavior: NodeBehavior {
    var axes: Axis.Set = [.horizontal, .vertical]
    /// The child the last layout showed.
    private weak var shown: Node?

    /// The first child whose ideal size along `axes` fits `proposal`, else the last child.
    private func choice(for proposal: ProposedSize) -> Node? {
        let children = node.childDisplayables
        let ideal = ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
        for child in children {
            let size = child.sizeThatFits(ideal)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return children.last
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func place(in rect: Rect) {
        let chosen = choice(for: ProposedSize(rect.size))
        shown = chosen
        let nowhere = Rect(x: rect.minX, y: rect.minY, width: 0, height: 0)
        for child in node.childDisplayables where child !== chosen && child.frame != nowhere {
            // Out of the way of clicks, which find controls by their frames.
            child.place(in: nowhere)
        }
        chosen?.place(in: rect)
    }

    override func draw(in canvas: inout CellGrid) {
        shown?.behavior.draw(in: &canvas)
    }

    override var focusChildren: [Node] {
        shown.map { [$0] } ?? []
    }
}
