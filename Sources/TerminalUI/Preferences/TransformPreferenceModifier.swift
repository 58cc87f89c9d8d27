/// Changes the preference value the view's subtree gives for a key (`.transformPreference`).
struct TransformPreferenceModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout Key.Value) -> Void

    func makeBehavior() -> TransformPreferenceBehavior<Key> { TransformPreferenceBehavior<Key>() }

    func update(_ node: Node, behavior: TransformPreferenceBehavior<Key>, content: any View) {
        behavior.transform = transform
        updateContent(node, content)
    }
}

/// Gives the subtree's value of `Key` (its default value if nothing below sets it), transformed.
final class TransformPreferenceBehavior<Key: PreferenceKey>: PreferenceWriterBehavior {
    var transform: (inout Key.Value) -> Void = { _ in }

    override func value<K: PreferenceKey>(of key: K.Type) -> K.Value? {
        guard K.self == Key.self else { return super.value(of: key) }
        var value = PreferenceReduction.value(of: Key.self, below: node) ?? Key.defaultValue
        transform(&value)
        return value as? K.Value
    }
}

extension View {
    /// Changes, with `callback`, the value of `key` this view's subtree passes up (its default
    /// value when nothing below sets it).
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(TransformPreferenceModifier<K>(transform: callback))
    }
}
