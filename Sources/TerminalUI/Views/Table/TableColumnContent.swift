/// The columns of a `Table`, as SwiftUI's `TableColumnContent`: a `TableColumn`, or the
/// columns a `TableColumnBuilder` gathers.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the rows the columns show.
    associatedtype TableRowValue: Identifiable
    /// The comparator that sorts the table by these columns (`Never` when they do not sort).
    associatedtype TableColumnSortComparator

    /// The columns, in order, type-erased for the table. Not to be implemented outside
    /// TerminalUI.
    var _columns: [_TableColumnStorage<TableRowValue>] { get }
}

/// One column as a `Table` keeps it: its title, the cell it makes for a row, and its
/// comparator. Made by `TableColumn`; code written for SwiftUI never sees it.
public struct _TableColumnStorage<RowValue> {
    let label: AnyView
    let cell: @MainActor (RowValue) -> AnyView
    /// The column's comparator (of the table's sort type), if the column sorts.
    let comparator: Any?
    let limits: TableColumnWidthLimits
    /// The column's id in a `TableColumnCustomization`, and whether it shows without one.
    var customizationID: String? = nil
    var defaultVisibility = Visibility.automatic

    /// Whether the column shows under `customization`.
    func isShown(in customization: TableColumnCustomization<some Identifiable>?) -> Bool {
        let chosen = customizationID.map { customization?[visibility: $0] ?? .automatic } ?? .automatic
        return (chosen == .automatic ? defaultVisibility : chosen) != .hidden
    }
}

/// Several columns of one table, as a `TableColumnBuilder` makes them.
public struct TableColumnGroup<RowValue: Identifiable, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public let _columns: [_TableColumnStorage<RowValue>]
}

/// Gathers a table's columns, as SwiftUI's `TableColumnBuilder`: the columns in order, with
/// `if` and `if`/`else`. A column that does not sort (`Sort` is `Never`) may sit in a table that
/// does; a table that does not sort takes columns that would.
@MainActor @preconcurrency
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TableColumnGroup<RowValue, Sort>
    where Column.TableRowValue == RowValue {
        TableColumnGroup(_columns: column._columns)
    }

    public static func buildBlock(_ groups: TableColumnGroup<RowValue, Sort>...) -> TableColumnGroup<RowValue, Sort> {
        TableColumnGroup(_columns: groups.flatMap(\._columns))
    }

    public static func buildOptional(_ group: TableColumnGroup<RowValue, Sort>?) -> TableColumnGroup<RowValue, Sort> {
        group ?? TableColumnGroup(_columns: [])
    }

    public static func buildEither(first group: TableColumnGroup<RowValue, Sort>) -> TableColumnGroup<RowValue, Sort> {
        group
    }

    public static func buildEither(second group: TableColumnGroup<RowValue, Sort>) -> TableColumnGroup<RowValue, Sort> {
        group
    }
}
