/// Runs an action when the view is "tapped". **Approximated:** a terminal has no pointer, so
/// the view becomes a control: it takes focus (Tab, or Up/Down in a form), shows reversed while
/// focused, and Return or Space runs the action; in a `List`, Return on its row does.
struct TapGestureModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: () -> Void

    func makeBehavior() -> TapGestureBehavior { TapGestureBehavior() }

    func update(_ node: Node, behavior: TapGestureBehavior, content: any View) {
        behavior.action = action
        updateContent(node, content)
    }
}

final class TapGestureBehavior: NodeBehavior {
    var action: () -> Void = {}

    override var isFocusable: Bool { !isInList }
    override var focusesChildren: Bool { false }

    /// Inside a List the list takes the keys and runs the action for the selected row.
    private var isInList: Bool {
        node.nearest(ListBehavior.self) != nil
    }

    override func performPrimaryAction() -> Bool {
        guard node.environment.isEnabled else { return false }
        action()
        return true
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option]), key.key == .return || key.key == .space else { return false }
        return performPrimaryAction()
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        if !node.environment.isEnabled {
            canvas.restyle(node.frame) { $0.attributes.insert(.dim) }
        } else if isFocused {
            canvas.restyle(node.frame) { $0.attributes.insert(.reverse) }
        }
    }
}

extension View {
    /// Runs `action` when the view is chosen: Return or Space while it has focus (see
    /// `TapGestureModifier`). `count` is accepted for source compatibility; one press is a tap.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(action: action))
    }
}
