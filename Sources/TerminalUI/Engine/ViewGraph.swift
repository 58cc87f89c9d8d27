/// The live tree of one hosted view, and the frame pipeline that keeps it current:
/// event → handlers write state → invalidated nodes are re-evaluated once, parent before
/// child → queued actions (onChange, onAppear, onDisappear) run, which may invalidate again
/// (bounded) → layout → draw.
@MainActor
final class ViewGraph {
    /// The most passes one event may take before the rest of its invalidations are dropped.
    static let maxPassesPerEvent = 32

    private(set) var root: Node!
    private var rootBehavior: RootBehavior!
    let inbox = InvalidationInbox()
    let focus = FocusManager()
    let mouse = MouseRouter()
    /// The nodes that act on settled layouts (preference readers, `onGeometryChange`).
    let layoutObservers = LayoutObservers()

    /// Increases with every pass, layout and event.
    private(set) var passNumber = 0
    var layoutNumber: Int { layoutClock.number }
    private(set) var eventNumber = 0
    /// The layout number, in an object each node holds: a node reads it on every measure, and
    /// reaching the graph from a node (an unowned reference) costs a retain and a release.
    let layoutClock = LayoutClock()

    private var dirty: [Node] = []
    private var actions: [() -> Void] = []
    private var afterHandlerActions: [() -> Void] = []
    private var bodyDepth = 0

    /// Alerts being shown, oldest first; the newest one has focus.
    private(set) var overlays: [Node] = []

    /// The commands of the `App` this graph runs, if any: their shortcuts work in every scope.
    weak var commands: CommandsHostBehavior?

    /// Tells the `FrameScheduler` (which sets it) that the graph has new work; outside an event
    /// or a frame, the scheduler wakes up for it.
    var requestFrame: () -> Void = {}

    /// The smallest screen the content is laid out on; below it a message asks for more room.
    var minimumSize = Size(width: 20, height: 5)

    /// Whether the last layout found the screen smaller than `minimumSize`.
    var isScreenTooSmall: Bool {
        rootBehavior.isTooSmall
    }

    init<Content: View>(content: Content, environment: EnvironmentValues = EnvironmentValues()) {
        focus.graph = self
        mouse.graph = self
        root = Node(
            graph: self,
            parent: nil,
            key: .slot(0),
            view: RootView(content: content),
            environment: environment,
            inLazyContainer: false
        )
        rootBehavior = root.behavior(madeBy: RootView<Content>.self)
        nodeDidAppear(root)
        root.evaluate()
    }

    // MARK: Evaluation

    /// Whether a `body` is being evaluated right now (state writes are refused then).
    var isEvaluatingBody: Bool { bodyDepth > 0 }

    /// The primitive view being updated, whose binding reads are watched (nil in a body,
    /// whose own reads are watched by `ObservationWatch`).
    private var readingNode: Node?

    /// Watches a binding's read for `readingNode`: an `@Observable` property the read touches
    /// updates that view when it changes.
    private lazy var bindingWatch = BindingReads.Watch { [unowned self] read in
        guard let node = readingNode else { return read() }
        node.trackingReads(read)
    }

    /// Runs `update`, a view's update, with the bindings it reads watched for `node` (none
    /// when nil); then puts back the view whose update this one is inside. The thread's watch
    /// is set by the outermost update only.
    func reading(by node: Node?, _ update: () -> Void) {
        let outerNode = readingNode
        readingNode = node
        defer { readingNode = outerNode }
        let outerWatch = BindingReads.current
        if outerWatch === bindingWatch { return update() }
        BindingReads.current = bindingWatch
        defer { BindingReads.current = outerWatch }
        update()
    }

    /// Runs `body` as a view's body evaluation.
    func evaluatingBody<T>(_ body: () -> T) -> T {
        bodyDepth += 1
        defer { bodyDepth -= 1 }
        return body()
    }

    /// Set while a view's properties are installed when one needs an environment object no
    /// ancestor provided: the message the view shows instead of its body.
    var missingEnvironmentObject: String?

    /// The values of the scene's `@SceneStorage` keys: each graph is a scene (a window).
    var sceneStorage: [String: Any] = [:]

    /// Records that `node` needs an object of `type` that no ancestor provided with `provider`.
    func reportMissingEnvironmentObject(_ type: Any.Type, for node: Node, provider: String) {
        let message = "No \(type) in the environment of \(node.debugName): add \(provider) above it"
        if missingEnvironmentObject == nil {
            Diagnostics.report(message)
        }
        missingEnvironmentObject = message
    }

    /// Marks `node` for the next pass.
    func invalidate(_ node: Node) {
        guard !node.isDirty, !node.isRemoved else { return }
        node.isDirty = true
        dirty.append(node)
        requestFrame()
    }

    /// Queues an action to run after the current pass (never inside a body).
    func enqueue(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    /// Queues an action at `index` among those queued so far (onChange along a modifier chain).
    func enqueue(_ action: @escaping () -> Void, at index: Int) {
        actions.insert(action, at: min(max(0, index), actions.count))
    }

    /// How many actions are queued.
    var queuedActionCount: Int { actions.count }

    /// Queues work to run when the current event handler returns, before the next pass
    /// (`dismiss()` pops a view this way).
    func afterHandler(_ action: @escaping () -> Void) {
        afterHandlerActions.append(action)
        requestFrame()
    }

    /// Whether the tree changed since the last layout: a pass evaluated nodes, or something
    /// changed that layout depends on but no evaluation does (focus moved, a list's selection,
    /// a text field's cursor).
    private(set) var needsLayout = false

    /// Asks for a new layout before the next drawing, in which every node is measured and
    /// placed anew (for a change the graph cannot pin to one node: a list's selection).
    func setNeedsLayout() {
        layoutClock.generation += 1
        needsLayout = true
        requestFrame()
    }

    /// Asks for a new layout before the next drawing, in which `node` is measured and placed
    /// again: something its layout reads changed (a text field's text or cursor, focus moving
    /// onto it or away). The rest keeps its layout unless `node`'s size changed.
    func setNeedsLayout(of node: Node) {
        node.layoutDidChange()
        needsLayout = true
        requestFrame()
    }

    /// Asks for a layout before the next drawing, in which what changed is laid out again (a
    /// focus request is met after it, once the controls it may go to are placed).
    func requestLayout() {
        needsLayout = true
        requestFrame()
    }

    /// Makes the next layout measure and place every node anew (the screen changed size).
    func invalidateLayout() {
        layoutClock.generation += 1
    }

    /// Nodes whose layout may have changed since the last layout (`Node.layoutDidChange`).
    private var layoutChanges: [Node] = []

    /// Notes that `node`'s layout may have changed; the next layout works out how far the
    /// change reaches (`Node.resolveLayoutChange`).
    func layoutChanged(_ node: Node) {
        layoutChanges.append(node)
    }

    /// The nodes with a keyboard shortcut (buttons), by identity: a key no control uses is
    /// matched against these, not against every node.
    private var shortcuts: [ObjectIdentifier: Node] = [:]

    /// The nodes with a keyboard shortcut.
    var shortcutNodes: Dictionary<ObjectIdentifier, Node>.Values { shortcuts.values }

    /// Notes whether `node` has a keyboard shortcut (`shortcutNodes`).
    func setHasShortcut(_ node: Node, _ has: Bool) {
        shortcuts[ObjectIdentifier(node)] = has && !node.isRemoved ? node : nil
    }

    /// Primitive nodes evaluated since the last frame: they hold their view values.
    private var nodesHoldingViewValues: [Node] = []

    /// Notes that `node` (a primitive) holds its view value until the end of the frame.
    func nodeHoldsViewValue(_ node: Node) {
        nodesHoldingViewValues.append(node)
    }

    /// Drops the view values primitive nodes took since the last frame (`Node.releaseViewValue`).
    func releaseViewValues() {
        let nodes = nodesHoldingViewValues
        nodesHoldingViewValues.removeAll(keepingCapacity: true)
        for node in nodes {
            node.releaseViewValue()
        }
    }

    /// Whether a pass, actions or a layout are waiting.
    var hasPendingWork: Bool {
        needsLayout || !dirty.isEmpty || !actions.isEmpty || !afterHandlerActions.isEmpty || !inbox.isEmpty
    }

    /// Starts a new event: per-event limits (onChange dispatches, passes) start again.
    func beginEvent() {
        eventNumber += 1
    }

    /// Runs passes and actions until nothing is invalidated (or the per-event pass limit).
    func update() {
        UserDefaultsWatch.shared.noticeWrites()
        var passes = 0
        while true {
            runAfterHandlerActions()
            for node in inbox.drain() {
                // Through the node, so that a primitive whose value was released (a ForEach
                // whose rows read a model) re-evaluates through its owner.
                node.invalidate()
            }
            if dirty.isEmpty && actions.isEmpty { return }
            if passes == Self.maxPassesPerEvent {
                Diagnostics.report(
                    "ViewGraph: \(Self.maxPassesPerEvent) passes in one event; dropping \(dirty.count) invalidations and \(actions.count) actions"
                )
                for node in dirty { node.isDirty = false }
                dirty.removeAll()
                actions.removeAll()
                return
            }
            passes += 1
            runPass()
            runActions()
        }
    }

    private func runPass() {
        passNumber += 1
        // What the pass evaluates is shown by the next layout (events run their passes at
        // once; layout and drawing wait for the frame).
        needsLayout = true
        let batch = dirty.sorted { $0.depth < $1.depth }
        dirty.removeAll()
        for node in batch where node.isDirty {
            node.evaluate()
        }
    }

    private func runActions() {
        while !actions.isEmpty {
            let batch = actions
            actions.removeAll()
            for action in batch {
                action()
            }
        }
    }

    private func runAfterHandlerActions() {
        while !afterHandlerActions.isEmpty {
            let batch = afterHandlerActions
            afterHandlerActions.removeAll()
            for action in batch {
                action()
            }
        }
    }

    // MARK: Appearance

    /// A node was created (or shown again): its appear actions are queued, parent first.
    func nodeDidAppear(_ node: Node) {
        if node.behavior.hasLifecycleActions {
            let behavior = node.behavior
            enqueue { behavior.appear() }
        }
    }

    /// A node was removed (or hidden): its disappear actions are queued, child first.
    func nodeDidDisappear(_ node: Node) {
        if node.behavior.hasLifecycleActions {
            let behavior = node.behavior
            enqueue { behavior.disappear() }
        }
        if node.isRemoved {
            overlays.removeAll { $0 === node }
        }
    }

    /// Shows or hides a subtree, running appear (parent first) or disappear (child first) actions.
    func setShown(_ node: Node, _ shown: Bool) {
        guard node.isShown != shown else { return }
        node.isShown = shown
        node.parent?.childrenDidChange()
        if shown {
            forEachNode(in: node, childrenFirst: false) { nodeDidAppear($0) }
        } else {
            forEachNode(in: node, childrenFirst: true) { nodeDidDisappear($0) }
        }
    }

    private func forEachNode(in node: Node, childrenFirst: Bool, _ body: (Node) -> Void) {
        if !childrenFirst { body(node) }
        for child in node.children where child.isShown {
            forEachNode(in: child, childrenFirst: childrenFirst, body)
        }
        if childrenFirst { body(node) }
    }

    // MARK: Overlays

    /// Shows `node` above everything (an alert), with focus trapped inside it.
    func present(_ node: Node, focusing preferred: Node? = nil) {
        guard !overlays.contains(where: { $0 === node }) else { return }
        overlays.append(node)
        focus.pushScope(node, focusing: preferred)
    }

    // MARK: Layout and drawing

    /// Lays the tree out on a screen of `size`.
    func layout(in size: Size) {
        layoutClock.number += 1
        EngineCounters.layouts += 1
        needsLayout = false
        layoutClock.isLayingOut = true
        defer { layoutClock.isLayingOut = false }
        // Deepest first: a node measured at its old sizes stops its change before its parent.
        let changes = layoutChanges
        layoutChanges.removeAll(keepingCapacity: true)
        var depths: [Int] = []
        depths.reserveCapacity(changes.count)
        for node in changes { depths.append(node.depth) }
        for index in Self.deepestFirst(depths) {
            changes[index].resolveLayoutChange()
        }
        root.place(in: Rect(origin: .zero, size: size))
    }

    /// The indices of `depths`, deepest first (not isolated: its comparison closure needs no
    /// executor check).
    private nonisolated static func deepestFirst(_ depths: [Int]) -> [Int] {
        depths.indices.sorted { depths[$0] > depths[$1] }
    }

    /// Brings the tree up to date and lays it out; repeats while layout (rows scrolled into
    /// view, focus moving) produced more work, a bounded number of times.
    func settle(in size: Size) {
        for _ in 0..<4 {
            update()
            // A dismissed sheet or alert gives focus back now, and what reads focused values
            // re-evaluates before the layout, not after it (a second layout of everything).
            focus.closeRemovedScopes()
            update()
            layout(in: size)
            focus.validate()
            notifyLayoutObservers()
            if !hasPendingWork { return }
        }
        update()
        layout(in: size)
        // What they queue now waits for the next frame (the scheduler sees the work).
        notifyLayoutObservers()
    }

    /// Lets the layout observers (preference readers, `onGeometryChange`) look at a layout
    /// that left nothing to do: a geometry reader about to be built again would show them a
    /// value that is not the frame's.
    private func notifyLayoutObservers() {
        if !hasPendingWork && !layoutObservers.isEmpty { layoutObservers.layoutDidSettle() }
    }

    /// Draws the laid-out tree into `canvas`.
    func draw(into canvas: inout CellGrid) {
        canvas.clear()
        root.behavior.draw(in: &canvas)
    }

    /// Where the terminal cursor belongs (inside a focused text field), if anywhere.
    var cursorPosition: Point? {
        focus.focused?.behavior.cursorPosition
    }

    // MARK: Keys

    /// Routes one key press through focus; returns whether anything used it.
    @discardableResult
    func handle(_ key: KeyPress) -> Bool {
        beginEvent()
        // An app's commands first: their shortcuts work whatever has focus.
        if let commands, commands.handleCommandKey(key) {
            return true
        }
        return focus.route(key)
    }

    /// Routes pasted text through focus; returns whether anything used it.
    @discardableResult
    func handlePaste(_ text: String) -> Bool {
        beginEvent()
        return focus.routePaste(text)
    }

    /// Routes one mouse event to the control under it; returns whether anything used it.
    @discardableResult
    func handle(_ event: MouseEvent) -> Bool {
        beginEvent()
        return mouse.route(event)
    }
}
