/// Names the view's coordinate space (`.coordinateSpace(name:)`): a `GeometryProxy`, a
/// `DragGesture` or an anchor below measuring in `.named(name)` measures from the view's
/// top-leading corner, in points.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: AnyHashable

    func makeBehavior() -> CoordinateSpaceBehavior { CoordinateSpaceBehavior() }

    func update(_ node: Node, behavior: CoordinateSpaceBehavior, content: any View) {
        behavior.name = name
        updateContent(node, content)
    }
}

/// Holds the name; lays its content out in its place.
final class CoordinateSpaceBehavior: NodeBehavior {
    var name: AnyHashable?

    override var isTransparent: Bool { true }
    override var mayTakeFocus: Bool { false }
}

extension Node {
    /// Where the named coordinate spaces above this node stand on the screen, in cells, after
    /// the last layout: for each name, the nearest view above carrying it.
    var namedCoordinateSpaces: [AnyHashable: Rect] {
        var spaces: [AnyHashable: Rect] = [:]
        var ancestor = parent
        while let node = ancestor {
            if let space = node.behavior as? CoordinateSpaceBehavior, let name = space.name, spaces[name] == nil {
                spaces[name] = node.contentFrame
            }
            ancestor = node.parent
        }
        return spaces
    }
}

extension View {
    /// Names this view's coordinate space `name`: `.named(name)` below measures from its
    /// top-leading corner (see `CoordinateSpaceModifier`).
    public func coordinateSpace<Name: Hashable>(name: Name) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space, as `coordinateSpace(name:)`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }
}
