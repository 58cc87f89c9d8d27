/// One row of a lazy scrolling container (`LazyRows`), built: a view, whose views stack as the
/// container stacks them, or a row of a lazy grid's cells, side by side under its columns.
@MainActor
struct LazyRow {
    enum Content {
        case view(Node)
        case cells([Node], grid: LazyGridBehavior)
    }

    let content: Content
    /// The spacing between the views of a row that is a view (its segment's).
    let spacing: Int

    /// The nodes the row draws and focus visits, in order.
    var nodes: [Node] {
        switch content {
        case .view(let node): [node]
        case .cells(let cells, _): cells
        }
    }

    /// The row's size within `width` cells (`nil`: its ideal width).
    func sizeThatFits(width: Int?, alignment: StackLayout.CrossAlignment) -> Size {
        switch content {
        case .view(let node):
            return stack(node, alignment: alignment).sizeThatFits(ProposedSize(width: width, height: nil))
        case .cells(let cells, let grid):
            let columns = grid.columns(width: width)
            return Size(width: columns.total, height: grid.rowHeight(cells, columns: columns))
        }
    }

    /// Places the row in `rect` (as tall as the row).
    func place(in rect: Rect, alignment: StackLayout.CrossAlignment) {
        switch content {
        case .view(let node):
            stack(node, alignment: alignment).place(in: rect)
        case .cells(let cells, let grid):
            grid.placeRow(cells, columns: grid.columns(width: rect.width), in: rect)
        }
    }

    /// The lowest line the row's nodes were placed on, plus one.
    var maxY: Int { nodes.map(\.frame.maxY).max() ?? 0 }

    private func stack(_ node: Node, alignment: StackLayout.CrossAlignment) -> StackLayout {
        StackLayout(axis: .vertical, crossAlignment: alignment, spacing: spacing, children: node.displayables)
    }
}
