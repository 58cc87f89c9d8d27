import Foundation

/// Lays the content out at its ideal size along the axes asked for, as SwiftUI's `fixedSize`:
/// a text keeps its whole line however narrow the room.
struct FixedSizeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let horizontal: Bool
    let vertical: Bool

    func makeBehavior() -> FixedSizeBehavior { FixedSizeBehavior() }

    func update(_ node: Node, behavior: FixedSizeBehavior, content: any View) {
        behavior.horizontal = horizontal
        behavior.vertical = vertical
        updateContent(node, content)
    }
}

final class FixedSizeBehavior: ModifierBehavior {
    /// Lays its content out and draws nothing of its own: a click beside the content goes
    /// to what lies under it.
    override var isHitOutsideChildren: Bool { false }
    override var isReusable: Bool { true }
    var horizontal = true
    var vertical = true

    private func ideal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        layoutChildrenAsStack().sizeThatFits(ideal(proposal))
    }

    override func place(in rect: Rect) {
        let size = layoutChildrenAsStack().sizeThatFits(ideal(ProposedSize(width: rect.width, height: rect.height)))
        layoutChildrenAsStack().place(in: Rect(x: rect.minX, y: rect.minY, width: size.width, height: size.height))
    }
}

/// Keeps the content's room but draws nothing and takes no focus, as SwiftUI's `hidden()`.
struct HiddenModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    func makeBehavior() -> HiddenBehavior { HiddenBehavior() }

    func update(_ node: Node, behavior: HiddenBehavior, content: any View) {
        updateContent(node, content)
    }
}

final class HiddenBehavior: ModifierBehavior {
    override var focusesChildren: Bool { false }

    override func draw(in canvas: inout CellGrid) {}
}

/// Takes all the room offered and centres the content on a point of it, as SwiftUI's
/// `position(x:y:)`; the point is in points from the room's top-leading corner.
struct PositionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let column: Int
    let row: Int

    func makeBehavior() -> PositionBehavior { PositionBehavior() }

    func update(_ node: Node, behavior: PositionBehavior, content: any View) {
        behavior.column = column
        behavior.row = row
        updateContent(node, content)
    }
}

final class PositionBehavior: ModifierBehavior {
    /// Lays its content out and draws nothing of its own: a click beside the content goes
    /// to what lies under it.
    override var isHitOutsideChildren: Bool { false }
    var column = 0
    var row = 0

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let content = layoutChildrenAsStack().sizeThatFits(ProposedSize(width: nil, height: nil))
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func place(in rect: Rect) {
        let size = layoutChildrenAsStack().sizeThatFits(ProposedSize(width: nil, height: nil))
        layoutChildrenAsStack().place(
            in: Rect(
                x: rect.minX + column - size.width / 2, y: rect.minY + row - size.height / 2, width: size.width,
                height: size.height))
    }
}

extension View {
    /// Lays the view out at its ideal width and height, whatever the room offered.
    public func fixedSize() -> some View {
        modifier(FixedSizeModifier(horizontal: true, vertical: true))
    }

    /// Lays the view out at its ideal size along the axes given, the room offered along the others.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Keeps the view's room but draws nothing there and takes no focus.
    public func hidden() -> some View {
        modifier(HiddenModifier())
    }

    /// Centres the view on the point `x`, `y` (points, `PointLength`) of the room offered,
    /// which it takes all of.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PositionModifier(column: PointLength.columns(x), row: PointLength.rows(y)))
    }

    /// Centres the view on `point` of the room offered (see `position(x:y:)`).
    public func position(_ point: CGPoint) -> some View {
        position(x: point.x, y: point.y)
    }

    /// Accepted, not honoured: stacks share their room in order, whatever the priorities.
    public func layoutPriority(_ value: Double) -> Self { self }
}
