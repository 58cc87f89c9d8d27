import Observation

/// One view in the live tree: its latest value, its identity, its state, and its children.
///
/// Nodes persist across passes. A node is re-evaluated when it is invalidated (its state or
/// an object it observes changed) or when its parent re-evaluates and hands it a new value;
/// its identity (`key` within `parent`, plus the view's type) decides whether state survives.
@MainActor
final class Node {
    unowned let graph: ViewGraph
    /// The node whose child this is; `nil` for the root and for a removed node.
    ///
    /// Held `unowned`, not `weak`: a weak reference gives every parent a side table, through
    /// which each of its retains and releases goes (5–7% of every key press, measured). A
    /// parent outlives its children in the tree, and removing it marks its whole subtree
    /// removed first; a removed node may still be held for a moment (the rows a list placed),
    /// and says it has no parent, so no walk up from it reaches a parent already freed.
    var parent: Node? { isRemoved ? nil : parentNode }
    private unowned let parentNode: Node?
    /// The node's identity among its parent's children; a reused lazy row takes its new
    /// element's (`reuse(as:showing:environment:)`).
    private(set) var key: NodeKey
    let viewType: ObjectIdentifier
    private(set) var view: any View
    let behavior: NodeBehavior
    private let primitive: Bool
    let depth: Int

    /// The environment this node was evaluated with.
    private(set) var environment: EnvironmentValues
    /// The environment handed to children; environment modifiers change it.
    var childEnvironment: EnvironmentValues

    /// Whether the nearest container above this node is a lazy one (a `List`).
    let inLazyContainer: Bool

    private(set) var children: [Node] = []
    /// The node's index among its parent's children (where focus traversal looks first).
    private(set) var indexInParent = 0
    /// How many nodes in this subtree (this one included) may take focus
    /// (`NodeBehavior.mayTakeFocus`): focus traversal does not enter a subtree without one.
    private(set) var focusCapableNodes = 0
    /// How many nodes in this subtree (this one included) set an alignment guide
    /// (`NodeBehavior.setsAlignmentGuide`): stacks look for explicit guides only where there is
    /// one. Read for every child of every stack measured, on the main actor only: unchecked, as
    /// `layoutCache` is.
    @exclusivity(unchecked) private(set) var alignmentGuideNodes = 0
    /// Storage of dynamic properties (`@State`, subscriptions), by declaration order.
    var propertySlots: [AnyObject] = []

    var isDirty = false
    private(set) var isRemoved = false
    /// The pass in which the node was last evaluated.
    private(set) var evaluatedInPass = -1
    /// How many times the body or content was evaluated (for tests and benchmarks).
    private(set) var evaluationCount = 0

    /// Where layout placed the node, in screen cells.
    var frame: Rect = .zero
    /// Whether the node is on screen (false while a container hides it, e.g. a pushed-over list).
    var isShown = true
    /// Whether the node is drawn above everything by the root (an alert), not by its parent.
    var isOverlay = false {
        didSet {
            if isOverlay != oldValue { parent?.childrenDidChange() }
        }
    }

    /// The node's `NodeHandle`, made on first use (most nodes never need one).
    var handle: NodeHandle {
        if let handleIfMade { return handleIfMade }
        let made = NodeHandle(self)
        handleIfMade = made
        return made
    }
    private var handleIfMade: NodeHandle?

    /// The graph's layout count (`ViewGraph.layoutClock`).
    let layoutClock: LayoutClock
    /// What layout remembers of the node between layouts (`NodeLayoutCache`). Read and written
    /// on every measure and placement, on the main actor only: unchecked, a dynamic
    /// exclusivity check on each access costs more than the access.
    @exclusivity(unchecked) var layoutCache = NodeLayoutCache()

    init(
        graph: ViewGraph, parent: Node?, key: NodeKey, view: any View, environment: EnvironmentValues,
        inLazyContainer: Bool
    ) {
        self.graph = graph
        self.layoutClock = graph.layoutClock
        self.parentNode = parent
        self.key = key
        self.view = view
        self.viewType = ObjectIdentifier(type(of: view))
        self.environment = environment
        self.childEnvironment = environment
        self.inLazyContainer = inLazyContainer
        self.depth = (parent?.depth ?? -1) + 1
        if let found = type(of: view)._primitive?.type, let made = Self.makeBehavior(of: view, as: found) {
            behavior = made
            primitive = true
        } else {
            behavior = CustomViewBehavior()
            primitive = false
        }
        behavior.node = self
        if behavior.mayTakeFocus { countFocusCapable(by: 1) }
        if behavior.setsAlignmentGuide { countAlignmentGuides(by: 1) }
    }

    deinit {
        handleIfMade?.node = nil
    }

    /// Adds `delta` to `focusCapableNodes` here and above.
    private func countFocusCapable(by delta: Int) {
        var node: Node? = self
        while let current = node {
            current.focusCapableNodes += delta
            node = current.parentNode
        }
    }

    /// Adds `delta` to `alignmentGuideNodes` here and above.
    private func countAlignmentGuides(by delta: Int) {
        var node: Node? = self
        while let current = node {
            current.alignmentGuideNodes += delta
            node = current.parentNode
        }
    }

    /// Takes a new value from the parent and re-evaluates — unless the view is a custom view
    /// whose new value holds the same inputs as the current one (`ViewInputs`), the environment
    /// is the same and nothing invalidated the node: then its body would give what it gave, and
    /// is not run (as SwiftUI compares a view's new value with its last).
    func update(with view: any View, environment: EnvironmentValues) {
        if !primitive && !isDirty && !isViewReleased && environment.isSame(as: self.environment)
            && Self.areEqual(self.view, view)
        {
            return
        }
        self.view = view
        isViewReleased = false
        self.environment = environment
        self.childEnvironment = environment
        evaluate()
    }

    /// Re-evaluates with the current value: the body of a custom view, the children of a
    /// primitive one.
    func evaluate() {
        guard !isRemoved, !isViewReleased else { return }
        isDirty = false
        evaluatedInPass = graph.passNumber
        evaluationCount += 1
        EngineCounters.nodeEvaluations += 1
        // A node never laid out has nothing kept to change (its parent places it), a
        // transparent one lays nothing out itself (its children, if they change, say so), and
        // some behaviours say themselves whether the update changed their layout.
        if layoutCache.wasLaidOut && !behavior.isTransparent && !behavior.notesLayoutChangesOnUpdate {
            layoutDidChange()
        }
        if primitive && parent != nil {
            graph.nodeHoldsViewValue(self)
        }
        if primitive {
            graph.reading(by: self) { view._update(_ViewUpdate(node: self)) }
            return
        }
        graph.reading(by: nil) { CustomViewBehavior.evaluateBody(of: self) }
    }

    private static func makeBehavior<Primitive: PrimitiveView>(of view: any View, as _: Primitive.Type) -> NodeBehavior?
    {
        (view as? Primitive)?.makeBehavior()
    }

    /// The node's behaviour, typed as `maker` makes it.
    ///
    /// This is the one cast between a node and its behaviour, and it cannot fail: a node's
    /// identity includes its view's type (`ChildList.add` makes a new node when the type
    /// changes), the behaviour is made once, in `init`, by that type's `makeBehavior()`, and
    /// callers pass the node's own view type (or, for `ModifiedContent`, the maker its
    /// `makeBehavior()` delegated to). So the behaviour is always a `Maker.Behavior`.
    func behavior<Maker: BehaviorMaker>(madeBy maker: Maker.Type) -> Maker.Behavior {
        unsafeDowncast(behavior, to: Maker.Behavior.self)
    }

    /// Marks the node for re-evaluation in the next pass. A primitive whose value was
    /// released at the end of the last frame is re-evaluated through the nearest ancestor
    /// that still has its value (a custom view, which hands it a fresh one).
    func invalidate() {
        guard !isRemoved else { return }
        var target = self
        while target.isViewReleased, let parent = target.parent {
            target = parent
        }
        graph.invalidate(target)
    }

    /// Whether two view values hold the same inputs (`ViewInputs`): by `==` for `Equatable`
    /// views, else property by property.
    private static func areEqual(_ old: any View, _ new: any View) -> Bool {
        func same<Value: View>(_ old: Value) -> Bool {
            guard let new = new as? Value else { return false }
            return ViewInputs.areSameViews(old, new)
        }
        return same(old)
    }

    /// Whether the view value was dropped at the end of a frame (see `releaseViewValue`).
    private(set) var isViewReleased = false

    /// Drops the view value of a primitive node once a frame is drawn (the graph lists the
    /// nodes evaluated since the last frame: `ViewGraph.releaseViewValues`).
    ///
    /// A view value can hold a snapshot of a model's data (a `ForEach` over `store.persons`);
    /// keeping it would make the model's next in-place write copy the whole collection. Custom
    /// views keep theirs (they need it for `body`), and so does the root.
    func releaseViewValue() {
        guard primitive && !isViewReleased && !isRemoved else { return }
        view = EmptyView()
        isViewReleased = true
        behavior.viewValueReleased()
    }

    // MARK: Children

    /// Replaces the children with those `build` adds, keeping (and updating) each existing
    /// child whose key and view type match; the rest are removed.
    func reconcileChildren(_ build: (inout ChildList) -> Void) {
        var list = ChildList(parent: self)
        build(&list)
        guard !list.nodes.elementsEqual(children, by: ===) else { return }
        let kept = Set(list.nodes.map(ObjectIdentifier.init))
        for child in children where !kept.contains(ObjectIdentifier(child)) {
            forgetChange(of: child)
            child.remove()
        }
        children = list.nodes
        numberChildren(from: 0)
        childrenDidChange()
    }

    /// Adds a child built outside `reconcileChildren` (a lazily built List row).
    func adoptLazyRow(_ row: Node) {
        children.append(row)
        numberChildren(from: children.count - 1)
        childrenDidChange()
    }

    /// Removes one child (and its subtree).
    func removeChild(_ child: Node) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        children.remove(at: index)
        forgetChange(of: child)
        child.remove()
        numberChildren(from: index)
        childrenDidChange()
    }

    /// Takes a child being removed off the changes listed for the next layout, which would
    /// otherwise keep it (and its subtree) alive until this node is placed again.
    private func forgetChange(of child: Node) {
        guard child.layoutCache.isListedAsChanged else { return }
        layoutCache.changedChildren.removeAll { $0 === child }
        child.layoutCache.isListedAsChanged = false
    }

    /// Sets `indexInParent` of the children from `start` on.
    private func numberChildren(from start: Int) {
        for index in start..<children.count {
            children[index].indexInParent = index
        }
    }

    func makeChild(key: NodeKey, view: any View, lazy: Bool?) -> Node {
        let node = Node(
            graph: graph,
            parent: self,
            key: key,
            view: view,
            environment: childEnvironment,
            inLazyContainer: lazy ?? behavior.childrenAreLazy(inheriting: inLazyContainer)
        )
        graph.nodeDidAppear(node)
        node.evaluate()
        return node
    }

    /// Tears down the subtree: children first, then this node; disappear actions are queued.
    func remove() {
        guard !isRemoved else { return }
        for child in children.reversed() {
            child.remove()
        }
        if behavior.mayTakeFocus { countFocusCapable(by: -1) }
        if behavior.setsAlignmentGuide { countAlignmentGuides(by: -1) }
        isRemoved = true
        behavior.didRemove()
        for slot in propertySlots {
            (slot as? RemovableSlot)?.nodeWillBeRemoved()
        }
        graph.nodeDidDisappear(self)
    }

    // MARK: Layout

    /// The size the node wants within `proposal`. Measured once per proposal, and kept across
    /// layouts while nothing in the subtree changed and all of it may keep its layout
    /// (`NodeLayoutCache`); otherwise measured once per proposal per layout.
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let layoutNumber = layoutClock.number
        if !layoutCache.holds(in: layoutClock)
            || (layoutCache.measuredInLayout != layoutNumber && !layoutCache.keepsLayout)
        {
            layoutCache.start(in: layoutClock)
        } else if layoutCache.measuredInLayout != layoutNumber {
            layoutCache.beginLayout(layoutNumber)
        }
        // A loop, not `first(where:)`: a closure written in main-actor code checks the
        // executor each time it runs, and this runs for every node in every layout.
        for entry in layoutCache.sizes where entry.proposal == proposal {
            if !layoutCache.keepsLayout { layoutClock.measuredUncachedLayout = true }
            return entry.size
        }
        let outer = layoutClock.measuredUncachedLayout
        layoutClock.measuredUncachedLayout = false
        EngineCounters.measures += 1
        let size = behavior.sizeThatFits(proposal)
        let keeps = behavior.keepsLayout && !layoutClock.measuredUncachedLayout
        if layoutCache.sizes.isEmpty {
            layoutCache.keepsLayout = keeps
        } else if !keeps {
            layoutCache.keepsLayout = false
        }
        layoutClock.measuredUncachedLayout = outer || !layoutCache.keepsLayout
        layoutCache.sizes.append((proposal, size))
        return size
    }

    /// Where guide `key` falls in the node when it is `size` large, in points, if something in
    /// it sets the guide (`NodeBehavior.explicitGuide`); subtrees without an `.alignmentGuide`
    /// answer at once, except for text baselines, which text sets.
    func explicitGuide(_ key: AlignmentKey, size: Size) -> CGFloat? {
        guard alignmentGuideNodes > 0 || key.isTextBaseline else { return nil }
        return behavior.explicitGuide(key, size: size)
    }

    /// Places the node in `rect` (which sets `frame`) and its children inside it. A node that
    /// keeps its layout, placed where it was and with nothing below it changed, keeps its
    /// children where they are; only what changed below it is placed again.
    func place(in rect: Rect) {
        let number = layoutClock.number
        if layoutCache.canKeepPlacement(at: rect, frame: frame, in: layoutClock), !holdsNodeToPlace {
            placedInLayout = number
            if !layoutCache.changedChildren.isEmpty {
                placeChangesBelow(placedIn: layoutCache.behaviorPlacedInLayout)
            }
            return
        }
        frame = rect
        placedInLayout = number
        for child in layoutCache.didPlace(in: layoutClock) where child.behavior.isTransparent {
            child.forgetChangesBelow()
        }
        EngineCounters.placements += 1
        behavior.place(in: rect)
    }

    /// The behaviour placing this node's parent anew places through this transparent node (a
    /// `ForEach`, a `Group`), which is never placed itself: the changes listed below it are
    /// placed with it, and must not wait for a placement of its own.
    private func forgetChangesBelow() {
        for child in layoutCache.takeChangedChildren() where child.behavior.isTransparent {
            child.forgetChangesBelow()
        }
    }

    /// Places again, where they are, the nodes below this one that changed without changing
    /// size (their parents' layout still holds), skipping those the last placement left out
    /// (rows a scroll view did not show).
    private func placeChangesBelow(placedIn stamp: Int) {
        for child in layoutCache.takeChangedChildren() where !child.isRemoved {
            if child.behavior.isTransparent {
                child.placeChangesBelow(placedIn: stamp)
            } else if child.placedInLayout == stamp {
                if child.layoutCache.needsPlacement {
                    child.place(in: child.frame)
                    // Still placed by the same placement of its parent's (see `isPlacedByLatestLayout`).
                    child.placedInLayout = stamp
                } else {
                    child.placeChangesBelow(placedIn: child.layoutCache.behaviorPlacedInLayout)
                }
            }
        }
    }

    /// Whether a node below this one must be placed (`LayoutClock.mustPlace`): a stack below
    /// may have left it out.
    private var holdsNodeToPlace: Bool {
        for node in layoutClock.mustPlace where node !== self && node.isDescendant(of: self) {
            return true
        }
        return false
    }

    /// The layout that last placed the node (kept, or placed anew).
    private var placedInLayout = -1

    /// Whether the latest layout placed the node, so that `frame` is where it is now (a node
    /// made since, or a row a list or a scroll view left out, has not been placed by it).
    ///
    /// A node placed in this layout was; else it was if the node that placed it (its nearest
    /// ancestor that placed its children) kept its placement since, and was itself placed by
    /// the latest layout.
    var isPlacedByLatestLayout: Bool {
        let number = layoutClock.number
        var node = self
        while node.placedInLayout != number {
            guard node.placedInLayout >= 0, let placer = node.placer,
                placer.layoutCache.behaviorPlacedInLayout == node.placedInLayout
            else { return false }
            node = placer
        }
        return true
    }

    /// The nearest ancestor whose behaviour placed its children.
    private var placer: Node? {
        var ancestor = parent
        while let candidate = ancestor, candidate.layoutCache.behaviorPlacedInLayout < 0 {
            ancestor = candidate.parent
        }
        return ancestor
    }

    /// Notes that the node's layout may have changed (it was evaluated, or something its layout
    /// reads changed): the next layout measures it again and, if its size did not change, places
    /// only it again; if its size changed, its parent's layout is measured again in turn.
    func layoutDidChange() {
        guard !isRemoved else { return }
        layoutCache.invalidate()
        if !layoutCache.isPendingChange {
            layoutCache.isPendingChange = true
            graph.layoutChanged(self)
        }
        // Up to a node already listed: the nodes above it list it too, unless one of them
        // was placed since without placing it (it was left out), and then it is placed anew
        // when it is placed again.
        var child = self
        var ancestor = parent
        while let node = ancestor, !child.layoutCache.isListedAsChanged {
            child.layoutCache.isListedAsChanged = true
            node.layoutCache.changedChildren.append(child)
            child = node
            ancestor = node.parent
        }
        if layoutClock.isLayingOut { invalidateAncestorsNotYetPlaced() }
    }

    /// During a layout (a lazy row updated as its container lays it out), the nodes between
    /// this one and the node placing it are measured next, in this layout: the sizes they kept
    /// no longer hold. (Outside a layout, `resolveLayoutChange` finds how far a change reaches.)
    private func invalidateAncestorsNotYetPlaced() {
        let number = layoutClock.number
        var ancestor = parent
        while let node = ancestor, node.placedInLayout != number {
            node.layoutCache.invalidate()
            ancestor = node.parent
        }
    }

    /// Notes that the children changed (made, removed, shown, hidden): the parent's layout, or
    /// for a transparent node its container's, is measured again.
    func childrenDidChange() {
        hiddenChildren = nil
        layoutCache.childrenChanged = true
        layoutDidChange()
    }

    /// Whether a child is hidden or an overlay (found once per change of the children).
    var hidesChildren: Bool {
        if let hiddenChildren { return hiddenChildren }
        var found = false
        for child in children where !child.isShown || child.isOverlay {
            found = true
            break
        }
        hiddenChildren = found
        return found
    }

    private var hiddenChildren: Bool?

    /// Works out, before a layout, how far a change noted by `layoutDidChange` reaches: a node
    /// measured again for the proposals it was measured for, at the same sizes, stops it (only
    /// the node is placed again); otherwise its parent is measured again, and so on up.
    func resolveLayoutChange() {
        guard layoutCache.isPendingChange else { return }
        layoutCache.isPendingChange = false
        guard !isRemoved else { return }
        let childrenChanged = layoutCache.childrenChanged
        layoutCache.childrenChanged = false
        if behavior.isTransparent {
            if childrenChanged { parent?.childLayoutChanged() }
            return
        }
        // A new generation measures everything anew; a node measured since is up to date; under
        // a node that does not keep its layout, the node is measured anew when that one is.
        guard layoutCache.isOfGeneration(layoutClock), !layoutCache.isCurrent,
            container?.layoutCache.keepsLayout != false
        else { return }
        guard layoutCache.keepsLayout, !layoutCache.sizes.isEmpty else {
            parent?.childLayoutChanged()
            return
        }
        let old = layoutCache.sizes
        layoutCache.start(in: layoutClock)
        var same = true
        for entry in old where sizeThatFits(entry.proposal) != entry.size {
            same = false
        }
        if !same || !layoutCache.keepsLayout {
            parent?.childLayoutChanged()
        }
    }

    /// The nearest ancestor that is laid out (not transparent).
    private var container: Node? {
        var ancestor = parent
        while let node = ancestor, node.behavior.isTransparent {
            ancestor = node.parent
        }
        return ancestor
    }

    /// A child's size (or, for a transparent node, its children) changed: the nearest node that
    /// lays out is measured again now.
    private func childLayoutChanged() {
        if behavior.isTransparent {
            parent?.childLayoutChanged()
            return
        }
        layoutDidChange()
        resolveLayoutChange()
    }

    // MARK: Queries

    /// The nearest ancestor (or self) whose behaviour is of type `B`.
    func nearest<B: NodeBehavior>(_ type: B.Type) -> B? {
        var current: Node? = self
        while let node = current {
            if let behavior = node.behavior as? B { return behavior }
            current = node.parent
        }
        return nil
    }

    /// The first shown node below this one keyed `key`, depth first (nodes built only).
    func firstDescendant(keyed key: NodeKey) -> Node? {
        for child in children where child.isShown {
            if child.key == key { return child }
            if let found = child.firstDescendant(keyed: key) { return found }
        }
        return nil
    }

    /// The behaviour of type `B` of the first shown node below this one that has one, depth
    /// first (a subtree is left as soon as one is found).
    func firstDescendantBehavior<B: NodeBehavior>(_ type: B.Type) -> B? {
        for child in children where child.isShown {
            if let behavior = child.behavior as? B ?? child.firstDescendantBehavior(type) { return behavior }
        }
        return nil
    }

    /// The behaviours of type `B` of the shown nodes below this one, depth first.
    func descendantBehaviors<B: NodeBehavior>(_ type: B.Type) -> [B] {
        children.filter(\.isShown).flatMap { child in
            (child.behavior as? B).map { [$0] + child.descendantBehaviors(type) } ?? child.descendantBehaviors(type)
        }
    }

    /// Whether this node is a control that takes focus, or holds one that focus reaches (a
    /// subtree where no node may take focus is not entered). `inPlace` leaves out the toolbar
    /// items a navigation bar shows above the node (`ToolbarBehavior.itemsInBar`): the controls
    /// drawn within its own frame.
    func holdsControl(inPlace: Bool = false) -> Bool {
        guard focusCapableNodes > 0 else { return false }
        if behavior.isFocusable { return true }
        guard behavior.focusesChildren else { return false }
        let inBar = inPlace ? (behavior as? ToolbarBehavior)?.itemsInBar : nil
        return behavior.focusChildren.contains { $0 !== inBar && $0.holdsControl(inPlace: inPlace) }
    }

    /// Whether this node or one below it owns `@State` or `@StateObject` storage.
    var holdsState: Bool {
        propertySlots.contains { $0 is StatefulSlot } || children.contains { $0.holdsState }
    }

    /// Whether this subtree may show another element of its `ForEach` (`NodeBehavior.isReusable`):
    /// it owns no `@State`, `@StateObject` or `@FocusState`, and every behaviour in it keeps
    /// nothing an update does not set anew.
    var isReusable: Bool {
        guard behavior.isReusable, !propertySlots.contains(where: { $0 is StatefulSlot }) else { return false }
        for child in children where !child.isReusable {
            return false
        }
        return true
    }

    /// Makes this row (hidden, off screen) the row of another element: it takes the element's
    /// key and view, and is updated as a row built for it would be evaluated.
    func reuse(as key: NodeKey, showing view: any View, environment: EnvironmentValues) {
        self.key = key
        update(with: view, environment: environment)
    }

    /// Whether `self` is `other` or lies below it.
    func isDescendant(of other: Node) -> Bool {
        var current: Node? = self
        while let node = current {
            if node === other { return true }
            current = node.parent
        }
        return false
    }

    /// The nodes that take part in layout for this node: itself, or (for transparent nodes
    /// such as groups, tuples and custom views) the displayable nodes among its descendants.
    var displayables: [Node] {
        behavior.isTransparent ? childDisplayables : [self]
    }

    /// The content an engine modifier wraps (`NodeBehavior.wrapsContent`), if this is one.
    var wrappedContent: Node? {
        behavior.wrapsContent ? children.first { $0.key == .slot(0) } : nil
    }

    /// The displayable nodes among the children (shown, not overlays), flattened.
    var childDisplayables: [Node] {
        var result: [Node] = []
        appendChildDisplayables(to: &result)
        return result
    }

    /// Appends the displayable nodes among the children to `result`: one array for the whole
    /// walk (layout asks for them several times per stack per frame), not one per child.
    private func appendChildDisplayables(to result: inout [Node]) {
        for child in children where child.isShown && !child.isOverlay {
            if child.behavior.isTransparent {
                child.appendChildDisplayables(to: &result)
            } else {
                result.append(child)
            }
        }
    }

    /// A short description for diagnostics.
    var debugName: String {
        "\(type(of: view))"
    }
}

/// The children a node is building in `reconcileChildren`, matched against its old ones.
@MainActor
struct ChildList {
    unowned let parent: Node
    private(set) var nodes: [Node] = []
    private var oldByKey: [NodeKey: Node]?

    init(parent: Node) {
        self.parent = parent
    }

    /// Adds the child with `key`, reusing the old child of the same key and type.
    @discardableResult
    mutating func add(_ view: any View, key: NodeKey, lazy: Bool? = nil) -> Node {
        let type = ObjectIdentifier(Swift.type(of: view))
        let old = oldChild(for: key, position: nodes.count)
        if let old, old.viewType == type {
            old.update(with: view, environment: parent.childEnvironment)
            nodes.append(old)
            return old
        }
        let node = parent.makeChild(key: key, view: view, lazy: lazy)
        nodes.append(node)
        return node
    }

    /// Keeps `child`, one of the parent's children, as it is (not updated): a container that
    /// changes only its other children needs no view value for this one.
    mutating func keep(_ child: Node) {
        nodes.append(child)
    }

    private mutating func oldChild(for key: NodeKey, position: Int) -> Node? {
        let children = parent.children
        if position < children.count, children[position].key == key {
            return children[position]
        }
        if oldByKey == nil {
            oldByKey = Dictionary(children.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        return oldByKey?[key]
    }
}

/// Storage that must let go of something when its node goes (a subscription, say).
@MainActor
protocol RemovableSlot: AnyObject {
    func nodeWillBeRemoved()
}
