/// What layout remembers of one node between layouts, so that a layout measures and places
/// only what changed (`Node.sizeThatFits`, `Node.place`).
///
/// A node's sizes are kept by proposal while its behaviour, and every behaviour below it, may
/// keep its layout (`NodeBehavior.keepsLayout`) and nothing changed: an evaluation, or a
/// change a behaviour notes with `ViewGraph.setNeedsLayout(of:)`, marks the node
/// (`Node.layoutDidChange`), and before the next layout the node is measured again for the
/// proposals it was measured for: the same sizes leave its parent's layout as it was and only
/// the node is placed again; other sizes measure its parent again. A change the graph cannot
/// pin to a node (`ViewGraph.setNeedsLayout()`) starts a new generation, in which every node is
/// measured and placed anew.
@MainActor
struct NodeLayoutCache {
    /// The sizes measured, by proposal.
    var sizes: [(proposal: ProposedSize, size: Size)] = []
    /// The layout in which the node was last measured.
    var measuredInLayout = -1
    /// The layout generation `sizes` belong to (`LayoutClock.generation`).
    private var generation = -1
    /// Whether `sizes` hold for the node as it is now.
    private(set) var isCurrent = false
    /// Whether the node and everything measured below it keep their layout across layouts.
    var keepsLayout = false
    /// Whether the node's behaviour must place its children again.
    private(set) var needsPlacement = true
    /// The children through which a node below this one changed since this one was placed.
    var changedChildren: [Node] = []
    /// Whether the node is in its parent's `changedChildren`.
    var isListedAsChanged = false
    /// Whether the node waits in the graph's list of changes (`ViewGraph.layoutChanged`).
    var isPendingChange = false
    /// Whether the node's children changed since the last layout.
    var childrenChanged = false
    /// The layout in which the node's behaviour last placed its children.
    private(set) var behaviorPlacedInLayout = -1
    /// The part of the screen shown around the node when it was placed (`LayoutClock.visible`).
    private var placedWithin: Rect?
    /// Changes whenever the sizes stop holding: a behaviour keeps its own layout (a stack's
    /// children and their sizes) while this is the same.
    private(set) var version = 0

    /// Whether the node was ever measured or placed.
    var wasLaidOut: Bool {
        generation >= 0 || behaviorPlacedInLayout >= 0
    }

    /// Whether the sizes hold in the clock's generation.
    func holds(in clock: LayoutClock) -> Bool {
        generation == clock.generation && isCurrent
    }

    /// Whether `sizes` were made in the clock's generation (they may still need checking).
    func isOfGeneration(_ clock: LayoutClock) -> Bool {
        generation == clock.generation
    }

    /// Starts measuring anew: nothing measured before holds.
    mutating func start(in clock: LayoutClock) {
        sizes.removeAll(keepingCapacity: true)
        generation = clock.generation
        isCurrent = true
        keepsLayout = false
        needsPlacement = true
        measuredInLayout = clock.number
        version += 1
    }

    /// Starts a layout in which the node is measured again: sizes that do not keep are dropped,
    /// and of those that keep, only the latest few proposals.
    mutating func beginLayout(_ number: Int) {
        measuredInLayout = number
        if sizes.count > Self.keptProposals {
            sizes.removeFirst(sizes.count - Self.keptProposals)
        }
    }

    /// The most proposals whose sizes are kept from one layout to the next.
    private static let keptProposals = 8

    /// The node changed: its sizes are checked before the next layout, and it is placed again.
    mutating func invalidate() {
        isCurrent = false
        needsPlacement = true
        version += 1
    }

    /// Whether a node placed at `frame` can keep its placement (and its children theirs) when
    /// placed at `rect`: nothing changed, and it was placed where it is with the same part of
    /// the screen shown.
    func canKeepPlacement(at rect: Rect, frame: Rect, in clock: LayoutClock) -> Bool {
        holds(in: clock) && keepsLayout && !needsPlacement && behaviorPlacedInLayout >= 0 && rect == frame
            && placedWithin == clock.visible
    }

    /// Empties `changedChildren`, returning what it held.
    mutating func takeChangedChildren() -> [Node] {
        let changed = changedChildren
        changedChildren.removeAll()
        for child in changed { child.layoutCache.isListedAsChanged = false }
        return changed
    }

    /// The behaviour places the children now; returns the children listed as changed, which
    /// this placement places.
    mutating func didPlace(in clock: LayoutClock) -> [Node] {
        needsPlacement = false
        behaviorPlacedInLayout = clock.number
        placedWithin = clock.visible
        return takeChangedChildren()
    }
}
