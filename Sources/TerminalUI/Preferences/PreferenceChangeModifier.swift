/// Calls an action with the value of a preference key its subtree gives, when it changes
/// (`.onPreferenceChange`).
struct PreferenceChangeModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    typealias Body = Never
    let action: (Key.Value) -> Void

    func makeBehavior() -> PreferenceChangeBehavior<Key> { PreferenceChangeBehavior<Key>() }

    func update(_ node: Node, behavior: PreferenceChangeBehavior<Key>, content: any View) {
        behavior.action = action
        behavior.observe()
        updateContent(node, content)
    }
}

/// After each settled layout, reduces the subtree's value of `Key`; when it differs from the
/// last one the action was called with (or on the first layout), queues the action with it.
/// An action that changes state makes a new frame, whose layout is looked at again: the values
/// settle when the action stops changing them.
final class PreferenceChangeBehavior<Key: PreferenceKey>: LayoutObserverBehavior where Key.Value: Equatable {
    var action: (Key.Value) -> Void = { _ in }
    private var lastValue: Key.Value?
    override func layoutDidSettle() {
        let value = PreferenceReduction.value(of: Key.self, below: node) ?? Key.defaultValue
        guard value != lastValue else { return }
        lastValue = value
        let action = action
        node.graph.enqueue { action(value) }
    }
}

extension View {
    /// Calls `action` with the value of `key` this view's subtree gives (its views' values in
    /// tree order, combined by `key`'s `reduce`), after the layout that first gives it and
    /// after each layout that gives another one.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }
}
