/// A tree of data shown as nested disclosure groups, as SwiftUI's `OutlineGroup`: an element
/// with children is a `DisclosureGroup` of its row (`▸ Row`, `▾ Row` with its children indented
/// below); a leaf is its row alone.
///
/// **Approximated:** as the disclosure groups it is made of, each parent's row takes focus; →
/// expands it, ← collapses it, Return, Space or a click toggle it; Tab and Shift-Tab move from
/// row to row. Every parent starts collapsed. In a `List(_:children:)`, or written out in a
/// `List`, every element shown is a row of the list, its descendants' rows below it, indented.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    /// The top-level elements: the data's, or the one root.
    let tops: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
    /// Whether each element shown is a row of the enclosing list (`List(_:children:)`).
    var isListRows = false
    /// The parents shown expanded, when the elements are a list's rows.
    @State private var expanded: Set<ID> = []

    public var body: some View {
        if isListRows {
            listRows
        } else {
            ListRowsPlacement(inList: { listRows }, elsewhere: { groups })
        }
    }

    /// Every element shown as a row of its own, its descendants' below it while it is expanded.
    private var listRows: some View {
        ForEach(rows, id: \.id) { row in
            listRow(row.element, depth: row.depth)
        }
    }

    /// One element shown in the list, `depth` levels down.
    private struct Row {
        let element: Data.Element
        let id: ID
        let depth: Int
    }

    /// The elements shown, in order: every top-level one, and the children of each expanded one.
    private var rows: [Row] {
        var rows: [Row] = []
        func add(_ elements: some Sequence<Data.Element>, depth: Int) {
            for element in elements {
                let id = element[keyPath: self.id]
                rows.append(Row(element: element, id: id, depth: depth))
                if expanded.contains(id), let nested = element[keyPath: children] { add(nested, depth: depth + 1) }
            }
        }
        add(tops, depth: 0)
        return rows
    }

    @ViewBuilder private func listRow(_ element: Data.Element, depth: Int) -> some View {
        let id = element[keyPath: self.id]
        Group {
            if element[keyPath: children] != nil {
                let isExpanded = Binding(
                    get: { expanded.contains(id) },
                    set: { if $0 { expanded.insert(id) } else { expanded.remove(id) } })
                DisclosureGroup(isExpanded: isExpanded) {
                    EmptyView()
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
        .padding(.leading, .columns(2 * depth))
    }

    private var groups: some View {
        ForEach(tops, id: id) { element in
            if let nested = element[keyPath: children] {
                DisclosureGroup {
                    AnyView(OutlineGroup(tops: Array(nested), id: id, children: children, content: content))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The trees of `data` as a list's rows (`List(_:children:)`).
    fileprivate init(
        listRowsOf data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(tops: Array(data), id: id, children: children, content: content)
        isListRows = true
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    init(
        tops: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.tops = tops
        self.id = id
        self.children = children
        self.content = content
    }

    /// The trees of `data`, each element identified by its `id`.
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(tops: Array(data), id: \.id, children: children, content: content)
    }

    /// The trees of `data`, each element identified by the key path `id`.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(tops: Array(data), id: id, children: children, content: content)
    }

    /// The tree under `root`, the root's row first.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(tops: [root], id: \.id, children: children, content: content)
    }

    /// The tree under `root`, the root's row first, each element identified by the key path `id`.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(tops: [root], id: id, children: children, content: content)
    }
}

/// The children of an `OutlineGroup`'s parent row, as SwiftUI's `OutlineSubgroupChildren`.
public struct OutlineSubgroupChildren: View {
    public var body: some View { EmptyView() }
}

extension List {
    /// A list of the trees of `data`, as an `OutlineGroup` in a list: each element shown is a
    /// row, a parent's with its disclosure mark (see `OutlineGroup`), its children's rows below
    /// it while it is expanded.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        SelectionValue == Never, Data.Element: Identifiable,
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >
    {
        self.init { OutlineGroup(listRowsOf: data, id: \.id, children: children, content: rowContent) }
    }

    /// A list of the trees of `data`, each element identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        SelectionValue == Never,
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    {
        self.init { OutlineGroup(listRowsOf: data, id: id, children: children, content: rowContent) }
    }

    /// A list of the trees of `data` whose selected row's id is `selection` (any row's).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Data.Element: Identifiable,
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >
    {
        self.init(selection: selection) {
            OutlineGroup(listRowsOf: data, id: \.id, children: children, content: rowContent)
        }
    }

    /// A list of the trees of `data`, each element identified by the key path `id`, whose
    /// selected row's id is `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    {
        self.init(selection: selection) {
            OutlineGroup(listRowsOf: data, id: id, children: children, content: rowContent)
        }
    }
}

/// Builds `inList` when written out as a list's rows (`Node.isWrittenOutInList`), `elsewhere`
/// otherwise: an `OutlineGroup` in a `List` makes each element shown a row of the list.
private struct ListRowsPlacement<InList: View, Elsewhere: View>: View, PrimitiveView {
    typealias Body = Never
    let inList: () -> InList
    let elsewhere: () -> Elsewhere

    func update(_ node: Node, behavior: TransparentBehavior) {
        let isListRows = node.isWrittenOutInList
        node.reconcileChildren { children in
            if isListRows {
                children.add(inList(), key: .slot(1))
            } else {
                children.add(elsewhere(), key: .slot(0))
            }
        }
    }
}
