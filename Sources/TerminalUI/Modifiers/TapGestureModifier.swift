/// Runs an action when the view is tapped: clicked with the mouse (`count` times in a row), or
/// — the view is a control — focused (Tab, or Up/Down in a form) and chosen with Return or
/// Space. It shows reversed while focused. In a `List` the list takes the clicks and keys: a
/// click selects the row, and a click on the selected row, or Return, runs the action.
struct TapGestureModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let count: Int
    let action: () -> Void

    func makeBehavior() -> TapGestureBehavior { TapGestureBehavior() }

    func update(_ node: Node, behavior: TapGestureBehavior, content: any View) {
        behavior.count = max(1, count)
        behavior.action = action
        updateContent(node, content)
    }
}

final class TapGestureBehavior: NodeBehavior {
    var count = 1
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
        guard key.modifiers.isDisjoint(with: [.control, .option]), key.key == .return || key.key == .space else {
            return false
        }
        return performPrimaryAction()
    }

    /// Every `count`th click in a row runs the action (focus stays where it was, as for a
    /// button).
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isClick, !isInList else { return false }
        guard node.environment.isEnabled else { return true }
        if event.clickCount % count == 0 {
            action()
        }
        return true
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
    /// Runs `action` when the view is tapped: clicked `count` times in a row, or chosen with
    /// Return or Space while it has focus (see `TapGestureModifier`).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(count: count, action: action))
    }
}
