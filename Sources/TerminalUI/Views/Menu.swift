/// A button that opens a list of actions, as SwiftUI's `Menu`.
///
/// **Approximated:** drawn `[ Label ▾ ]`; Return, Space, ↓ or a click open a popup below it
/// listing the content's items (buttons, nested menus, …) in order: ↑/↓, PgUp/PgDn,
/// Home/End move, Return presses the item (a nested menu opens its own popup in its place), Esc
/// closes. With a `primaryAction`, Return and a click run it and Space or ↓ open the popup.
/// The items' keyboard shortcuts work while the menu is closed, as in SwiftUI.
public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never
    let content: Content
    let label: Label
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// A menu whose label runs `primaryAction`; its items open with Space or ↓.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with the string `titleKey` stands for.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled `title` whose label runs `primaryAction`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
    {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == TerminalUICore.Label<Text, Image> {
    /// A menu titled `title` with an SF Symbols icon.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TerminalUICore.Label(title, systemImage: systemImage) }
    }

    /// A menu titled with the string `titleKey` stands for, with an SF Symbols icon.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TerminalUICore.Label(titleKey, systemImage: systemImage) }
    }
}

extension Menu: PrimitiveView {
    func makeBehavior() -> MenuBehavior { MenuBehavior() }

    func update(_ node: Node, behavior: MenuBehavior) {
        behavior.primaryAction = primaryAction
        behavior.reconcile(items: content, beside: label)
    }
}

/// What a `Menu` and a context menu share: the items (built, never drawn in place) that their
/// popup lists, and the popup while it is open.
///
/// The node's children are the view the items belong to (slot 0: a menu's label, a context
/// menu's view), the items (slot 1) and, while open, the popup (slot 2, an overlay).
class MenuItemsBehavior: NodeBehavior, PopupMenuSource {
    private(set) var isOpen = false

    /// The view the items belong to.
    var owner: Node? { node.children.first { $0.key == .slot(0) } }
    /// The items, built but drawn only by the popup (and by a row's swipe actions, laid out in
    /// the row while one of them has focus).
    var items: Node? { node.children.first { $0.key == .slot(1) } }

    /// Brings the children up to date: `owner`, `items`, and the popup while open.
    func reconcile(items: some View, beside owner: any View) {
        let isOpen = isOpen
        node.reconcileChildren { children in
            children.add(owner, key: .slot(0))
            // The items are rows of a popup: buttons among them are drawn without brackets.
            let environment = node.childEnvironment
            node.childEnvironment.isMenuItem = true
            children.add(items, key: .slot(1))
            node.childEnvironment = environment
            if isOpen {
                children.add(PopupMenu(source: self), key: .slot(2)).isOverlay = true
            }
        }
        if isOpen, let popup = node.children.last, popup.isOverlay {
            node.graph.present(popup)
        }
    }

    override var rowActionChildren: [Node] { owner.map { [$0] } ?? [] }

    /// Where the open popup was opened from: the point clicked, or the focused control within
    /// (a list's selected row); nil: this view's frame.
    private var openedFrom: Rect?

    /// Opens the popup, next to `point` when a click opened it, else next to the focused
    /// control within, or this view.
    func open(at point: Point? = nil) {
        guard node.environment.isEnabled, !isOpen, !popupRows.isEmpty else { return }
        isOpen = true
        let focus = node.graph.focus
        if let point {
            openedFrom = Rect(origin: point, size: Size(width: 1, height: 1))
        } else if let focused = focus.focused, focused.isDescendant(of: node) {
            openedFrom = focus.focusedFrame
        } else {
            openedFrom = nil
        }
        node.invalidate()
    }

    // MARK: PopupMenuSource

    /// The items in order: the views the content shows (a `ForEach`'s rows, a group's or a
    /// stack's views, a section's header and content), dividers left out; a `Picker` among them
    /// is its options, inline, as SwiftUI's menus show one.
    var popupRows: [Node] { popupItems.map(\.node) }

    /// The rows that are sections' headers: titles in the popup, not items to choose.
    var popupHeaderRows: IndexSet {
        IndexSet(popupItems.enumerated().filter(\.element.isHeader).map(\.offset))
    }

    /// An item of the popup: a view to press, an option of a picker in the menu, or a section's
    /// header.
    private struct PopupItem {
        let node: Node
        var picker: (behavior: PickerBehavior, option: Int)?
        var isHeader = false
    }

    private var popupItems: [PopupItem] {
        var items: [PopupItem] = []
        if let itemsNode = self.items { collect(itemsNode, into: &items) }
        return items
    }

    private func collect(_ node: Node, into items: inout [PopupItem]) {
        guard node.isShown else { return }
        if let section = node.behavior.sectionParts {
            if let header = section.header, header.sizeThatFits(ProposedSize(width: nil, height: 1)).width > 0 {
                items.append(PopupItem(node: header, isHeader: true))
            }
            if let content = section.content { collect(content, into: &items) }
        } else if node.behavior.isTransparent || node.behavior is StackBehavior {
            // A stack of items in a menu is its items, as SwiftUI's menus list them.
            for child in node.children { collect(child, into: &items) }
        } else if let picker = node.behavior as? PickerBehavior {
            for (index, option) in picker.options.enumerated() {
                items.append(PopupItem(node: option.node, picker: (picker, index)))
            }
        } else if !(node.behavior is DividerBehavior) {
            items.append(PopupItem(node: node))
        }
    }

    /// The chosen option of the first picker in the menu, marked ✓.
    var popupCheckedRow: Int? {
        popupItems.firstIndex { item in
            guard let picker = item.picker else { return false }
            return picker.behavior.selectedIndex == picker.option
        }
    }

    /// Closes the popup, then does what the item does (a button presses, a menu opens, a
    /// picker's option is chosen).
    func choosePopupRow(_ index: Int) {
        let items = popupItems
        guard items.indices.contains(index), !items[index].isHeader else { return }
        closePopup()
        if let picker = items[index].picker {
            picker.behavior.choose(at: picker.option)
        } else {
            _ = items[index].node.behavior.performPrimaryAction()
        }
    }

    /// Where the popup opens: where it was opened from; for a menu among another's items, in
    /// the place of that menu's popup, which closed as it chose this one.
    var popupAnchor: Rect? {
        if let openedFrom { return openedFrom }
        if node.environment.isMenuItem, let menu = node.parent?.nearest(MenuItemsBehavior.self) {
            return menu.popupAnchor
        }
        return node.frame
    }

    func closePopup() {
        guard isOpen else { return }
        isOpen = false
        node.invalidate()
    }

    override func didRemove() {
        isOpen = false
    }
}

/// Draws a `Menu`'s button and opens its popup.
final class MenuBehavior: MenuItemsBehavior {
    var primaryAction: (() -> Void)?

    private var label: Node? { owner }

    override var isFocusable: Bool { true }
    override var focusesChildren: Bool { false }

    // MARK: Keys and clicks

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option]) else { return false }
        switch key.key {
        case .return where primaryAction != nil:
            if node.environment.isEnabled { primaryAction?() }
        case .return, .space, .downArrow:
            open()
        default:
            return false
        }
        return true
    }

    override func performPrimaryAction() -> Bool {
        if let primaryAction {
            if node.environment.isEnabled { primaryAction() }
        } else {
            open()
        }
        return true
    }

    // MARK: Layout and drawing

    /// `[ `, the label, ` ▾ ]`.
    private static let chrome = 6

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner =
            label?.sizeThatFits(ProposedSize(width: proposal.width.map { max(0, $0 - Self.chrome) }, height: 1))
            ?? .zero
        return Size(width: inner.width + Self.chrome, height: max(1, inner.height))
    }

    override func place(in rect: Rect) {
        label?.place(
            in: Rect(x: rect.minX + 2, y: rect.minY, width: max(0, rect.width - Self.chrome), height: rect.height))
    }

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        canvas.put(Glyph(text: "[", width: 1), at: Point(x: frame.minX, y: frame.minY), style: .plain)
        label?.behavior.draw(in: &canvas)
        canvas.draw("▾ ]", at: Point(x: frame.maxX - 3, y: frame.minY), style: .plain, clip: frame)
        if !node.environment.isEnabled {
            canvas.restyle(frame) { $0.attributes.insert(.dim) }
        } else if isFocused {
            canvas.restyle(frame) { $0.attributes.insert(.reverse) }
        }
    }
}

private struct MenuItemKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views here are the items of a `Menu` or a context menu (rows of its popup).
    var isMenuItem: Bool {
        get { self[MenuItemKey.self] }
        set { self[MenuItemKey.self] = newValue }
    }
}
