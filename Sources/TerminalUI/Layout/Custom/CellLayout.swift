import Foundation

/// A built-in layout that works in cells: the terminal's own stack algorithms, which a
/// `LayoutEngine` runs directly instead of through points.
@MainActor
protocol CellLayout {
    func sizeThatFits(_ proposal: ProposedSize, children: [Node]) -> Size
    func place(in rect: Rect, children: [Node])
}

extension CellLayout {
    /// `Layout`'s measure, for code that calls it: the proposal in cells, the size in points.
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        PointLength.size(sizeThatFits(proposal.cells, children: subviews.subviewNodes))
    }

    /// `Layout`'s placement, for code that calls it: `bounds` to the nearest cells.
    func place(in bounds: CGRect, subviews: LayoutSubviews) {
        let origin = Point(
            x: PointLength.nearestCell(bounds.minX, per: PointLength.pointsPerColumn),
            y: PointLength.nearestCell(bounds.minY, per: PointLength.pointsPerRow))
        place(in: Rect(origin: origin, size: PointLength.cellSize(bounds.size)), children: subviews.subviewNodes)
    }
}

/// A built-in layout as `Layout._cellLayout` hands it to the engine.
public struct _CellLayout {
    let layout: any CellLayout
}
