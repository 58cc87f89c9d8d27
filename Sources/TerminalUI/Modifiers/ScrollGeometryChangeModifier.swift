/// Calls an action with a value made from a scroll view's geometry after layout, when it
/// changes (`.onScrollGeometryChange`).
struct ScrollGeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void

    func makeBehavior() -> ScrollGeometryChangeBehavior<Value> { ScrollGeometryChangeBehavior<Value>() }

    func update(_ node: Node, behavior: ScrollGeometryChangeBehavior<Value>, content: any View) {
        behavior.modifier = self
        behavior.observe()
        updateContent(node, content)
    }
}

/// After each settled layout, gives the transform the geometry of the scroll view in its
/// content; queues the action when the value differs from the last one (not for the first).
final class ScrollGeometryChangeBehavior<Value: Equatable>: ScrollViewObserverBehavior {
    var modifier: ScrollGeometryChangeModifier<Value>?
    private var lastValue: Value?

    override func layoutDidSettle() {
        guard let modifier, let geometry = scrollView?.geometry else { return }
        let value = modifier.transform(geometry)
        guard value != lastValue else { return }
        defer { lastValue = value }
        guard let old = lastValue else { return }
        node.graph.enqueue { modifier.action(old, value) }
    }
}

/// A modifier's behaviour that looks at the scroll view in its content after each settled
/// layout (`scrollPosition`, `onScrollGeometryChange`).
class ScrollViewObserverBehavior: LayoutObserverBehavior {
    private weak var cachedScrollView: ScrollBehavior?

    /// The first scroll view in the content (the view the modifier is on, as a rule).
    var scrollView: ScrollBehavior? {
        if let cachedScrollView, !cachedScrollView.node.isRemoved { return cachedScrollView }
        cachedScrollView = node.firstDescendantBehavior(ScrollBehavior.self)
        return cachedScrollView
    }
}

extension View {
    /// Calls `action` with the old and new values `transform` makes of this scroll view's
    /// geometry (its offset, content and container sizes, in points) after each layout that
    /// changes it, as SwiftUI's `.onScrollGeometryChange`.
    ///
    /// **Approximated:** rows a scroll view builds lazily count as tall as those in view on
    /// average.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}
