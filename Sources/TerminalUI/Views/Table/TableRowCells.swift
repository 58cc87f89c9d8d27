/// One row of a `Table`: its cells side by side in the table's column widths, each cut to its
/// column.
struct TableRowCells: View {
    typealias Body = Never
    let cells: [AnyView]
    let widths: TableColumnWidths
}

extension TableRowCells: PrimitiveView {
    func makeBehavior() -> TableRowCellsBehavior { TableRowCellsBehavior() }

    func update(_ node: Node, behavior: TableRowCellsBehavior) {
        behavior.widths = widths
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

    /// The row is as tall as its tallest cell at its column's width.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var height = 1
        for (column, cell) in node.children.enumerated() {
            widths.record(cell.sizeThatFits(ProposedSize(width: nil, height: nil)).width, column: column)
            guard widths.widths.indices.contains(column) else { continue }
            height = max(height, cell.sizeThatFits(ProposedSize(width: widths.widths[column], height: nil)).height)
        }
        return Size(width: proposal.width.map { min($0, widths.totalWidth) } ?? widths.totalWidth, height: height)
    }

    override func place(in rect: Rect) {
        let offsets = widths.offsets
        for (column, cell) in node.children.enumerated() where offsets.indices.contains(column) {
            let width = widths.widths[column]
            let size = cell.sizeThatFits(ProposedSize(width: width, height: rect.height))
            cell.place(
                in: Rect(
                    x: rect.minX + offsets[column], y: rect.minY, width: min(width, size.width),
                    height: min(rect.height, size.height)))
        }
    }

    override func draw(in canvas: inout CellGrid) {
        let offsets = widths.offsets
        for (column, cell) in node.children.enumerated() where offsets.indices.contains(column) {
            let frame = node.frame
            let clip = Rect(
                x: frame.minX + offsets[column], y: frame.minY, width: widths.widths[column], height: frame.height)
            canvas.clipped(to: clip) { cell.behavior.draw(in: &$0) }
        }
    }
}
