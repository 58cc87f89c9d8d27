/// Gives a view a tag, as SwiftUI's `.tag(_:)`: the value a `Picker` writes to its selection
/// when the view's option is chosen.
struct TagModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let tag: AnyHashable

    func makeBehavior() -> TagBehavior { TagBehavior() }

    func update(_ node: Node, behavior: TagBehavior, content: any View) {
        behavior.tag = tag
        updateContent(node, content)
    }
}

final class TagBehavior: NodeBehavior {
    var tag: AnyHashable?
    override var isTransparent: Bool { true }
    override var pickerTag: AnyHashable? { tag }
}

extension View {
    /// Tags the view with `tag`: in a `Picker`, choosing this view's option writes `tag` to the
    /// selection. (Inside a `ForEach`, each row is tagged with its id unless it has a tag.)
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }
}
