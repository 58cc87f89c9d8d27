/// One row of a `Table` built with `rows:`, as SwiftUI's `TableRow`: the value the columns show.
///
/// It is also a `View` (drawing nothing) only so that a `ForEach` can make rows
/// (`ForEach(dogs) { TableRow($0) }`) as it does in SwiftUI; the table reads the values.
public struct TableRow<Value: Identifiable>: TableRowContent, View {
    public typealias TableRowValue = Value
    let value: Value
    /// The row's context menu, if it has one.
    var menu: AnyView?

    /// The row showing `value`.
    public init(_ value: Value) {
        self.value = value
    }

    public var body: some View { EmptyView() }

    /// The row with a context menu of `menuItems`, opened as a `.contextMenu`'s is (the Menu
    /// key or Shift-F10 on the selected row, a right click on it).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> TableRow {
        var row = self
        row.menu = AnyView(erasing: menuItems())
        return row
    }

    /// The row's value and context menu, as a list the builder gathers.
    var list: TableRowList<Value> {
        TableRowList(values: [value], menus: menu.map { [AnyHashable(value.id): $0] } ?? [:])
    }
}

/// A row of a `Table` with rows of its own below it, as SwiftUI's `DisclosureTableRow`.
/// **Approximated:** a terminal table is a flat list, so the row's own rows always follow it.
public struct DisclosureTableRow<Value: Identifiable>: TableRowContent, View {
    public typealias TableRowValue = Value
    let values: [Value]

    /// The row showing `value`, with the rows `content` makes below it; `isExpanded` is left as
    /// it is.
    public init(
        _ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: () -> TableRowList<Value>
    ) {
        values = [value] + content().values
    }

    public var body: some View { EmptyView() }
}

/// A table's rows as a `TableRowBuilder` gathers them: their values in order. A `View`
/// (drawing nothing) for the same reason as `TableRow`: a `ForEach` whose rows branch
/// (`if … { TableRow(x) } else { DisclosureTableRow(x) { … } }`) makes them.
public struct TableRowList<Value: Identifiable>: TableRowContent, View {
    public typealias TableRowValue = Value
    let values: [Value]
    /// The context menus of the rows that have one, by the row's id.
    var menus: [AnyHashable: AnyView] = [:]

    /// The rows of `lists`, in order.
    init(joining lists: [TableRowList<Value>]) {
        values = lists.flatMap(\.values)
        menus = lists.reduce(into: [:]) { menus, list in menus.merge(list.menus) { $1 } }
    }

    init(values: [Value], menus: [AnyHashable: AnyView] = [:]) {
        self.values = values
        self.menus = menus
    }

    public var body: some View { EmptyView() }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content == TableRow<Data.Element> {
    /// A table row for each element of `data` (`DisclosureTableRow(boss) { ForEach(boss.reports) }`).
    public init(_ data: Data) {
        self.init(data) { TableRow($0) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Table rows for each element of `data`, as `content` gathers them (rows that branch
    /// between a `TableRow` and a `DisclosureTableRow`). Disfavoured: a closure making one kind
    /// of row is a `ForEach` of that row.
    @_disfavoredOverload
    public init(
        _ data: Data, @TableRowBuilder<Data.Element> content: @escaping (Data.Element) -> TableRowList<Data.Element>
    ) where Content == TableRowList<Data.Element> {
        self.init(data, id: \.id, content: content)
    }
}

/// Gathers a table's rows, as SwiftUI's `TableRowBuilder`: `TableRow`s, `DisclosureTableRow`s,
/// `ForEach`es of either, with `if`, `if`/`else` and `for`.
@MainActor @preconcurrency
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression(_ row: TableRow<Value>) -> TableRowList<Value> {
        row.list
    }

    public static func buildExpression(_ row: DisclosureTableRow<Value>) -> TableRowList<Value> {
        TableRowList(values: row.values)
    }

    public static func buildExpression<Data, ID>(_ rows: ForEach<Data, ID, TableRow<Value>>) -> TableRowList<Value> {
        TableRowList(joining: rows.data.map { rows.content($0).list })
    }

    public static func buildExpression<Data, ID>(
        _ rows: ForEach<Data, ID, DisclosureTableRow<Value>>
    ) -> TableRowList<Value> {
        TableRowList(values: rows.data.flatMap { rows.content($0).values })
    }

    public static func buildExpression<Data, ID>(_ rows: ForEach<Data, ID, TableRowList<Value>>) -> TableRowList<Value>
    {
        TableRowList(joining: rows.data.map { rows.content($0) })
    }

    public static func buildBlock(_ parts: TableRowList<Value>...) -> TableRowList<Value> {
        TableRowList(joining: parts)
    }

    public static func buildOptional(_ part: TableRowList<Value>?) -> TableRowList<Value> {
        part ?? TableRowList(values: [])
    }

    public static func buildEither(first part: TableRowList<Value>) -> TableRowList<Value> { part }

    public static func buildEither(second part: TableRowList<Value>) -> TableRowList<Value> { part }

    public static func buildArray(_ parts: [TableRowList<Value>]) -> TableRowList<Value> {
        TableRowList(joining: parts)
    }
}
