/// A `Table` built from rows (`Table(of:…rows:)`, `Table(sortOrder:…rows:)`) rather than from a
/// collection: the builder gathers the rows' values when the table is evaluated.
extension Table {
    /// A table of the rows `rows` makes (`TableRow`s, `ForEach`es of them), each a `Value`.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> TableRowList<Value>
    ) where Rows == TableRowList<Value> {
        self.init(rows: rows(), selection: nil, sorting: nil, columns: columns())
    }

    /// A table of the rows `rows` makes, whose selected row's id is `selection`.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> TableRowList<Value>
    ) where Rows == TableRowList<Value> {
        self.init(rows: rows(), selection: selection, sorting: nil, columns: columns())
    }

    /// A table of the rows `rows` makes, whose selection is a set of ids (holding the selected
    /// row's).
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> TableRowList<Value>
    ) where Rows == TableRowList<Value> {
        self.init(rows: rows(), selection: Self.single(selection), sorting: nil, columns: columns())
    }

    /// A sorted table of the rows `rows` makes: choosing a column to sort by writes `sortOrder`.
    public init<Sort: SortComparator>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> TableRowList<Value>
    ) where Rows == TableRowList<Value>, Sort.Compared == Value {
        self.init(rows: rows(), selection: nil, sortOrder: sortOrder, columns: columns())
    }

    /// As `init(sortOrder:columns:rows:)` for key-path comparators, the usual sort order, from
    /// whose type the rows' is known.
    public init(
        sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> TableRowList<Value>
    ) where Rows == TableRowList<Value> {
        self.init(rows: rows(), selection: nil, sortOrder: sortOrder, columns: columns())
    }

    /// As `init(selection:sortOrder:columns:rows:)` for key-path comparators.
    public init(
        selection: Binding<Value.ID?>, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> TableRowList<Value>
    ) where Rows == TableRowList<Value> {
        self.init(rows: rows(), selection: selection, sortOrder: sortOrder, columns: columns())
    }

    /// As `init(selection:sortOrder:columns:rows:)` for key-path comparators, with a set
    /// selection.
    public init(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> TableRowList<Value>
    ) where Rows == TableRowList<Value> {
        self.init(rows: rows(), selection: Self.single(selection), sortOrder: sortOrder, columns: columns())
    }

    /// As `init(sortOrder:columns:rows:)`, with the rows' type written.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> TableRowList<Value>
    ) where Rows == TableRowList<Value>, Sort.Compared == Value {
        self.init(sortOrder: sortOrder, columns: columns, rows: rows)
    }

    /// A sorted table of the rows `rows` makes, whose selected row's id is `selection`.
    public init<Sort: SortComparator>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> TableRowList<Value>
    ) where Rows == TableRowList<Value>, Sort.Compared == Value {
        self.init(rows: rows(), selection: selection, sortOrder: sortOrder, columns: columns())
    }

    /// A sorted table of the rows `rows` makes, whose selection is a set of ids.
    public init<Sort: SortComparator>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> TableRowList<Value>
    ) where Rows == TableRowList<Value>, Sort.Compared == Value {
        self.init(rows: rows(), selection: Self.single(selection), sortOrder: sortOrder, columns: columns())
    }

    /// A table of `rows` sorted by `sortOrder`.
    private init<Sort: SortComparator>(
        rows: TableRowList<Value>, selection: Binding<Value.ID?>?, sortOrder: Binding<[Sort]>, columns: Columns
    ) where Rows == TableRowList<Value>, Sort.Compared == Value {
        self.init(
            rows: rows, selection: selection, sorting: TableSorting(order: sortOrder, columns: columns._columns),
            columns: columns)
    }
}
