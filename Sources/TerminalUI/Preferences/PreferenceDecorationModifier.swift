/// Draws, over or behind the view, a view built from the value of a preference key the view's
/// subtree gives (`.overlayPreferenceValue`, `.backgroundPreferenceValue`).
struct PreferenceDecorationModifier<Key: PreferenceKey, Decoration: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let alignment: Alignment
    let isBackground: Bool
    let transform: (Key.Value) -> Decoration

    func makeBehavior() -> PreferenceDecorationBehavior<Key> { PreferenceDecorationBehavior<Key>() }

    func update(_ node: Node, behavior: PreferenceDecorationBehavior<Key>, content: any View) {
        behavior.observe()
        // The decoration's own values for the key do not feed the value it is built from.
        let value = behavior.value ?? Key.defaultValue
        let decoration = PreferenceHidden<Key, Decoration>(content: node.trackingReads { transform(value) })
        let decorated = decorate(content, with: decoration)
        node.reconcileChildren { $0.add(decorated, key: .slot(0)) }
    }

    private func decorate<Content: View>(_ content: Content, with decoration: some View) -> any View {
        content.modifier(DecorationModifier(decoration: decoration, alignment: alignment, isBackground: isBackground))
    }
}

/// After each settled layout, reduces the subtree's value of `Key`, and builds the decoration
/// again when it changed.
final class PreferenceDecorationBehavior<Key: PreferenceKey>: LayoutObserverBehavior {
    /// The value the decoration was last built from, once a layout gave one.
    private(set) var value: Key.Value?
    /// The most times one event builds the decoration again for a value that cannot be
    /// compared (it holds a closure): such a value is taken as changed after every layout.
    static var uncomparableRebuildLimit: Int { 2 }
    private var rebuildEvent = -1
    private var rebuildCount = 0

    override func layoutDidSettle() {
        let next = PreferenceReduction.value(of: Key.self, below: node) ?? Key.defaultValue
        if let value, ViewInputs.areSame(value, next) { return }
        // Not even the same as itself: it cannot be compared.
        if !ViewInputs.areSame(next, next) && !mayRebuildUncomparable() { return }
        value = next
        node.invalidate()
    }

    private func mayRebuildUncomparable() -> Bool {
        let graph = node.graph
        if rebuildEvent != graph.eventNumber {
            rebuildEvent = graph.eventNumber
            rebuildCount = 0
        }
        rebuildCount += 1
        return rebuildCount <= Self.uncomparableRebuildLimit
    }
}

extension View {
    /// Draws over this view the view `transform` builds from the value of `key` this view's
    /// subtree gives (built again after a layout that gives another value).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceDecorationModifier<K, V>(alignment: alignment, isBackground: false, transform: transform))
    }

    /// Draws behind this view the view `transform` builds from the value of `key` this view's
    /// subtree gives (built again after a layout that gives another value).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceDecorationModifier<K, V>(alignment: alignment, isBackground: true, transform: transform))
    }
}
