import Foundation

/// Sets a preference value made from an anchor of the view, worked out from where the view
/// stands after each layout (`.anchorPreference`).
struct AnchorPreferenceModifier<Key: PreferenceKey, Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let source: Anchor<Value>.Source
    let transform: (Anchor<Value>) -> Key.Value

    func makeBehavior() -> AnchorPreferenceBehavior<Key, Value> { AnchorPreferenceBehavior<Key, Value>() }

    func update(_ node: Node, behavior: AnchorPreferenceBehavior<Key, Value>, content: any View) {
        behavior.make = { [source, transform] bounds in transform(source.resolve(bounds)) }
        updateContent(node, content)
    }
}

/// Gives the value made from the anchor of the content's frame in the latest layout.
final class AnchorPreferenceBehavior<Key: PreferenceKey, Value>: PreferenceWriterBehavior {
    var make: ((CGRect) -> Key.Value)?

    override func value<K: PreferenceKey>(of key: K.Type) -> K.Value? {
        guard K.self == Key.self, let make else { return super.value(of: key) }
        return make(PointLength.rect(node.contentFrame)) as? K.Value
    }
}

extension View {
    /// Sets, for `key`, the value `transform` makes of an anchor of this view (`.bounds`, a
    /// point): a reader above resolves it in its own coordinates with a `GeometryProxy`.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(AnchorPreferenceModifier<K, A>(source: value, transform: transform))
    }
}
