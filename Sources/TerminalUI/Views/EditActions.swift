extension ForEach {
    /// Lets the user delete rows, as SwiftUI's `onDelete(perform:)`: in a `List`, Delete
    /// (Backspace), Delete-forward or `d` on a selected row of this `ForEach` calls `action` with that
    /// row's offset.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Lets the user move rows, as SwiftUI's `onMove(perform:)`: in a `List`, Alt-Up and
    /// Alt-Down on a selected row of this `ForEach` call `action` with the row's offset and the
    /// offset to insert it before (as `move(fromOffsets:toOffset:)` takes them); the selection
    /// follows the row.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action
        return copy
    }

    /// Lets items of `supportedContentTypes` be dropped among the rows, as SwiftUI's
    /// `onInsert(of:perform:)`. **Accepted, never called:** a terminal has no drag and drop (a
    /// paste goes to the focused text field).
    public func onInsert(
        of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> ForEach {
        self
    }

    /// `onInsert(of:perform:)` with the types named by their identifiers, as SwiftUI's older
    /// form; accepted, never called.
    public func onInsert(
        of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> ForEach {
        self
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's extension does.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }

    /// Moves the elements at `source` to before `destination` (an offset in the collection as
    /// it was), keeping their order, as SwiftUI's extension does.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let target = index(startIndex, offsetBy: Swift.max(0, Swift.min(count, destination - before)))
        insert(contentsOf: moving, at: target)
    }
}

/// Whether the user is editing a list, as SwiftUI's `EditMode`.
public enum EditMode: Sendable {
    case inactive, transient, active

    /// Whether rows can be deleted and moved (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the enclosing navigation container's content (`EditButton` toggles it;
    /// a `List` in edit mode marks its deletable rows with `−`).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that switches edit mode on and off, labelled "Edit" or "Done", as SwiftUI's
/// `EditButton`. It works inside a `NavigationStack` or `NavigationView` (which keep the edit
/// mode); elsewhere it does nothing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        Button(editing ? "Done" : "Edit") {
            editMode?.wrappedValue = editing ? .inactive : .active
        }
    }
}

/// The edit mode a navigation container keeps for its content, and the environment that
/// hands it down (made again only when the container's own environment or the mode changes,
/// so that views below with the same inputs are still skipped, and those reading the mode are
/// not).
@MainActor
final class EditModeStore {
    private var mode = EditMode.inactive
    private let changed: () -> Void
    private var base: EnvironmentValues?
    private var extended: EnvironmentValues?

    init(changed: @escaping () -> Void) {
        self.changed = changed
    }

    /// `base` with `editMode` bound to this store.
    func environment(extending base: EnvironmentValues) -> EnvironmentValues {
        if let extended, let old = self.base, old.isSame(as: base) {
            return extended
        }
        var environment = base
        environment.editMode = Binding(
            get: { [weak self] in self?.mode ?? .inactive },
            set: { [weak self] mode in
                guard let self, mode != self.mode else { return }
                self.mode = mode
                self.extended = nil
                changed()
            })
        self.base = base
        extended = environment
        return environment
    }
}

/// The edits a `List` over a binding offers, as SwiftUI's `EditActions`.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Delete (Backspace), Delete-forward or `d` removes the selected row.
    public static var delete: EditActions { EditActions(rawValue: 1 << 0) }
    /// Alt-Up and Alt-Down move the selected row.
    public static var move: EditActions { EditActions(rawValue: 1 << 1) }
    public static var all: EditActions { [.delete, .move] }
}

extension List where SelectionValue == Never {
    /// A list with a row for each element of the collection `data` binds, each row given a
    /// binding to its element; `editActions` lets the user delete and move rows (as `onDelete`
    /// and `onMove` do), which edits the collection through the binding.
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Identifiable,
        Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>
    {
        self.init(data, id: \.id, editActions: editActions, rowContent: rowContent)
    }

    /// As `init(_:editActions:rowContent:)`, the rows identified by `id` (a key path of the
    /// elements, as `ForEach(_:id:)` takes).
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
        Content == ForEach<Binding<Data>, ID, RowContent>
    {
        let rows = ForEach(data, id: id, editActions: editActions, content: rowContent)
        self.init(content: { rows })
    }
}

extension List {
    /// A list of the elements `data` binds whose rows the user can delete and move
    /// (`editActions`), with the selected row's id in `selection`.
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Identifiable,
        Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>
    {
        self.init(data, id: \.id, editActions: editActions, selection: selection, rowContent: rowContent)
    }

    /// As `init(_:editActions:selection:rowContent:)`, the rows identified by `id`.
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
        Content == ForEach<Binding<Data>, ID, RowContent>
    {
        let rows = ForEach(data, id: id, editActions: editActions, content: rowContent)
        self.init(selection: selection, content: { rows })
    }

    /// As `init(_:editActions:selection:rowContent:)`, with a set of ids as the selection
    /// (holding the selected row's id).
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Identifiable,
        Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>
    {
        self.init(data, id: \.id, editActions: editActions, selection: selection, rowContent: rowContent)
    }

    /// As `init(_:id:editActions:selection:rowContent:)`, with a set of ids as the selection.
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
        Content == ForEach<Binding<Data>, ID, RowContent>
    {
        let rows = ForEach(data, id: id, editActions: editActions, content: rowContent)
        self.init(selection: selection, content: { rows })
    }
}

extension ForEach {
    /// Views for the elements of the collection `data` binds, each given a binding to its
    /// element and identified by the key path `id`; `editActions` lets the user delete and move
    /// them (as `onDelete` and `onMove` do), which edits the collection through the binding.
    public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C>, C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection {
        self.init(data, id: id, content: content)
        if editActions.contains(.delete) {
            deleteAction = { data.wrappedValue.remove(atOffsets: $0) }
        }
        if editActions.contains(.move) {
            moveAction = { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) }
        }
    }

    /// As `init(_:id:editActions:content:)`, each element identified by its `id`.
    public init<C>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == Binding<C>, C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
        C.Element: Identifiable, ID == C.Element.ID
    {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }
}
