/// Lays out a `Table`: the header row over the list of rows, and the columns' widths; takes the
/// sorting keys the list does not use.
final class TableBehavior: NodeBehavior {
    let widths = TableColumnWidths()
    var limits: [TableColumnWidthLimits] = []
    var sorting: TableSorting?
    /// The disclosure rows (`DisclosureTableRow`), by id, and those expanded that keep no binding.
    var disclosures: [AnyHashable: TableDisclosure] = [:]
    private(set) var expanded: Set<AnyHashable> = []

    /// Shows a disclosure row's rows, or hides them: through its binding, else here.
    func setExpanded(_ id: AnyHashable, _ isExpanded: Bool) {
        guard let disclosure = disclosures[id] else { return }
        if let binding = disclosure.isExpanded {
            binding.wrappedValue = isExpanded
        } else if isExpanded != expanded.contains(id) {
            if isExpanded { expanded.insert(id) } else { expanded.remove(id) }
            node.invalidate()
        }
    }

    private var header: Node? { node.children.first { $0.key == .slot(0) } }
    private var list: Node? { node.children.first { $0.key == .slot(1) } }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let listSize = list?.sizeThatFits(ProposedSize(width: proposal.width, height: proposal.height.map { $0 - 1 }))
        return Size(
            width: proposal.width ?? max(widths.totalWidth + 2, listSize?.width ?? 0),
            height: 1 + (listSize?.height ?? 0))
    }

    /// Places the header and the rows with the widths found so far, measuring the titles and
    /// the cells in view as it goes; lays out again when they call for other widths.
    override func place(in rect: Rect) {
        widths.beginMeasuring(columns: limits.count)
        header?.place(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: min(1, rect.height)))
        list?.place(in: Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: max(0, rect.height - 1)))
        // The list insets its rows by a column at the left and one (its scroll bar) at the right.
        if widths.finishMeasuring(available: max(0, rect.width - 2), limits: limits) {
            node.graph.setNeedsLayout()
        }
    }

    /// ←/→ sort by the sortable column before or after the sort column, Space reverses the order.
    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        // → and ← on a disclosure row show and hide its rows (a sortable table's columns are
        // then reached from another row).
        if key.modifiers.isEmpty, key.key == .rightArrow || key.key == .leftArrow,
            let id = (list?.behavior as? ListBehavior)?.selectedRowID, let disclosure = disclosures[id]
        {
            let expand = key.key == .rightArrow
            if expand != disclosure.isExpanded(id, in: expanded) { setExpanded(id, expand) }
            return true
        }
        guard let sorting, key.modifiers.isDisjoint(with: [.control, .option]), node.environment.isEnabled else {
            return false
        }
        let current = sorting.sortedColumn()
        switch key.key {
        case .leftArrow, .rightArrow:
            let step = key.key == .leftArrow ? -1 : 1
            var column = current?.column ?? (step > 0 ? -1 : sorting.sortable.count)
            repeat { column += step } while sorting.sortable.indices.contains(column) && !sorting.sortable[column]
            guard sorting.sortable.indices.contains(column) else { return true }
            sorting.sort(column)
        case .space:
            return sorting.reverse()
        default:
            return false
        }
        return true
    }
}
