/// Sets a preference value for the view: readers above see it in place of the values the
/// view's subtree sets for the same key (`.preference(key:value:)`).
struct PreferenceModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Key.Value

    func makeBehavior() -> PreferenceValueBehavior<Key> { PreferenceValueBehavior<Key>() }

    func update(_ node: Node, behavior: PreferenceValueBehavior<Key>, content: any View) {
        behavior.value = value
        updateContent(node, content)
    }
}

/// Gives the value its modifier set for `Key`.
final class PreferenceValueBehavior<Key: PreferenceKey>: PreferenceWriterBehavior {
    var value: Key.Value?

    override func value<K: PreferenceKey>(of key: K.Type) -> K.Value? {
        guard K.self == Key.self else { return super.value(of: key) }
        return value as? K.Value
    }
}

extension View {
    /// Sets `value` for `key`: a reader above (`onPreferenceChange`, `overlayPreferenceValue`)
    /// sees it, combined with its siblings' values by `key`'s `reduce`, in place of the values
    /// this view's subtree sets for `key`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceModifier<K>(value: value))
    }
}
