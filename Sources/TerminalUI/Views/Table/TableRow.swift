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

/// A row of a `Table` with rows of its own below it, as SwiftUI's `DisclosureTableRow`: `▸`
/// before its first cell while they are hidden (as they start), `▾` while they show, indented
/// below it. On the selected row, Return or → shows them and Return or ← hides them; a row
/// given `isExpanded` reads and writes that binding, else the table keeps the state.
public struct DisclosureTableRow<Value: Identifiable>: TableRowContent, View {
    public typealias TableRowValue = Value
    let list: TableRowList<Value>

    /// The row showing `value`, with the rows `content` makes below it.
    public init(
        _ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: () -> TableRowList<Value>
    ) {
        let children = content()
        var list = TableRowList(
            values: [value] + children.values, menus: children.menus,
            depths: [0] + children.depths.map { $0 + 1 })
        list.disclosures = children.disclosures
        list.disclosures[AnyHashable(value.id)] = TableDisclosure(isExpanded: isExpanded)
        self.list = list
    }

    public var body: some View { EmptyView() }
}

/// A disclosure row of a table, and the binding that says whether its rows show, if it has one.
struct TableDisclosure {
    let isExpanded: Binding<Bool>?

    /// Whether the rows of the disclosure row `id` show: its binding says, else `expanded`,
    /// the rows the table keeps expanded.
    func isExpanded(_ id: AnyHashable, in expanded: Set<AnyHashable>) -> Bool {
        isExpanded?.wrappedValue ?? expanded.contains(id)
    }
}

/// Where a row of a table sits in its outline: how many disclosure rows it is below, and, for a
/// disclosure row, whether its rows show.
struct TableRowOutline {
    var depth = 0
    var isExpanded: Bool?
    /// Whether the table has disclosure rows: then every row's first cell leaves room for the
    /// `▸` and is indented by its depth.
    var isOutlined = false

    static let flat = TableRowOutline()

    /// The columns before the first cell's content.
    var indent: Int { isOutlined ? depth * 2 + 2 : 0 }
}

/// A table's rows as a `TableRowBuilder` gathers them: their values in order. A `View`
/// (drawing nothing) for the same reason as `TableRow`: a `ForEach` whose rows branch
/// (`if … { TableRow(x) } else { DisclosureTableRow(x) { … } }`) makes them.
public struct TableRowList<Value: Identifiable>: TableRowContent, View {
    public typealias TableRowValue = Value
    let values: [Value]
    /// The context menus of the rows that have one, by the row's id.
    var menus: [AnyHashable: AnyView] = [:]
    /// How many disclosure rows each row is below, by position.
    let depths: [Int]
    /// The disclosure rows, by id.
    var disclosures: [AnyHashable: TableDisclosure] = [:]

    /// The rows of `lists`, in order.
    init(joining lists: [TableRowList<Value>]) {
        values = lists.flatMap(\.values)
        depths = lists.flatMap(\.depths)
        menus = lists.reduce(into: [:]) { menus, list in menus.merge(list.menus) { $1 } }
        disclosures = lists.reduce(into: [:]) { disclosures, list in disclosures.merge(list.disclosures) { $1 } }
    }

    init(values: [Value], menus: [AnyHashable: AnyView] = [:], depths: [Int]? = nil) {
        self.values = values
        self.menus = menus
        self.depths = depths ?? Array(repeating: 0, count: values.count)
    }

    /// The rows that show, with their place in the outline: those below a disclosure row whose
    /// rows are hidden do not (`expanded` holds the rows the table keeps expanded).
    func shownRows(expanded: Set<AnyHashable>) -> [TableShownRow<Value>] {
        var shown: [TableShownRow<Value>] = []
        var hiddenBelow: Int?
        let isOutlined = !disclosures.isEmpty
        for (value, depth) in zip(values, depths) {
            if let level = hiddenBelow {
                if depth > level { continue }
                hiddenBelow = nil
            }
            var outline = TableRowOutline(depth: depth, isOutlined: isOutlined)
            let id = AnyHashable(value.id)
            if let disclosure = disclosures[id] {
                let isExpanded = disclosure.isExpanded(id, in: expanded)
                outline.isExpanded = isExpanded
                if !isExpanded { hiddenBelow = depth }
            }
            shown.append(TableShownRow(value: value, outline: outline))
        }
        return shown
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
        row.list
    }

    public static func buildExpression<Data, ID>(_ rows: ForEach<Data, ID, TableRow<Value>>) -> TableRowList<Value> {
        TableRowList(joining: rows.data.map { rows.content($0).list })
    }

    public static func buildExpression<Data, ID>(
        _ rows: ForEach<Data, ID, DisclosureTableRow<Value>>
    ) -> TableRowList<Value> {
        TableRowList(joining: rows.data.map { rows.content($0).list })
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

/// A row a table shows, with its place in the outline.
struct TableShownRow<Value: Identifiable> {
    let value: Value
    let outline: TableRowOutline
}
