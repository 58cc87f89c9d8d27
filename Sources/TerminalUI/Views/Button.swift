/// What a button does, as SwiftUI's `ButtonRole`: alerts pick a `.cancel` button for Esc.
public struct ButtonRole: Equatable, Sendable {
    let name: String

    public static let cancel = ButtonRole(name: "cancel")
    public static let destructive = ButtonRole(name: "destructive")
}

/// A control that runs an action, as SwiftUI's `Button`; drawn `[ Label ]`, it takes
/// Return and Space while focused.
public struct Button<Label: View>: View {
    public typealias Body = Never
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }
}

extension Button where Label == Text {
    /// A button labelled with `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button labelled with `title`, with a role.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button: PrimitiveView {
    func makeBehavior() -> ButtonBehavior {
        ButtonBehavior()
    }

    func update(_ node: Node, behavior: ButtonBehavior) {
        behavior.action = action
        behavior.role = role
        behavior.shortcut = node.environment.keyboardShortcut
        node.reconcileChildren { $0.add(label, key: .slot(0)) }
    }
}

/// Draws a button and runs its action.
final class ButtonBehavior: NodeBehavior {
    var action: () -> Void = {}
    var role: ButtonRole?
    var shortcut: KeyboardShortcut?
    /// Set by an alert, which runs its own bookkeeping around the action.
    var onPress: (() -> Void)?

    override var button: ButtonBehavior? { self }

    override func performPrimaryAction() -> Bool {
        press()
        return true
    }

    override var isFocusable: Bool { true }
    override var focusesChildren: Bool { false }

    /// Runs the action (if the button is enabled).
    func press() {
        guard node.environment.isEnabled else { return }
        if let onPress {
            onPress()
        } else {
            action()
        }
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option]) else { return false }
        if key.key == .return || key.key == .space {
            press()
            return true
        }
        return false
    }

    override func matchesShortcut(_ key: KeyPress) -> Bool {
        shortcut?.matches(key) ?? false
    }

    override func triggerShortcut() -> Bool {
        press()
        return true
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = layoutChildrenAsStack().sizeThatFits(
            ProposedSize(
                width: proposal.width.map { max(0, $0 - 4) },
                height: proposal.height
            ))
        return Size(width: inner.width + 4, height: max(1, inner.height))
    }

    override func place(in rect: Rect) {
        layoutChildrenAsStack().place(
            in: Rect(x: rect.minX + 2, y: rect.minY, width: max(0, rect.width - 4), height: rect.height))
    }

    override func draw(in canvas: inout Canvas) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        canvas.put(Glyph(text: "[", width: 1), at: Point(x: frame.minX, y: frame.minY), style: .plain)
        canvas.put(Glyph(text: "]", width: 1), at: Point(x: frame.maxX - 1, y: frame.minY), style: .plain)
        super.draw(in: &canvas)
        if !node.environment.isEnabled {
            canvas.restyle(frame) { $0.attributes.insert(.dim) }
        } else if isFocused {
            canvas.restyle(frame) { $0.attributes.insert(.reverse) }
        }
        if role == .destructive {
            canvas.restyle(Rect(x: frame.minX + 2, y: frame.minY, width: max(0, frame.width - 4), height: 1)) {
                $0.foreground = TerminalColor(1)
            }
        }
    }
}
