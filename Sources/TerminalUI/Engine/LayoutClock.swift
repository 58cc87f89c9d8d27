/// The layout state every node of a graph reads: which layout this is, which generation of
/// kept sizes holds, and what the scroll view being placed shows. Each node holds it: reaching
/// the graph from a node (an unowned reference) costs a retain and a release.
@MainActor
final class LayoutClock {
    /// How many layouts the graph has made (`ViewGraph.layoutNumber`).
    var number = 0
    /// Changes when every kept size stops holding (`ViewGraph.setNeedsLayout()`).
    var generation = 0
    /// Whether a layout is under way (lazy rows are built and updated as their container lays
    /// them out: `Node.layoutDidChange`).
    var isLayingOut = false
    /// Set while measuring when a node measured does not keep its layout across layouts (so
    /// that the nodes above it do not keep theirs either).
    var measuredUncachedLayout = false
    /// The part of the screen shown by the scroll views around the nodes being placed, if any:
    /// a stack places only its children that reach into it (`StackBehavior`).
    var visible: Rect?
    /// Nodes that must be placed wherever they are (the focused control, while a scroll view
    /// finds how far to scroll to show it).
    var mustPlace: [Node] = []

    /// Runs `body` with `visible` narrowed to `rect` and `mustPlace` set to `nodes`.
    func showing(_ rect: Rect, placing nodes: [Node], _ body: () -> Void) {
        let (savedVisible, savedNodes) = (visible, mustPlace)
        visible = visible.map { $0.intersection(rect) } ?? rect
        mustPlace = nodes
        body()
        (visible, mustPlace) = (savedVisible, savedNodes)
    }
}
