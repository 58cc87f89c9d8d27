/// How a `Table` reads and writes its `sortOrder:` binding, whatever the comparator's type.
@MainActor
struct TableSorting {
    /// The column the first comparator of the order sorts by, and its order.
    let sortedColumn: () -> (column: Int, order: SortOrder)?
    /// Sorts by a column, as a click on its title does: its comparator goes first, or, when it
    /// is first already, its order is reversed.
    let sort: (Int) -> Void
    /// Reverses the order of the first comparator, whether or not a column sorts by it (an
    /// app's order by a computed name); `false` when the order is empty.
    let reverse: () -> Bool
    /// Which columns can sort.
    let sortable: [Bool]

    private init(
        sortedColumn: @escaping () -> (column: Int, order: SortOrder)?, sort: @escaping (Int) -> Void,
        reverse: @escaping () -> Bool, sortable: [Bool]
    ) {
        self.sortedColumn = sortedColumn
        self.sort = sort
        self.reverse = reverse
        self.sortable = sortable
    }

    /// The sorting of a table that shows only the columns at `shown` (indices among all its
    /// columns, in order), numbered as shown.
    func showing(_ shown: [Int]) -> TableSorting {
        let sortedColumn = sortedColumn
        let sort = sort
        return TableSorting(
            sortedColumn: {
                guard let sorted = sortedColumn(), let column = shown.firstIndex(of: sorted.column) else { return nil }
                return (column, sorted.order)
            },
            sort: { column in if shown.indices.contains(column) { sort(shown[column]) } },
            reverse: reverse, sortable: shown.map { sortable[$0] })
    }

    init<Value, Sort: SortComparator>(order: Binding<[Sort]>, columns: [_TableColumnStorage<Value>]) {
        let comparators = columns.map { $0.comparator as? Sort }
        sortable = comparators.map { $0 != nil }
        /// Whether two comparators sort by the same thing (in either order).
        func same(_ one: Sort, _ other: Sort) -> Bool {
            var one = one
            one.order = other.order
            return one == other
        }
        sortedColumn = {
            guard let first = order.wrappedValue.first else { return nil }
            guard let column = comparators.firstIndex(where: { $0.map { same($0, first) } ?? false }) else {
                return nil
            }
            return (column, first.order)
        }
        sort = { column in
            guard comparators.indices.contains(column), let comparator = comparators[column] else { return }
            var sortOrder = order.wrappedValue
            if let first = sortOrder.first, same(first, comparator) {
                sortOrder[0].order = first.order == .forward ? .reverse : .forward
            } else {
                let kept = sortOrder.first { same($0, comparator) } ?? comparator
                sortOrder.removeAll { same($0, comparator) }
                sortOrder.insert(kept, at: 0)
            }
            order.wrappedValue = sortOrder
        }
        reverse = {
            guard let first = order.wrappedValue.first else { return false }
            order.wrappedValue[0].order = first.order == .forward ? .reverse : .forward
            return true
        }
    }
}
