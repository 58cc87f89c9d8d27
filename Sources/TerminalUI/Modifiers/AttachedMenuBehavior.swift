/// The items of a menu attached to a view (`.contextMenu`, `.swipeActions`): the view is laid
/// out, drawn and focused as itself, and takes focus only when it has no control of its own,
/// so that the keys that open the menu can reach it. A right click opens the menu where
/// `opensOnRightClick` says so.
class AttachedMenuBehavior: MenuItemsBehavior {
    /// The view the menu is attached to.
    var content: Node? { owner }

    /// Whether a right click on the view opens the menu.
    var opensOnRightClick: Bool { true }

    /// Whether the view holds a control that takes focus itself.
    var contentHasControl: Bool {
        content?.holdsControl() ?? true
    }

    override var isFocusable: Bool { !contentHasControl }

    override var focusChildren: [Node] {
        content.map { [$0] } ?? []
    }

    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        handleKey(key)
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard opensOnRightClick, event.kind == .press(.right) else { return false }
        if isFocusable { node.graph.focus.focus(node) }
        open(at: event.location)
        return true
    }

    override func layoutChildrenAsStack() -> StackLayout {
        StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: content?.displayables ?? [])
    }

    override func draw(in canvas: inout CellGrid) {
        for child in content?.displayables ?? [] {
            child.behavior.draw(in: &canvas)
        }
    }
}
