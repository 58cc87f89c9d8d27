/// Keeps a scroll view and an identity in step, as SwiftUI's `.scrollPosition(id:anchor:)`:
/// setting the binding scrolls to the view of that identity; scrolling writes back the identity
/// of the first view in view.
struct ScrollPositionModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let id: Binding<ID?>
    let anchor: UnitPoint?

    func makeBehavior() -> ScrollPositionBehavior<ID> { ScrollPositionBehavior<ID>() }

    func update(_ node: Node, behavior: ScrollPositionBehavior<ID>, content: any View) {
        updateContent(node, content)
        behavior.update(id: id, anchor: anchor)
        behavior.observe()
    }
}

/// Asks the scroll view in its content to show an identity the app set, and after each
/// settled layout writes the identity of the first view shown back to the binding when it
/// changed.
final class ScrollPositionBehavior<ID: Hashable>: LayoutObserverBehavior {
    private var binding: Binding<ID?>?
    private var anchor: UnitPoint?
    /// The identity last set, written back or scrolled to (`nil` before the first update): a
    /// binding that holds another was set by the app.
    private var known: ID??
    private weak var cachedScrollView: ScrollBehavior?

    private var scrollView: ScrollBehavior? {
        if let cachedScrollView, !cachedScrollView.node.isRemoved { return cachedScrollView }
        cachedScrollView = node.firstDescendantBehavior(ScrollBehavior.self)
        return cachedScrollView
    }

    func update(id: Binding<ID?>, anchor: UnitPoint?) {
        binding = id
        self.anchor = anchor
        let value = id.wrappedValue
        if let known, known == value { return }
        known = .some(value)
        // The position is the first view in view: without an anchor, the view goes to the top.
        if let value { scrollView?.scroll(toID: AnyHashable(value), anchor: anchor ?? .top) }
    }

    override func layoutDidSettle() {
        guard let binding, let shown = scrollView?.firstShownID?.base as? ID, known != .some(shown) else { return }
        known = .some(shown)
        node.graph.enqueue { binding.wrappedValue = shown }
    }
}

extension View {
    /// Scrolls the scroll view to the view whose identity `id` holds when the app sets it (a
    /// row of a `ForEach`, or a view marked `.id`), and sets `id` to the identity of the first
    /// view in view as the user scrolls.
    ///
    /// **Approximated:** `anchor` (`nil`: the top) is taken to the nearest of top, centre and bottom; the
    /// scroll holds until focus moves, as `ScrollViewProxy.scrollTo`'s does.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(id: id, anchor: anchor))
    }
}
