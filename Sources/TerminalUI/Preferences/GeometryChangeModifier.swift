/// Calls an action with a value made from the view's geometry after layout, when it changes
/// (`.onGeometryChange`).
struct GeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Action {
        case new((Value) -> Void)
        case oldAndNew((Value, Value) -> Void)
    }

    let transform: (GeometryProxy) -> Value
    let action: Action

    func makeBehavior() -> GeometryChangeBehavior<Value> { GeometryChangeBehavior<Value>() }

    func update(_ node: Node, behavior: GeometryChangeBehavior<Value>, content: any View) {
        behavior.modifier = self
        behavior.observe()
        updateContent(node, content)
    }
}

/// After each settled layout, gives the transform a proxy of the content's frame; queues the
/// action when the value differs from the last one (and once for the first, with the first
/// value as both old and new).
final class GeometryChangeBehavior<Value: Equatable>: LayoutObserverBehavior {
    var modifier: GeometryChangeModifier<Value>?
    private var lastValue: Value?
    override func layoutDidSettle() {
        guard let modifier else { return }
        let value = modifier.transform(GeometryProxy(frame: node.contentFrame, spaces: node.namedCoordinateSpaces))
        guard value != lastValue else { return }
        let old = lastValue ?? value
        lastValue = value
        switch modifier.action {
        case .new(let action): node.graph.enqueue { action(value) }
        case .oldAndNew(let action): node.graph.enqueue { action(old, value) }
        }
    }
}

extension View {
    /// Calls `action` with what `transform` makes of this view's geometry (its size and frame,
    /// in points), after the first layout and after each layout that changes it.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier<T>(transform: transform, action: .new(action)))
    }

    /// Calls `action` with the old and new values `transform` makes of this view's geometry,
    /// after each layout that changes it (and after the first, with the first value as both).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier<T>(transform: transform, action: .oldAndNew(action)))
    }
}
