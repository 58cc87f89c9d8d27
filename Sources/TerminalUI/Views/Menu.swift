/// A button that opens a list of actions, as SwiftUI's `Menu`.
///
/// **Approximated:** drawn `[ Label ▾ ]`; Return, Space, ↓ or a click open a popup over the
/// screen listing the content's items (buttons, nested menus, …) in order: ↑/↓, PgUp/PgDn,
/// Home/End move, Return presses the item (a nested menu opens its own popup), Esc closes. With
/// a `primaryAction`, Return and a click run it and Space or ↓ open the popup. The items'
/// keyboard shortcuts work while the menu is closed, as in SwiftUI.
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

extension Menu where Label == TerminalUI.Label<Text, Image> {
    /// A menu titled `title` with an SF Symbols icon.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TerminalUI.Label(title, systemImage: systemImage) }
    }

    /// A menu titled with the string `titleKey` stands for, with an SF Symbols icon.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TerminalUI.Label(titleKey, systemImage: systemImage) }
    }
}

extension Menu: PrimitiveView {
    func makeBehavior() -> MenuBehavior { MenuBehavior() }

    func update(_ node: Node, behavior: MenuBehavior) {
        behavior.primaryAction = primaryAction
        let isOpen = behavior.isOpen
        node.reconcileChildren { children in
            children.add(label, key: .slot(0))
            children.add(content, key: .slot(1))
            if isOpen {
                children.add(PopupMenu(source: behavior), key: .slot(2)).isOverlay = true
            }
        }
        if isOpen, let popup = node.children.last, popup.isOverlay {
            node.graph.present(popup)
        }
    }
}

/// The items of a menu's content, in order: the views it shows (a `ForEach`'s rows, a group's
/// views), dividers left out.
@MainActor
func menuItems(in content: Node?) -> [Node] {
    var items: [Node] = []
    func collect(_ node: Node) {
        guard node.isShown else { return }
        if node.behavior.isTransparent {
            for child in node.children { collect(child) }
        } else if !(node.behavior is DividerBehavior) {
            items.append(node)
        }
    }
    if let content { collect(content) }
    return items
}

/// Draws a `Menu`'s button and opens its popup.
final class MenuBehavior: NodeBehavior, PopupMenuSource {
    var primaryAction: (() -> Void)?
    private(set) var isOpen = false

    private var label: Node? { node.children.first { $0.key == .slot(0) } }
    private var content: Node? { node.children.first { $0.key == .slot(1) } }

    override var isFocusable: Bool { true }
    override var focusesChildren: Bool { false }

    func open() {
        guard node.environment.isEnabled, !isOpen else { return }
        isOpen = true
        node.invalidate()
    }

    // MARK: PopupMenuSource

    var popupRows: [Node] { menuItems(in: content) }
    var popupCheckedRow: Int? { nil }

    func choosePopupRow(_ index: Int) {
        let rows = popupRows
        closePopup()
        if rows.indices.contains(index) {
            _ = rows[index].behavior.performPrimaryAction()
        }
    }

    func closePopup() {
        guard isOpen else { return }
        isOpen = false
        node.invalidate()
    }

    override func didRemove() {
        isOpen = false
    }

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

    override func draw(in canvas: inout Canvas) {
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
