/// Adds swipe actions to a `List` row, as SwiftUI's `.swipeActions(edge:allowsFullSwipe:)`.
///
/// **Approximated:** there is no swipe; the arrow of the swipe stands for it. On the selected
/// row, ← (a swipe to the left) opens the trailing edge's actions and → the leading edge's, as
/// a `Menu`'s popup (↑/↓, Return presses, Esc closes); a right click opens the row's actions
/// too. A full swipe is Shift-← (Shift-→): it runs the edge's first action at once when
/// `allowsFullSwipe` is true, and opens the popup otherwise.
/// A row without a control of its own takes focus, so that the keys reach its actions.
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
