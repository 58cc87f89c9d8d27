/// Works out the value a preference key has in a subtree, after a layout: each child's value in
/// tree order, combined with the key's `reduce`. A view that sets the key
/// (`PreferenceWriterBehavior`) gives its own value in place of its subtree's.
///
/// Only readers walk (`onPreferenceChange`, `overlayPreferenceValue`), and only below
/// themselves: a tree without readers is never walked.
@MainActor
enum PreferenceReduction {
    /// The value of `key` the children of `node` give, or `nil` when none of them sets it.
    static func value<K: PreferenceKey>(of key: K.Type, below node: Node) -> K.Value? {
        var result: K.Value?
        for child in node.children where child.isShown {
            guard let next = value(of: key, at: child) else { continue }
            guard var combined = result else {
                result = next
                continue
            }
            K.reduce(value: &combined, nextValue: { next })
            result = combined
        }
        return result
    }

    /// The value of `key` that `node` gives, its subtree included, or `nil` when nothing sets it.
    static func value<K: PreferenceKey>(of key: K.Type, at node: Node) -> K.Value? {
        if let writer = node.behavior as? PreferenceWriterBehavior {
            return writer.value(of: key)
        }
        return value(of: key, below: node)
    }
}

/// The behaviour of a view that sets or hides a preference value: it takes no part in layout
/// (its content is laid out in its place) and passes every other key's values on.
class PreferenceWriterBehavior: NodeBehavior {
    override var isTransparent: Bool { true }
    override var mayTakeFocus: Bool { false }

    /// The value of `key` this node gives: by default its subtree's.
    func value<K: PreferenceKey>(of key: K.Type) -> K.Value? {
        PreferenceReduction.value(of: key, below: node)
    }

}
