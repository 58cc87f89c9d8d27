/// A `Table`'s header row: the columns' titles in bold, the sort column's marked `▲` or `▼`.
struct TableHeader: View {
    typealias Body = Never
    let labels: [AnyView]
    let widths: TableColumnWidths
    let sortable: [Bool]
    let sorted: (column: Int, order: SortOrder)?
    let sort: ((Int) -> Void)?
}

extension TableHeader: PrimitiveView {
    func makeBehavior() -> TableHeaderBehavior { TableHeaderBehavior() }

    func update(_ node: Node, behavior: TableHeaderBehavior) {
        behavior.widths = widths
        behavior.sortable = sortable
        behavior.sorted = sorted
        behavior.sort = sort
        node.reconcileChildren { children in
            for (column, label) in labels.enumerated() {
                children.add(label, key: .slot(column))
            }
        }
    }
}

/// Places and draws the titles; a click on a sortable title sorts by its column.
///
/// The sortable titles are stops of Tab, as a segmented picker's segments: Tab and Shift-Tab
/// walk them on the way to the rows (or back from them), Return or Space sorts by the title Tab
/// is on, as a click does, and ↓ goes on to the rows (choosing the first). The header takes no
/// focus unasked: a table's focus starts on its rows.
final class TableHeaderBehavior: NodeBehavior {
    var widths: TableColumnWidths!
    var sortable: [Bool] = []
    var sorted: (column: Int, order: SortOrder)?
    var sort: ((Int) -> Void)?
    /// Which of `sortableColumns` Tab is on while the header has focus.
    private var stop = 0

    /// The room a sortable column asks for after its title: a space and the mark.
    private static let mark = 2

    override var focusesChildren: Bool { false }

    /// The columns that sort, when the table has a sort order to write.
    private var sortableColumns: [Int] {
        sort == nil ? [] : sortable.indices.filter { sortable[$0] }
    }

    override var isFocusable: Bool { !sortableColumns.isEmpty }
    override var takesDefaultFocus: Bool { false }

    /// Reached by Tab from the control before (or Shift-Tab from the rows), the walk starts at
    /// the first title (or the last), so Tab reaches every one; focused otherwise, at the sort
    /// column's. Losing focus, the title drawn reversed is drawn plain again.
    override func focusDidChange() {
        if isFocused {
            let columns = sortableColumns
            if let forward = node.graph.focus.isMovingForward {
                stop = forward ? 0 : max(0, columns.count - 1)
            } else {
                stop = sorted.flatMap { columns.firstIndex(of: $0.column) } ?? 0
            }
        }
        node.invalidate()
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option]), node.environment.isEnabled else { return false }
        let columns = sortableColumns
        guard columns.indices.contains(stop) else { return false }
        switch key.key {
        case .tab:
            let step = key.modifiers.contains(.shift) ? -1 : 1
            guard let next = node.graph.focus.nextStop(of: node, from: stop, by: step, count: columns.count) else {
                return false
            }
            stop = next
            node.invalidate()
            return true
        case .return, .space:
            sort?(columns[stop])
            return true
        case .downArrow:
            // On to the rows, where the first ↓ chooses the first row.
            guard node.graph.focus.moveFocus(forward: true) else { return false }
            _ = node.graph.focus.focused?.behavior.handleKey(key)
            return true
        default:
            return false
        }
    }

    /// The title Tab is on.
    override var focusIndicatorFrame: Rect? {
        focusedColumn.map { node.children[$0].frame }
    }

    /// The column of the title Tab is on, while the header has focus.
    private var focusedColumn: Int? {
        let columns = sortableColumns
        guard isFocused, columns.indices.contains(stop), node.children.indices.contains(columns[stop]) else {
            return nil
        }
        return columns[stop]
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? widths.totalWidth + 2, height: 1)
    }

    /// Places each title in its column (one column in, as the list's rows), measuring it. A
    /// sortable column asks for two more cells, a space and its mark; narrowed, it gives them
    /// up before the title's letters, the mark taking the first cell of the gap after it.
    override func place(in rect: Rect) {
        let offsets = widths.offsets
        for (column, label) in node.children.enumerated() {
            let title = label.sizeThatFits(ProposedSize(width: nil, height: 1)).width
            let mark = sortable.indices.contains(column) && sortable[column] && sort != nil ? Self.mark : 0
            widths.record(title + mark, column: column)
            guard offsets.indices.contains(column) else { continue }
            let room = widths.widths[column]
            label.place(in: Rect(x: rect.minX + 1 + offsets[column], y: rect.minY, width: min(title, room), height: 1))
        }
    }

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        canvas.clipped(to: frame) { canvas in
            for label in node.children {
                label.behavior.draw(in: &canvas)
            }
            let offsets = widths.offsets
            if let sorted, node.children.indices.contains(sorted.column), offsets.indices.contains(sorted.column) {
                // After the title and a space, or in the gap after the column where the title fills it.
                let label = node.children[sorted.column]
                let end = frame.minX + 1 + offsets[sorted.column] + widths.widths[sorted.column]
                canvas.draw(
                    sorted.order == .forward ? "▲" : "▼", at: Point(x: min(label.frame.maxX + 1, end), y: frame.minY),
                    style: .plain, clip: frame)
            }
        }
        canvas.restyle(frame) { $0.attributes.insert(.bold) }
        if let column = focusedColumn {
            canvas.restyle(node.children[column].frame.intersection(frame)) { $0.attributes.insert(.reverse) }
        }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isClick, let sort, node.environment.isEnabled else { return false }
        let offsets = widths.offsets
        let x = event.location.x - node.frame.minX - 1
        guard let column = offsets.indices.last(where: { offsets[$0] <= x }),
            x < offsets[column] + widths.widths[column], sortable[column]
        else { return true }
        sort(column)
        return true
    }
}
