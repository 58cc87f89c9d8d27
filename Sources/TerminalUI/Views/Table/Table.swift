import Foundation

/// Rows of values in columns, as SwiftUI's `Table`: a header row of the columns' titles, then a
/// row per element of the data, each column as wide as its widest cell in view (narrowed, the
/// widest first, when the table is too narrow).
///
/// **Approximated:** the rows are a `List`'s (↑/↓, PgUp/PgDn, Home/End move the selection, the
/// selected row is reversed, a click selects, the wheel scrolls). Until a row is chosen the
/// cursor is underlined on the first row, and the first ↑ or ↓ selects it, as on a Mac, where the
/// first arrow selects the first row; a `Set` selection holds the
/// one selected row's id. With a `sortOrder:` binding the sort column's title shows `▲`
/// (forward) or `▼` (reverse); ←/→ sort by the sortable column before or after it, Space
/// reverses the order, and a click on a title sorts by that column (reverses it, when it
/// already sorts). The sortable titles are stops of Tab before the rows, where Return or Space
/// sorts as a click does. As in SwiftUI the table only writes the binding: the app sorts its
/// data.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    public typealias Body = Never
    let columns: [_TableColumnStorage<Value>]
    /// A `ForEach` over the rows that show (those of disclosure rows in `expanded` or expanded by
    /// their binding), each shown by the given view.
    let makeRows:
        @MainActor (_ row: @escaping (Value, TableRowOutline) -> TableRowCells, _ expanded: Set<AnyHashable>) ->
            any View
    /// The disclosure rows, by id (`DisclosureTableRow`).
    var disclosures: [AnyHashable: TableDisclosure] = [:]
    let selection: Binding<Value.ID?>?
    let sorting: TableSorting?
    /// Which columns show (those with a `customizationID` it hides do not).
    let customization: Binding<TableColumnCustomization<Value>>?

    private init<Data: RandomAccessCollection>(
        data: Data, selection: Binding<Value.ID?>?, sorting: TableSorting?,
        customization: Binding<TableColumnCustomization<Value>>? = nil, columns: Columns
    ) where Data.Element == Value, Rows == TableForEachContent<Data> {
        self.columns = columns._columns
        self.makeRows = { row, _ in ForEach(data) { row($0, .flat) } }
        self.selection = selection
        self.sorting = sorting
        self.customization = customization
    }

    /// A table of `rows`, for the forms in Table+Rows.swift.
    init(
        rows: TableRowList<Value>, selection: Binding<Value.ID?>?, sorting: TableSorting?, columns: Columns
    ) where Rows == TableRowList<Value> {
        self.columns = columns._columns
        self.makeRows = { row, expanded in
            ForEach(rows.shownRows(expanded: expanded), id: \.value.id) { shown in
                TableRowWithMenu(cells: row(shown.value, shown.outline), menu: rows.menus[AnyHashable(shown.value.id)])
            }
        }
        self.disclosures = rows.disclosures
        self.selection = selection
        self.sorting = sorting
        self.customization = nil
    }
}

extension Table {
    /// A table of `data` in `columns`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value, Rows == TableForEachContent<Data> {
        self.init(data: data, selection: nil, sorting: nil, customization: columnCustomization, columns: columns())
    }

    /// A table of `data` whose selected row's id is `selection`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value, Rows == TableForEachContent<Data> {
        self.init(
            data: data, selection: selection, sorting: nil, customization: columnCustomization, columns: columns())
    }

    /// A table of `data` whose selection is a set of ids. **Approximated:** one row is selected
    /// at a time, so the set holds its id.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value, Rows == TableForEachContent<Data> {
        self.init(
            data: data, selection: Self.single(selection), sorting: nil, customization: columnCustomization,
            columns: columns())
    }

    /// A table of `data` whose sort order is `sortOrder`: choosing a column to sort by writes it.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Data.Element == Value, Rows == TableForEachContent<Data>, Sort.Compared == Value {
        let columns = columns()
        self.init(
            data: data, selection: nil, sorting: TableSorting(order: sortOrder, columns: columns._columns),
            customization: columnCustomization, columns: columns)
    }

    /// A sorted table of `data` whose selected row's id is `selection`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Data.Element == Value, Rows == TableForEachContent<Data>, Sort.Compared == Value {
        let columns = columns()
        self.init(
            data: data, selection: selection, sorting: TableSorting(order: sortOrder, columns: columns._columns),
            customization: columnCustomization, columns: columns)
    }

    /// A sorted table of `data` whose selection is a set of ids (holding the selected row's).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Data.Element == Value, Rows == TableForEachContent<Data>, Sort.Compared == Value {
        let columns = columns()
        self.init(
            data: data, selection: Self.single(selection),
            sorting: TableSorting(order: sortOrder, columns: columns._columns), customization: columnCustomization,
            columns: columns)
    }

    /// A set selection seen as the one selected id.
    static func single(_ selection: Binding<Set<Value.ID>>) -> Binding<Value.ID?> {
        Binding(
            get: { selection.wrappedValue.first },
            set: { id in selection.wrappedValue = id.map { [$0] } ?? [] })
    }
}

/// The rows of a `Table`, as SwiftUI's `TableRowContent`.
public protocol TableRowContent<TableRowValue> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable
}

/// A table's rows made from a collection, one per element, as SwiftUI's `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
}

extension Table: PrimitiveView {
    func makeBehavior() -> TableBehavior { TableBehavior() }

    func update(_ node: Node, behavior: TableBehavior) {
        // A table's cells keep to one line, as a desktop table's rows do, unless a line limit
        // around the table says otherwise.
        var environment = node.environment
        if environment.lineLimit == nil {
            environment.lineLimit = 1
            node.childEnvironment = environment
        }
        let customization = customization?.wrappedValue
        let all = self.columns
        let shown = all.indices.filter { all[$0].isShown(in: customization) }
        let sorting = shown.count == all.count ? sorting : sorting?.showing(shown)
        let columns = shown.map { all[$0] }
        behavior.limits = columns.map(\.limits)
        behavior.sorting = sorting
        let widths = behavior.widths
        behavior.disclosures = disclosures
        let rows = makeRows(
            { row, outline in
                TableRowCells(
                    cells: columns.map { $0.cell(row) }, widths: widths, outline: outline, id: AnyHashable(row.id))
            }, behavior.expanded)
        let header = TableHeader(
            labels: columns.map(\.label), widths: widths, sortable: columns.map { $0.comparator != nil },
            sorted: sorting?.sortedColumn(), sort: sorting?.sort)
        node.reconcileChildren { children in
            children.add(header, key: .slot(0))
            var list = List(selection: selection) { AnyView(erasing: rows) }
            list.choosesOnFocus = false
            children.add(list, key: .slot(1))
        }
    }
}

/// A row's cells, with the row's context menu when its `TableRow` has one.
private struct TableRowWithMenu: View {
    let cells: TableRowCells
    let menu: AnyView?

    var body: some View {
        if let menu {
            cells.contextMenu { menu }
        } else {
            cells
        }
    }
}
