/// Adds a menu for the selected rows to a `List` or a `Table`, as SwiftUI's
/// `.contextMenu(forSelectionType:menu:primaryAction:)`.
///
/// **Approximated:** a terminal list selects one row at a time, so the menu is built for a set
/// holding the selected row's id when it opens: on the Menu key or Shift-F10 with focus in the
/// list, or a right click on a row (which selects it first); a right click on the list's empty
/// room builds it for the empty set. The primary action runs for the selected row on Return, or
/// a click on the selected row (a double click), when nothing in the row uses them. A row whose
/// id is not an `Item` (a static row) gives the empty set.
struct SelectionContextMenuModifier<Item: Hashable, MenuItems: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let menu: (Set<Item>) -> MenuItems
    let primaryAction: ((Set<Item>) -> Void)?

    func makeBehavior() -> SelectionContextMenuBehavior { SelectionContextMenuBehavior() }

    func update(_ node: Node, behavior: SelectionContextMenuBehavior, content: any View) {
        let menu = menu
        behavior.build = { behavior, ids in
            behavior.reconcile(items: menu(Self.items(ids)), beside: content)
        }
        behavior.primaryAction = primaryAction.map { action in { ids in action(Self.items(ids)) } }
        behavior.build?(behavior, behavior.menuSelection)
    }

    /// The ids of the type the menu takes.
    private static func items(_ ids: Set<AnyHashable>) -> Set<Item> {
        Set(ids.compactMap { $0.base as? Item })
    }
}

/// Opens the menu of a list's selection and runs its primary action.
final class SelectionContextMenuBehavior: AttachedMenuBehavior {
    /// Rebuilds the children with the menu made for a set of ids.
    var build: ((SelectionContextMenuBehavior, Set<AnyHashable>) -> Void)?
    var primaryAction: ((Set<AnyHashable>) -> Void)?
    /// The ids the menu was last built for.
    private(set) var menuSelection: Set<AnyHashable> = []

    /// The list (a table's rows) the menu is for: the first one in the content.
    private var list: ListBehavior? {
        func find(_ node: Node) -> ListBehavior? {
            if let list = node.behavior as? ListBehavior { return list }
            for child in node.children {
                if let list = find(child) { return list }
            }
            return nil
        }
        return content.flatMap(find)
    }

    /// The selected row's id as a set (empty when the list has no rows).
    private var selectedIDs: Set<AnyHashable> {
        list?.selectedRowID.map { [$0] } ?? []
    }

    /// Builds the menu for `ids`, then opens it (when it has items), next to `point` if a click
    /// opened it.
    private func open(for ids: Set<AnyHashable>, at point: Point? = nil) {
        menuSelection = ids
        build?(self, ids)
        open(at: point)
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        if (key.key == .menu && key.modifiers.isEmpty) || (key.key == .functionKey(10) && key.modifiers == .shift) {
            open(for: selectedIDs)
            return true
        }
        guard key.key == .return, key.modifiers.isEmpty, let primaryAction else { return false }
        if node.environment.isEnabled { primaryAction(selectedIDs) }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .press(.right):
            guard let list, let index = list.rowIndex(atY: event.location.y) else {
                open(for: [], at: event.location)
                return true
            }
            // The list takes focus, as a left click gives it, so that the menu's keys reach it.
            if !node.graph.focus.focus(list.node) {
                node.graph.focus.request(focusIn: list.node)
            }
            list.select(index)
            open(for: selectedIDs, at: event.location)
            return true
        case .press(.left):
            guard let primaryAction, list?.rowIndex(atY: event.location.y) != nil else { return false }
            if node.environment.isEnabled { primaryAction(selectedIDs) }
            return true
        default:
            return false
        }
    }
}

extension View {
    /// Adds a menu for the selected rows of this `List` or `Table`, built by `menu` for the
    /// selected ids when it opens, and a `primaryAction` for them (Return, a double click); see
    /// `SelectionContextMenuModifier` for the keys.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self,
        @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        modifier(SelectionContextMenuModifier(menu: menu, primaryAction: primaryAction))
    }
}
