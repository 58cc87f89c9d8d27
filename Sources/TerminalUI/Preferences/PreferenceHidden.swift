/// A view whose subtree's values for `Key` do not reach readers above: the view
/// `overlayPreferenceValue` builds from a key's value does not feed that value.
struct PreferenceHidden<Key: PreferenceKey, Content: View>: View {
    typealias Body = Never
    let content: Content
}

extension PreferenceHidden: PrimitiveView {
    func makeBehavior() -> PreferenceHiddenBehavior<Key> { PreferenceHiddenBehavior<Key>() }

    func update(_ node: Node, behavior: PreferenceHiddenBehavior<Key>) {
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// Gives no value for `Key`, and its subtree's for every other key.
final class PreferenceHiddenBehavior<Key: PreferenceKey>: PreferenceWriterBehavior {
    override func value<K: PreferenceKey>(of key: K.Type) -> K.Value? {
        K.self == Key.self ? nil : super.value(of: key)
    }
}
