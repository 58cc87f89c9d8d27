/// Views side by side in panes the user could resize, as macOS SwiftUI's `HSplitView`.
///
/// **Approximated:** a terminal cannot drag a divider, so the panes share the width equally
/// (each child centred in its pane, a list or a table filling it) with a line between them.
public struct HSplitView<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Views one above another in panes the user could resize, as macOS SwiftUI's `VSplitView`;
/// approximated as `HSplitView` is, the panes sharing the height.
public struct VSplitView<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension HSplitView: PrimitiveView {
    func makeBehavior() -> SplitViewBehavior { SplitViewBehavior(axis: .horizontal) }

    func update(_ node: Node, behavior: SplitViewBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

extension VSplitView: PrimitiveView {
    func makeBehavior() -> SplitViewBehavior { SplitViewBehavior(axis: .vertical) }

    func update(_ node: Node, behavior: SplitViewBehavior) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// Lays a split view's children out in equal panes along its axis, one cell apart, and draws
/// a line in each gap.
final class SplitViewBehavior: NodeBehavior {
    let axis: Axis

    init(axis: Axis) {
        self.axis = axis
    }

    override var mayTakeFocus: Bool { false }

    /// A split view takes all it is offered, as a window's panes do.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 80, height: proposal.height ?? 24)
    }

    /// Each pane's rect, in order, for `rect`.
    private func panes(in rect: Rect, count: Int) -> [Rect] {
        let length = axis == .horizontal ? rect.width : rect.height
        let room = max(0, length - (count - 1))
        var start = axis == .horizontal ? rect.minX : rect.minY
        return (0..<count).map { index in
            // The first panes take the cells left over from an uneven share.
            let share = room / count + (index < room % count ? 1 : 0)
            defer { start += share + 1 }
            return axis == .horizontal
                ? Rect(x: start, y: rect.minY, width: share, height: rect.height)
                : Rect(x: rect.minX, y: start, width: rect.width, height: share)
        }
    }

    override func place(in rect: Rect) {
        let children = node.childDisplayables
        for (child, pane) in zip(children, panes(in: rect, count: children.count)) {
            child.placeCentred(in: pane)
        }
    }

    override func draw(in canvas: inout CellGrid) {
        let children = node.childDisplayables
        for child in children { child.behavior.draw(in: &canvas) }
        let frame = node.frame
        for pane in panes(in: frame, count: children.count).dropLast() {
            DividerBehavior.drawRule(
                along: axis == .horizontal ? .vertical : .horizontal, at: Point(x: pane.maxX, y: pane.maxY), in: frame,
                on: &canvas)
        }
    }
}
