import Foundation

/// Views in rows and columns, as SwiftUI's `Grid`: each `GridRow` is a row whose views are its
/// cells, a column as wide as its widest cell, and columns of flexible cells (a
/// `GeometryReader`, a text field) share the width left over; any other view is a row across
/// every column (a `Divider`, say). Spacings are points (`PointLength`): one column between columns and no
/// row between rows by default.
public struct Grid<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

/// A row of a `Grid`, as SwiftUI's `GridRow`: its views are the row's cells, left to right.
public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension Grid: PrimitiveView {
    func makeBehavior() -> GridBehavior { GridBehavior() }

    func update(_ node: Node, behavior: GridBehavior) {
        behavior.alignment = alignment
        behavior.columnGap = horizontalSpacing.map(PointLength.columns) ?? 1
        behavior.rowGap = verticalSpacing.map(PointLength.rowGap) ?? 0
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

extension GridRow: PrimitiveView {
    func makeBehavior() -> GridRowBehavior { GridRowBehavior() }

    func update(_ node: Node, behavior: GridRowBehavior) {
        behavior.alignment = alignment
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// A grid row: the grid lays out its cells.
final class GridRowBehavior: NodeBehavior {
    var alignment: VerticalAlignment?
    override var gridRow: GridRowBehavior? { self }
}

/// What a cell's grid modifiers say (`gridCellColumns`, `gridColumnAlignment`,
/// `gridCellAnchor`, `gridCellUnsizedAxes`).
struct GridCellOptions {
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set = []
}

/// Lays out a `Grid`.
final class GridBehavior: NodeBehavior {
    var alignment = Alignment.center
    var columnGap = 1
    var rowGap = 0

    private struct Cell {
        let node: Node
        let column: Int
        let options: GridCellOptions
    }

    private enum Row {
        case cells([Cell], VerticalAlignment?)
        /// A view across every column.
        case across(Node)
    }

    private var rows: [Row] {
        node.childDisplayables.map { child in
            guard let row = child.behavior.gridRow else { return .across(child) }
            var column = 0
            let cells = row.node.childDisplayables.map { cell -> Cell in
                let options = Self.options(of: cell)
                defer { column += max(1, options.columns) }
                return Cell(node: cell, column: column, options: options)
            }
            return .cells(cells, row.alignment)
        }
    }

    /// The options the grid modifiers around `cell` set (the outermost wins, as in SwiftUI).
    private static func options(of cell: Node) -> GridCellOptions {
        var options = GridCellOptions()
        var current: Node? = cell
        var seen: [GridCellBehavior] = []
        while let node = current, let behavior = node.behavior as? GridCellBehavior {
            seen.append(behavior)
            current = node.children.count == 1 ? node.children[0] : nil
        }
        for behavior in seen.reversed() { behavior.change(&options) }
        return options
    }

    /// Each column's width (its widest single-column cell, widened when its cells take more
    /// room and `width` has it, or a share of `width` when the columns would be wider) and
    /// each column's alignment.
    private func columns(_ rows: [Row], width: Int?) -> (widths: [Int], alignments: [HorizontalAlignment?]) {
        var widths: [Int] = []
        var alignments: [HorizontalAlignment?] = []
        for case .cells(let cells, _) in rows {
            for cell in cells {
                let last = cell.column + max(1, cell.options.columns) - 1
                while widths.count <= last {
                    widths.append(0)
                    alignments.append(nil)
                }
                if let alignment = cell.options.columnAlignment { alignments[cell.column] = alignment }
                guard cell.options.columns <= 1, !cell.options.unsizedAxes.contains(.horizontal) else { continue }
                widths[cell.column] = max(
                    widths[cell.column], cell.node.sizeThatFits(ProposedSize(width: nil, height: nil)).width)
            }
        }
        // A cell wider than the columns it spans widens them, evenly.
        for case .cells(let cells, _) in rows {
            for cell in cells where cell.options.columns > 1 && !cell.options.unsizedAxes.contains(.horizontal) {
                let spanned = cell.column..<min(widths.count, cell.column + cell.options.columns)
                let room = widths[spanned].reduce(0, +) + (spanned.count - 1) * columnGap
                let wanted = cell.node.sizeThatFits(ProposedSize(width: nil, height: nil)).width
                guard wanted > room else { continue }
                for (position, index) in spanned.enumerated() {
                    widths[index] +=
                        (wanted - room) / spanned.count + (position < (wanted - room) % spanned.count ? 1 : 0)
                }
            }
        }
        let gaps = max(0, widths.count - 1) * columnGap
        if let width, widths.reduce(0, +) + gaps < width {
            grow(&widths, to: width - gaps, rows)
        }
        if let width, widths.reduce(0, +) + gaps > width, !widths.isEmpty {
            // Too wide: the widest columns give way first, down to an even share.
            var room = max(0, width - gaps)
            var remaining = widths.count
            for index in widths.indices.sorted(by: { widths[$0] < widths[$1] }) {
                let share = room / remaining
                widths[index] = min(widths[index], share)
                room -= widths[index]
                remaining -= 1
            }
        }
        return (widths, alignments)
    }

    /// Widens the columns whose cells take more than their ideal width (a `GeometryReader`, a
    /// frame to `.infinity`, a text field), sharing `room` evenly between them, as an
    /// `HStack` shares its width between its flexible views.
    private func grow(_ widths: inout [Int], to room: Int, _ rows: [Row]) {
        var most = widths
        for case .cells(let cells, _) in rows {
            for cell in cells where cell.options.columns <= 1 && !cell.options.unsizedAxes.contains(.horizontal) {
                most[cell.column] = max(
                    most[cell.column], cell.node.sizeThatFits(ProposedSize(width: room, height: nil)).width)
            }
        }
        var left = room - widths.reduce(0, +)
        var growing = widths.indices.filter { most[$0] > widths[$0] }
        while left > 0, !growing.isEmpty {
            let share = max(1, left / growing.count)
            for index in growing where left > 0 {
                let added = min(share, most[index] - widths[index], left)
                widths[index] += added
                left -= added
            }
            growing.removeAll { most[$0] <= widths[$0] }
        }
    }

    private func span(_ cell: Cell, _ widths: [Int]) -> Int {
        let last = min(widths.count, cell.column + max(1, cell.options.columns))
        return widths[cell.column..<last].reduce(0, +) + max(0, last - cell.column - 1) * columnGap
    }

    private func height(of row: Row, _ widths: [Int], total: Int) -> Int {
        switch row {
        case .across(let node):
            return node.sizeThatFits(ProposedSize(width: total, height: nil)).height
        case .cells(let cells, _):
            var height = 0
            for cell in cells where !cell.options.unsizedAxes.contains(.vertical) {
                height = max(
                    height, cell.node.sizeThatFits(ProposedSize(width: span(cell, widths), height: nil)).height)
            }
            return height
        }
    }

    /// The widest ideal width of the views across the columns (a divider's is one cell: it
    /// takes the columns' width), within `width`.
    private func acrossWidth(_ rows: [Row], within width: Int?) -> Int {
        var widest = 0
        for case .across(let node) in rows {
            widest = max(widest, node.sizeThatFits(ProposedSize(width: nil, height: nil)).width)
        }
        return min(width ?? widest, widest)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let rows = rows
        let widths = columns(rows, width: proposal.width).widths
        let total = max(
            widths.reduce(0, +) + max(0, widths.count - 1) * columnGap, acrossWidth(rows, within: proposal.width))
        var rowsHeight = max(0, rows.count - 1) * rowGap
        for row in rows {
            rowsHeight += height(of: row, widths, total: total)
        }
        return Size(width: total, height: rowsHeight)
    }

    override func place(in rect: Rect) {
        let rows = rows
        let (widths, alignments) = columns(rows, width: rect.width)
        var offsets: [Int] = []
        var x = 0
        for width in widths {
            offsets.append(x)
            x += width + columnGap
        }
        let total = min(
            rect.width,
            max(widths.reduce(0, +) + max(0, widths.count - 1) * columnGap, acrossWidth(rows, within: rect.width)))
        var y = rect.minY
        for row in rows {
            let rowHeight = height(of: row, widths, total: total)
            switch row {
            case .across(let node):
                let size = node.sizeThatFits(ProposedSize(width: total, height: rowHeight))
                node.place(
                    in: Rect(
                        x: rect.minX + alignment.horizontal.offset(of: size.width, in: total), y: y, width: size.width,
                        height: size.height))
            case .cells(let cells, let rowAlignment):
                for cell in cells where cell.column < widths.count {
                    let width = span(cell, widths)
                    let size = cell.node.sizeThatFits(ProposedSize(width: width, height: rowHeight))
                    var horizontal =
                        cell.options.columns <= 1
                        ? alignments[cell.column] ?? alignment.horizontal : alignment.horizontal
                    var vertical = rowAlignment ?? alignment.vertical
                    if let anchor = cell.options.anchor {
                        horizontal = anchor.x < 0.25 ? .leading : anchor.x > 0.75 ? .trailing : .center
                        vertical = anchor.y < 0.25 ? .top : anchor.y > 0.75 ? .bottom : .center
                    }
                    let stretch = cell.options.unsizedAxes
                    let cellSize = Size(
                        width: stretch.contains(.horizontal) ? width : min(size.width, width),
                        height: stretch.contains(.vertical) ? rowHeight : min(size.height, rowHeight))
                    cell.node.place(
                        in: Rect(
                            x: rect.minX + offsets[cell.column] + horizontal.offset(of: cellSize.width, in: width),
                            y: y + vertical.offset(of: cellSize.height, in: rowHeight),
                            width: cellSize.width, height: cellSize.height))
                }
            }
            y += rowHeight + rowGap
        }
    }
}

/// A grid modifier on a cell: it changes the cell's `GridCellOptions` and lays out its content
/// as it is.
struct GridCellModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let change: (inout GridCellOptions) -> Void

    func makeBehavior() -> GridCellBehavior { GridCellBehavior() }

    func update(_ node: Node, behavior: GridCellBehavior, content: any View) {
        behavior.change = change
        updateContent(node, content)
    }
}

final class GridCellBehavior: NodeBehavior {
    var change: (inout GridCellOptions) -> Void = { _ in }
}

extension View {
    /// Makes this cell of a `GridRow` span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellModifier { $0.columns = max(1, count) })
    }

    /// Aligns every cell of this cell's column, in every row of the `Grid`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(GridCellModifier { $0.columnAlignment = guide })
    }

    /// Places this cell within its room at `anchor` (the nearest of leading/centre/trailing
    /// and top/centre/bottom).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(GridCellModifier { $0.anchor = anchor })
    }

    /// Lets this cell take the room of its column (`.horizontal`) or row (`.vertical`) without
    /// widening or heightening it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(GridCellModifier { $0.unsizedAxes = axes })
    }
}
