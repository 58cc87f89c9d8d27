/// A tree of data shown as nested disclosure groups, as SwiftUI's `OutlineGroup`: an element
/// with children is a `DisclosureGroup` of its row (`▸ Row`, `▾ Row` with its children indented
/// below); a leaf is its row alone.
///
/// **Approximated:** as the disclosure groups it is made of, each parent's row takes focus; →
/// expands it, ← collapses it, Return, Space or a click toggle it; Tab and Shift-Tab move from
/// row to row. Every parent starts collapsed.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    public var body: some View {
        ForEach(data, id: id) { element in
            if let nested = element[keyPath: children] {
                DisclosureGroup {
                    AnyView(OutlineGroup(data: nested, id: id, children: children, content: content))
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
    init(
        data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    /// The trees of `data`, each element identified by its `id`.
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(data: data, id: \.id, children: children, content: content)
    }

    /// The trees of `data`, each element identified by the key path `id`.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(data: data, id: id, children: children, content: content)
    }

    /// The tree under `root`, the root's row first.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element, Data == [DataElement] {
        self.init(data: [root], id: \.id, children: children, content: content)
    }
}

/// The children of an `OutlineGroup`'s parent row, as SwiftUI's `OutlineSubgroupChildren`.
public struct OutlineSubgroupChildren: View {
    public var body: some View { EmptyView() }
}

extension List {
    /// A list of the trees of `data`, as an `OutlineGroup` in a list: each top-level element is
    /// a row, with its descendants as disclosure groups inside it (see `OutlineGroup`).
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
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of the trees of `data` whose selected row's id is `selection` (a top-level row's).
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
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
}
