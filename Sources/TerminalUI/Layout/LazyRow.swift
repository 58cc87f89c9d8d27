/// One row of a lazy scrolling container (`LazyRows`), built: a view, whose views stack as the
/// container stacks them, or a line of a lazy grid's cells, side by side under its columns (or
/// one under another beside its rows). A horizontal container's rows are columns: every length
/// below is along `axis` or across it.
@MainActor
struct LazyRow {
    enum Content {
        case view(Node)
        case cells([Node], grid: LazyGridBehavior)
    }

    let content: Content
    /// The axis the container scrolls along.
    let axis: Axis
    /// The spacing between the views of a row that is a view (its segment's).
    let spacing: Int

    /// The nodes the row draws and focus visits, in order.
    var nodes: [Node] {
        switch content {
        case .view(let node): [node]
        case .cells(let cells, _): cells
        }
    }

    /// The row's size within `cross` cells across the axis (`nil`: its ideal size).
    func sizeThatFits(cross: Int?, alignment: AlignmentKey) -> Size {
        switch content {
        case .view(let node):
            return stack(node, alignment: alignment).sizeThatFits(axis.proposal(length: nil, cross: cross))
        case .cells(let cells, let grid):
            let tracks = grid.tracks(across: cross)
            return axis.size(length: grid.lineLength(cells, tracks: tracks), cross: tracks.total)
        }
    }

    /// Places the row in `rect` (as long along the axis as the row).
    func place(in rect: Rect, alignment: AlignmentKey) {
        switch content {
        case .view(let node):
            stack(node, alignment: alignment).place(in: rect)
        case .cells(let cells, let grid):
            grid.placeLine(cells, tracks: grid.tracks(across: axis.crossLength(of: rect.size)), in: rect)
        }
    }

    /// Where the row's nodes end along the axis (the cell past the furthest).
    var end: Int { nodes.map { axis.end(of: $0.frame) }.max() ?? 0 }

    private func stack(_ node: Node, alignment: AlignmentKey) -> StackLayout {
        StackLayout(axis: axis, crossAlignment: alignment, spacing: spacing, children: node.displayables)
    }
}
