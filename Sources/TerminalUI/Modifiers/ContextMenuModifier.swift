/// Adds a context menu to a view, as SwiftUI's `.contextMenu { }`.
///
/// **Approximated:** the Menu key or Shift-F10 while focus is inside the view, or a right click
/// on it, opens the items as a `Menu`'s popup (↑/↓, Return presses, Esc closes). A view
/// without a control of its own takes focus, so that the keys can reach its menu, and opens it
/// on Return or Space too.
struct ContextMenuModifier<MenuItems: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let items: MenuItems

    func makeBehavior() -> ContextMenuBehavior { ContextMenuBehavior() }

    func update(_ node: Node, behavior: ContextMenuBehavior, content: any View) {
        behavior.reconcile(items: items, beside: content)
    }
}

/// Opens a view's context menu on the Menu key or Shift-F10 (and a right click); a focused
/// view without a control of its own is shown reversed, and opens it on Return or Space.
final class ContextMenuBehavior: AttachedMenuBehavior {
    /// Whether `key` opens a context menu: the Menu key, or Shift-F10.
    private static func opens(_ key: KeyPress) -> Bool {
        (key.key == .menu && key.modifiers.isEmpty) || (key.key == .functionKey(10) && key.modifiers == .shift)
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        // Focused itself, the view has nothing else to do on Return or Space (its menu is why
        // it takes focus): they open the menu, as a press and hold does on a phone.
        let presses = isFocused && key.modifiers.isEmpty && (key.key == .return || key.key == .space)
        guard Self.opens(key) || presses else { return false }
        open()
        return true
    }

    override func draw(in canvas: inout CellGrid) {
        super.draw(in: &canvas)
        if isFocused {
            canvas.restyle(node.frame) { $0.attributes.insert(.reverse) }
        }
    }
}

extension View {
    /// Adds a context menu of `menuItems` (buttons, nested menus) to this view.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }

    /// Adds a context menu of `menuItems` to this view; the preview is not shown in a terminal.
    public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems,
        @ViewBuilder preview: () -> Preview
    ) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }
}

/// A context menu as a value, as SwiftUI's older `ContextMenu` (`.contextMenu(ContextMenu { … })`).
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems

    public init(@ViewBuilder menuItems: () -> MenuItems) {
        items = menuItems()
    }
}

extension View {
    /// Adds `contextMenu` to this view; with nil, none.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        OptionalContextMenu(content: self, menu: contextMenu)
    }
}

/// A view with the context menu it was given, if any.
private struct OptionalContextMenu<Content: View, MenuItems: View>: View {
    let content: Content
    let menu: ContextMenu<MenuItems>?

    var body: some View {
        if let menu {
            content.modifier(ContextMenuModifier(items: menu.items))
        } else {
            content
        }
    }
}
