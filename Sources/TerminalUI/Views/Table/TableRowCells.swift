/// One row of a `Table`: its cells side by side in the table's column widths, each cut to its
/// column.
struct TableRowCells: View {
    typealias Body = Never
    let cells: [AnyView]
    let widths: TableColumnWidths
    var outline = TableRowOutline.flat
    /// The row's id, which a disclosure row's key asks the table to expand.
    var id: AnyHashable?
}

extension TableRowCells: PrimitiveView {
    func makeBehavior() -> TableRowCellsBehavior { TableRowCellsBehavior() }

    func update(_ node: Node, behavior: TableRowCellsBehavior) {
        behavior.widths = widths
        behavior.outline = outline
        behavior.id = id
        node.reconcileChildren { children in
            for (column, cell) in cells.enumerated() {
                children.add(cell, key: .slot(column))
            }
        }
    }
}

/// Measures a table row's cells for the column widths and places them in their columns.
final class TableRowCellsBehavior: NodeBehavior {
    var widths: TableColumnWidths!
    var outline = TableRowOutline.flat
    var id: AnyHashable?

    /// The columns a cell starts after, in its column: the first cell's indent in an outline.
    private func inset(_ column: Int) -> Int { column == 0 ? outline.indent : 0 }

    /// Return on a disclosure row shows its rows, or hides them.
    override func performPrimaryAction() -> Bool {
        guard let isExpanded = outline.isExpanded, let id, let table = node.nearest(TableBehavior.self) else {
            return false
        }
        table.setExpanded(id, !isExpanded)
        return true
    }

    /// The row is as tall as its tallest cell at its column's width.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var height = 1
        for (column, cell) in node.children.enumerated() {
            let inset = inset(column)
            widths.record(cell.sizeThatFits(ProposedSize(width: nil, height: nil)).width + inset, column: column)
            guard widths.widths.indices.contains(column) else { continue }
            let width = max(0, widths.widths[column] - inset)
            height = max(height, cell.sizeThatFits(ProposedSize(width: width, height: nil)).height)
        }
        return Size(width: proposal.width.map { min($0, widths.totalWidth) } ?? widths.totalWidth, height: height)
    }

    override func place(in rect: Rect) {
        let offsets = widths.offsets
        for (column, cell) in node.children.enumerated() where offsets.indices.contains(column) {
            let inset = inset(column)
            let width = max(0, widths.widths[column] - inset)
            let size = cell.sizeThatFits(ProposedSize(width: width, height: rect.height))
            cell.place(
                in: Rect(
                    x: rect.minX + offsets[column] + inset, y: rect.minY, width: min(width, size.width),
                    height: min(rect.height, size.height)))
        }
    }

    override func draw(in canvas: inout CellGrid) {
        let offsets = widths.offsets
        for (column, cell) in node.children.enumerated() where offsets.indices.contains(column) {
            let frame = node.frame
            let clip = Rect(
                x: frame.minX + offsets[column], y: frame.minY, width: widths.widths[column], height: frame.height)
            canvas.clipped(to: clip) { canvas in
                if column == 0, let isExpanded = outline.isExpanded {
                    canvas.draw(
                        isExpanded ? "▾" : "▸", at: Point(x: clip.minX + outline.depth * 2, y: frame.minY),
                        style: .plain,
                        clip: clip)
                }
                cell.behavior.draw(in: &canvas)
            }
        }
    }
}
