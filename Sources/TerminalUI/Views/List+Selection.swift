extension List {
    /// A list whose selected row's id is `selection`, never empty (SwiftUI's non-optional
    /// form): moving the selection writes the row's id. A binding to a set takes the
    /// multiple-selection form instead.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map(Self.optional), content: content)
    }

    /// A list whose selection is a set of ids (SwiftUI's multiple selection). Moving the
    /// selection makes the set the selected row's id; in edit mode the cursor moves without
    /// writing, and Space or Return adds its row to the set or takes it out (marked `✓`), as a
    /// tap does in an iPhone's edit mode.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(
            selection: selection.map { selection in
                Binding<SelectionValue?>(
                    get: { selection.wrappedValue.first },
                    set: { id in selection.wrappedValue = id.map { [$0] } ?? [] }
                )
            }, content: content)
        marks = selection.map { ListMarks($0) }
    }

    /// A list with a row for each element of `data`, identified by `id`, whose selected row's id
    /// is `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row for each element of `data`, identified by `id`, whose selected row's id
    /// is `selection` (never empty). Disfavoured, so that a set of ids takes the set's form.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        selection: Binding<SelectionValue>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection.map(Self.optional)) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row for each element of `data`, whose selected row's id is `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of `data`, whose selected row's id is `selection`
    /// (never empty). Disfavoured, so that a set of ids takes the set's form.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        selection: Binding<SelectionValue>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map(Self.optional)) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of `data`, identified by `id`, whose selection is a
    /// set of ids (holding the selected row's id, as `init(selection:content:)` with a set).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row for each element of `data`, whose selection is a set of ids (holding
    /// the selected row's id).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// `selection` seen as optional: writing `nil` leaves it as it is.
    private static func optional(_ selection: Binding<SelectionValue>) -> Binding<SelectionValue?> {
        Binding<SelectionValue?>(
            get: { selection.wrappedValue }, set: { id in if let id { selection.wrappedValue = id } })
    }
}
