import Foundation

/// Draws the content moved by whole cells, keeping the room it takes where it was, as SwiftUI's
/// `.offset`: the views around it do not move.
struct OffsetModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let columns: Int
    let rows: Int

    func makeBehavior() -> OffsetBehavior { OffsetBehavior() }

    func update(_ node: Node, behavior: OffsetBehavior, content: any View) {
        behavior.columns = columns
        behavior.rows = rows
        updateContent(node, content)
    }
}

final class OffsetBehavior: ModifierBehavior {
    /// Lays its content out and draws nothing of its own: a click beside the content goes
    /// to what lies under it.
    override var isHitOutsideChildren: Bool { false }
    override var isReusable: Bool { true }
    var columns = 0
    var rows = 0

    override func place(in rect: Rect) {
        var moved = rect
        moved.origin.x += columns
        moved.origin.y += rows
        layoutChildrenAsStack().place(in: moved)
    }
}

extension View {
    /// Draws the view `x` points to the right and `y` points down (left and up when negative),
    /// in whole cells (`PointLength`), without moving the views around it.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(OffsetModifier(columns: PointLength.offsetColumns(x), rows: PointLength.offsetRows(y)))
    }

    /// Draws the view moved by `offset` (its width across, its height down), in points.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }
}
