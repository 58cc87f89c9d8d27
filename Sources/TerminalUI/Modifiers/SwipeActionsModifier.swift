/// Adds swipe actions to a `List` row, as SwiftUI's `.swipeActions(edge:allowsFullSwipe:)`.
///
/// **Approximated:** there is no swipe; the arrow of the swipe stands for it. On the selected
/// row, ← (a swipe to the left) opens the trailing edge's actions and → the leading edge's, as
/// a `Menu`'s popup (↑/↓, Return presses, Esc closes); a right click opens the row's actions
/// too. A full swipe is Shift-← (Shift-→): it runs the edge's first action at once when
/// `allowsFullSwipe` is true, and opens the popup otherwise.
/// A row without a control of its own takes focus, so that the keys reach its actions.
/// Tab goes on from the row (or its last control) to its actions, one stop each: while one
/// has focus the row shows them at the edge as a swipe would, `[ Delete ]`, and Return or
/// Space presses it.
/// Outside a `List` the modifier does nothing, as in SwiftUI.
struct SwipeActionsModifier<Actions: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions

    func makeBehavior() -> SwipeActionsBehavior { SwipeActionsBehavior() }

    func update(_ node: Node, behavior: SwipeActionsBehavior, content: any View) {
        behavior.edge = edge
        behavior.allowsFullSwipe = allowsFullSwipe
        behavior.reconcile(items: actions, beside: content)
    }
}

/// Opens a `List` row's swipe actions on the arrow of the swipe (a full swipe with Shift) and a
/// right click.
final class SwipeActionsBehavior: AttachedMenuBehavior {
    var edge = HorizontalEdge.trailing
    var allowsFullSwipe = true

    private var isInList: Bool { node.nearest(ListBehavior.self) != nil }

    /// The arrow of the swipe that uncovers this edge: a phone's row slides left to show its
    /// trailing buttons.
    private var arrow: KeyEquivalent { edge == .trailing ? .leftArrow : .rightArrow }

    /// Focusable only in a list, when the row has no control of its own to take focus.
    override var isFocusable: Bool { isInList && !contentHasControl }

    override var opensOnRightClick: Bool { isInList }

    /// In a list, Tab reaches the actions after the row and its controls.
    override var focusChildren: [Node] {
        guard isInList, let items else { return super.focusChildren }
        return super.focusChildren + [items]
    }

    /// The actions shown in the row: while one of them has focus (and the popup is closed).
    private var shownActions: [Node] {
        guard !isOpen, let items, let focused = node.graph.focus.focused, focused.isDescendant(of: items) else {
            return []
        }
        return popupRows
    }

    /// `[ `, an action's label, ` ]`, and the space beside it.
    private static let chrome = 5

    /// How wide each shown action is, its brackets and the space beside it included.
    private func widths(of actions: [Node]) -> [Int] {
        actions.map { $0.sizeThatFits(ProposedSize(width: nil, height: 1)).width + Self.chrome }
    }

    /// While an action has focus, the row takes the width offered, its content beside the
    /// actions.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let actions = shownActions
        guard !actions.isEmpty, let width = proposal.width else { return super.sizeThatFits(proposal) }
        let block = min(width, widths(of: actions).reduce(0, +))
        let content = super.sizeThatFits(ProposedSize(width: width - block, height: proposal.height))
        return Size(width: width, height: max(1, content.height))
    }

    /// Lays out the row as itself or, while an action has focus, its content beside the
    /// actions at the edge of the swipe, each as wide as its label.
    override func place(in rect: Rect) {
        let actions = shownActions
        guard !actions.isEmpty else {
            for action in popupRows { action.behavior.button?.bracketedFrame = nil }
            return super.place(in: rect)
        }
        let widths = widths(of: actions)
        let block = min(rect.width, widths.reduce(0, +))
        let contentX = edge == .trailing ? rect.minX : rect.minX + block
        layoutAsStack(content?.displayables ?? []).place(
            in: Rect(x: contentX, y: rect.minY, width: rect.width - block, height: rect.height))
        var x = edge == .trailing ? rect.maxX - block : rect.minX
        let y = rect.minY + (rect.height - 1) / 2
        // The space between actions, and between them and the content, is on the content's side.
        let bracketX = edge == .trailing ? 1 : 0
        for (action, width) in zip(actions, widths) {
            let label = max(0, min(width, rect.maxX - x) - Self.chrome)
            action.place(in: Rect(x: x + bracketX + 2, y: y, width: label, height: 1))
            action.behavior.button?.bracketedFrame = Rect(x: x + bracketX, y: y, width: label + 4, height: 1)
            x += width
        }
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard isInList, key.key == arrow, key.modifiers.isSubset(of: .shift) else { return false }
        if key.modifiers == .shift && allowsFullSwipe {
            guard node.environment.isEnabled, !popupRows.isEmpty else { return true }
            choosePopupRow(0)
        } else {
            open()
        }
        return true
    }

    /// Draws the row and, while one has focus, its actions over the edge of the swipe.
    override func draw(in canvas: inout CellGrid) {
        super.draw(in: &canvas)
        for action in shownActions where !action.frame.isEmpty {
            let frame = action.frame
            // Its brackets, and the space each side.
            let cells = node.frame.intersection(
                Rect(x: frame.minX - 3, y: frame.minY, width: frame.width + 6, height: 1))
            canvas.fill(cells, style: .plain)
            canvas.draw("[", at: Point(x: frame.minX - 2, y: frame.minY), style: .plain, clip: cells)
            canvas.draw("]", at: Point(x: frame.maxX + 1, y: frame.minY), style: .plain, clip: cells)
            action.behavior.draw(in: &canvas)
        }
    }
}

extension View {
    /// Adds `content` (buttons) as the swipe actions of this `List` row on `edge`; see
    /// `SwipeActionsModifier` for the keys that reach them.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
}
