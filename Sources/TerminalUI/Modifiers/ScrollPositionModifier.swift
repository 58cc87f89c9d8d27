/// Keeps a scroll view and a position in step, as SwiftUI's `.scrollPosition(id:anchor:)` and
/// `.scrollPosition(_:anchor:)`: what the app sets scrolls the view; as the user scrolls, the
/// id of the first view in view is written back.
struct ScrollPositionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let position: Binding<ScrollPosition>
    let anchor: UnitPoint?

    func makeBehavior() -> ScrollPositionBehavior { ScrollPositionBehavior() }

    func update(_ node: Node, behavior: ScrollPositionBehavior, content: any View) {
        updateContent(node, content)
        behavior.update(position: position, anchor: anchor)
        behavior.observe()
    }
}

/// Asks the scroll view in its content to show a position the app set, and after each
/// settled layout writes the id of the first view shown back when it changed.
final class ScrollPositionBehavior: ScrollViewObserverBehavior {
    private var binding: Binding<ScrollPosition>?
    /// The position last set or written back (`nil` before the first update): a binding that
    /// holds another was set by the app.
    private var known: ScrollPosition?
    func update(position: Binding<ScrollPosition>, anchor: UnitPoint?) {
        binding = position
        let value = position.wrappedValue
        defer { known = value }
        if let known, value.asksSamePlace(as: known) { return }
        guard !value.isPositionedByUser, let scrollView else { return }
        if let id = value.viewID {
            // The position is the first view in view: without an anchor, the view goes to the top.
            scrollView.scroll(toID: id, anchor: value.anchor ?? anchor ?? .top)
        } else if let edge = value.edge {
            scrollView.scroll(toEdge: edge)
        } else if let point = value.point {
            scrollView.scroll(toOffset: Point(x: PointLength.columns(point.x), y: PointLength.rows(point.y)))
        }
    }

    override func layoutDidSettle() {
        guard let binding, let known, known.followsIDs, let shown = scrollView?.firstShownID,
            shown != known.viewID
        else { return }
        let position = known.positionedByUser(at: shown)
        self.known = position
        node.graph.enqueue { binding.wrappedValue = position }
    }
}

extension View {
    /// Scrolls the scroll view to the view whose identity `id` holds when the app sets it (a
    /// row of a `ForEach`, or a view marked `.id`), and sets `id` to the identity of the first
    /// view in view as the user scrolls.
    ///
    /// **Approximated:** `anchor` (`nil`: the top) is taken to the nearest of top, centre and
    /// bottom; the scroll holds until focus moves, as `ScrollViewProxy.scrollTo`'s does.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let position = Binding<ScrollPosition>(
            get: { id.wrappedValue.map { ScrollPosition(id: $0) } ?? ScrollPosition(idType: ID.self) },
            set: { id.wrappedValue = $0.viewID(type: ID.self) })
        return modifier(ScrollPositionModifier(position: position, anchor: anchor))
    }

    /// Scrolls the scroll view to where `position` asks (an edge, a point in points, the view
    /// of an id at `anchor`) when the app sets it; a position made with an `idType` is set to
    /// the id of the first view in view as the user scrolls.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(position: position, anchor: anchor))
    }
}
