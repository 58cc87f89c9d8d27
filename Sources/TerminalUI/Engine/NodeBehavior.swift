/// What a node does besides holding state: lay out, draw, take focus and keys.
///
/// Each primitive view names the subclass it makes (`PrimitiveView.Behavior`) and receives it
/// typed in `PrimitiveView.update(_:behavior:)`, where the view value pushes its settings into
/// it; `CustomViewBehavior` serves every view with a `body`. Other nodes never test a
/// behaviour's class: what they may ask of it is listed under "Roles" below.
@MainActor
class NodeBehavior {
    /// The node this behaviour belongs to (set once, right after creation).
    unowned var node: Node!

    init() {}

    // MARK: Structure

    /// Whether the node's children take part in the parent's layout directly (groups, tuples,
    /// `ForEach`, custom views), instead of the node being laid out as one box.
    var isTransparent: Bool { false }

    /// Whether the node is an engine modifier's, around its content (the child keyed
    /// `.slot(0)`): what a view says of itself (a row's `.tag`) is read through it.
    var wrapsContent = false

    /// Whether children of this node sit in a lazy container, given the node's own flag.
    func childrenAreLazy(inheriting inherited: Bool) -> Bool {
        isTransparent ? inherited : false
    }

    /// Called once when the node is removed from the tree.
    func didRemove() {}

    /// The node's view value was dropped at the end of a frame; drop anything that holds
    /// the view's data too.
    func viewValueReleased() {}

    // MARK: Layout and drawing

    /// The size the node wants within `proposal`.
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let layers = childLayers {
            return ZStackLayout().sizeThatFits(proposal, children: layers)
        }
        return layoutChildrenAsStack().sizeThatFits(proposal)
    }

    /// Places the node's children inside `rect` (the node's own frame is already set).
    func place(in rect: Rect) {
        if let layers = childLayers {
            return ZStackLayout().place(in: rect, children: layers)
        }
        layoutChildrenAsStack().place(in: rect)
    }

    /// The children to lay over each other: several, below a node that is itself a layer (a
    /// modifier of a `Group` in a `ZStack` applies to each of its views, which stay layers).
    private var childLayers: [Node]? {
        guard isLayered else { return nil }
        let children = node.childDisplayables
        return children.count > 1 ? children : nil
    }

    /// Whether the node's size and placement depend only on its view value, its children's
    /// sizes and what it notes with `ViewGraph.setNeedsLayout(of:)`, so that layout may keep
    /// them from one layout to the next while none of those changed (`NodeLayoutCache`).
    /// False by default: such a node is measured and placed in every layout, as are the nodes
    /// above it.
    var keepsLayout: Bool { false }

    /// Whether the behaviour's update notes itself when something its layout reads changed
    /// (`Node.layoutDidChange`), so that an evaluation that changed nothing of it (a list's
    /// row handed the same text again) leaves its layout kept. False by default: every
    /// evaluation marks the node's layout changed.
    var notesLayoutChangesOnUpdate: Bool { false }

    /// Where guide `key` falls in the node when it is `size` large, in points from its leading
    /// (or top) edge, if the node or what it shows sets it (`.alignmentGuide`, a text's
    /// baseline); nil leaves the guide's default. Asked through `Node.explicitGuide`, which
    /// skips subtrees that set no guide.
    func explicitGuide(_ key: AlignmentKey, size: Size) -> CGFloat? { nil }

    /// Whether the node sets an alignment guide (`Node.alignmentGuideNodes` counts them).
    var setsAlignmentGuide: Bool { false }

    /// The axis of the stack the node was last laid out in, if any (spacers and dividers
    /// stretch along it).
    var stackAxis: Axis?

    /// Whether the node was last laid out as a layer of a `ZStack` (or of an overlay's or a
    /// background's content).
    var isLayered = false

    /// Draws the node into `canvas` (children included); the node's frame is already set.
    func draw(in canvas: inout CellGrid) {
        for child in node.childDisplayables {
            child.behavior.draw(in: &canvas)
        }
    }

    /// The node's content laid out as a vertical stack (how a modifier or a container treats
    /// several children where it expected one).
    func layoutChildrenAsStack() -> StackLayout {
        layoutAsStack(node.childDisplayables)
    }

    /// `children`, views the node wraps, laid out as a vertical stack. A single child stays in
    /// the stack or `ZStack` the node is in (its axis, whether it is a layer): a divider under
    /// `.frame` in an `HStack` is still upright.
    func layoutAsStack(_ children: [Node]) -> StackLayout {
        var stack = StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: children)
        stack.guidesBelow = node.alignmentGuideNodes > 0
        if children.count == 1 {
            children[0].behavior.stackAxis = stackAxis
            children[0].behavior.isLayered = isLayered
        }
        return stack
    }

    // MARK: Focus and keys

    /// Whether the node can take keyboard focus (when enabled).
    var isFocusable: Bool { false }

    /// Whether the node draws nothing at all (a clear colour, a shape filled with it): a button
    /// whose label is such a view is an invisible tap target laid over another.
    var drawsNothing: Bool { false }

    /// Whether the node is a control that edits typed text (a text field, a text editor):
    /// focus asked by code for a view holding one goes to it (`FocusManager.request`).
    var editsText: Bool { false }

    /// Whether focus may start on the node when its scope opens or its focus is lost; false
    /// for a control that Tab and clicks reach but that should not take focus unasked (a back
    /// button: a pushed view's focus starts in the view).
    var takesDefaultFocus: Bool { true }

    /// Whether `isFocusable` may ever be true for this node. Looking for a control to focus
    /// skips subtrees without such a node (`Node.focusCapableNodes`); true unless a behaviour
    /// that never takes focus says so.
    var mayTakeFocus: Bool { true }

    /// Whether the content this node wraps (its first child: a modifier's, a scroll view's)
    /// holds a control that takes focus.
    var contentHoldsControl: Bool {
        node.children.first?.holdsControl() ?? false
    }

    /// Whether focus traversal should look inside this node's children.
    var focusesChildren: Bool { true }

    /// Handles a key while the node has focus; returns whether it was used.
    func handleKey(_ key: KeyPress) -> Bool { false }

    /// Handles a key the focused descendant did not use (key handlers, form navigation).
    func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool { false }

    /// Takes pasted text while the node has focus; returns whether it was used.
    func handlePaste(_ text: String) -> Bool { false }

    /// Takes pasted text the focused descendant did not use (`.onPasteCommand`).
    func handlePasteFromDescendant(_ text: String, focused: Node?) -> Bool { false }

    /// The children a click can reach, in the order they are drawn: hit-testing tries the
    /// last first, as it lies on top. The children focus visits, unless the node draws them in
    /// another order (a background under its content).
    var hitTestChildren: [Node] { focusChildren }

    /// The children focus traversal visits, in reading order (overlays are left out).
    var focusChildren: [Node] {
        // Focus asks this of every node it visits (a key nothing uses visits them all). Most
        // nodes hide none of their children: they hand back their array itself. And a loop,
        // not `filter`: a closure written in main-actor code checks the executor each time it
        // runs.
        let children = node.children
        guard node.hidesChildren else { return children }
        for (index, child) in children.enumerated() where !child.isShown || child.isOverlay {
            var shown = Array(children[..<index])
            for later in children[(index + 1)...] where later.isShown && !later.isOverlay {
                shown.append(later)
            }
            return shown
        }
        return children
    }

    /// Whether a keyboard shortcut on this node matches `key`.
    func matchesShortcut(_ key: KeyPress) -> Bool { false }

    /// Runs the node's shortcut action; returns whether it ran.
    func triggerShortcut() -> Bool { false }

    /// Focus moved onto or away from the node.
    func focusDidChange() {}

    /// Code asked for focus on `descendant` (a `@FocusState` written): a container that lets
    /// focus reach only part of its content (a list, its selected row) shows that part first.
    func willFocus(_ descendant: Node) {}

    /// Whether the node has keyboard focus.
    var isFocused: Bool { node.graph.focus.focused === node }

    /// Where the terminal cursor goes while the node has focus, if anywhere.
    var cursorPosition: Point? { nil }

    // MARK: Mouse

    /// Whether the node shows its children only inside its own frame (a list, a scroll view):
    /// a click outside the frame cannot reach them.
    var clipsContent: Bool { false }

    /// Whether clicks can reach the node and its children at all (`.allowsHitTesting(false)`
    /// says no: they go to what lies under it).
    var allowsHitTesting: Bool { true }

    /// Whether a point inside the node's frame that none of its children covers hits the node;
    /// false for a container that draws nothing of its own (a `GeometryReader`, as in an
    /// overlay), so that what lies under it is hit.
    var isHitOutsideChildren: Bool { true }

    /// Handles a mouse event over the node (or over a descendant that did not use it); returns
    /// whether it was used.
    ///
    /// By default a click on an enabled control runs its primary action (a button presses, a
    /// link opens) and leaves focus where it was, or focuses a control that has none (a
    /// toggle, a picker); a click on a disabled control is used up and does nothing.
    func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isClick, isFocusable else { return false }
        guard node.environment.isEnabled else { return true }
        if !performPrimaryAction() {
            node.graph.focus.focus(node)
        }
        return true
    }

    // MARK: Roles

    /// Whether the graph runs `appear()` and `disappear()` for this node.
    var hasLifecycleActions: Bool { false }

    /// The node appeared (runs after the pass, parent first).
    func appear() {}

    /// The node disappeared (runs after the pass, child first).
    func disappear() {}

    /// Whether a lazy row holding this node may show another element once it scrolls away
    /// (`ForEachBehavior` reuses such rows rather than building new ones): true for behaviours
    /// that keep nothing of an element but what the next update sets anew. Behaviours that
    /// keep more (a field's cursor, a pressed state, a running task) leave it false.
    var isReusable: Bool { false }

    /// The elements a `List` builds lazily, if this node is a `ForEach` inside one.
    var lazyRows: ForEachBehavior? { nil }

    /// The spacing and alignment of a `LazyVStack` (or `LazyHStack`) whose rows (or columns) a
    /// scrolling container lays out lazily (`LazyRows`), if this node is one.
    var lazyStack: (spacing: Int, alignment: AlignmentKey)? { nil }

    /// A `LazyVGrid` (or `LazyHGrid`) whose rows (or columns) of cells a scrolling container
    /// lays out lazily (`LazyRows`), if this node is one.
    var lazyGrid: LazyGridBehavior? { nil }

    /// Does what choosing this node's list row does (a link navigates, a button presses);
    /// false if the node has no such action.
    func performPrimaryAction() -> Bool { false }

    /// The children that choosing this node's list row looks into for a primary action (and
    /// a long press): all of them, but for a menu's items, which only its menu runs (Return on
    /// a row with swipe actions does not press the first of them).
    var rowActionChildren: [Node] { node.children }

    /// Does what a long press on this node's list row does (`onLongPressGesture`); false if
    /// the node has no long press.
    func performLongPress() -> Bool { false }

    /// The button this node is, if it is one (alerts wire, focus and press their buttons).
    var button: ButtonBehavior? { nil }

    /// The node that takes focus when this node is presented (an alert's default button).
    var initialFocus: Node? { nil }

    /// The values this node publishes to `@FocusedValue` readers while focus is inside it.
    var focusedValuesTransform: ((inout FocusedValues) -> Void)? { nil }

    /// The navigation title this node sets, if any.
    var navigationTitle: Text? { nil }

    /// The navigation container this node is, if it is one (`NavigationView`,
    /// `NavigationStack`): it shows titles and toolbars in its title line.
    var navigationBar: NavigationBarOwner? { nil }

    /// The tag `.tag(_:)` gives this node (a picker's option).
    var pickerTag: AnyHashable? { nil }

    /// What accessibility modifiers (or a `Text`'s own label) say of this node, if any.
    var accessibilityProperties: AccessibilityProperties? { nil }

    /// The text this node shows, read as the label of an element that has none (a `Text`'s).
    var accessibilityText: String? { nil }

    /// The value a `List(selection:)` row written as this view selects, when it says one: its
    /// `.tag`, or a `NavigationLink(value:)`'s value (else the row's `ForEach` id).
    var selectionTag: AnyHashable? { pickerTag }

    /// The value `.layoutValue(key:value:)` sets on this node for the key of this identifier,
    /// which a custom `Layout` reads from its subviews.
    func layoutValue(for key: ObjectIdentifier) -> Any? { nil }

    /// Whether this node keeps Esc from closing the sheet it is in (`.interactiveDismissDisabled`).
    var disablesInteractiveDismiss: Bool { false }

    /// Whether this node is a `ForEach` (a picker tags its rows with their ids).
    var isForEach: Bool { false }

    /// The header, content and footer nodes of a `Section` (a `List` shows the header and
    /// footer as rows that cannot be selected, and each of the content's rows as a row).
    var sectionParts: (header: Node?, content: Node?, footer: Node?)? { nil }

    /// The grid row this node is, if it is a `GridRow` (a `Grid` lays out its cells).
    var gridRow: GridRowBehavior? { nil }

    /// The tab this node is, if it is a view with a `.tabItem` (a `TabView` names it by its label).
    var tabItem: TabItemBehavior? { nil }

    /// Where a user sees this control's focus, when that is not its whole frame (a list's
    /// selected row, a disclosure group's title row); `nil`: its frame.
    var focusIndicatorFrame: Rect? { nil }

    /// For an overlay, the rect on screen it opens next to (a popup menu below its control);
    /// `nil`: centred on the screen (an alert, a sheet).
    var overlayAnchor: Rect? { nil }

    /// The placement of a `ToolbarItem` or `ToolbarItemGroup`.
    var toolbarPlacement: ToolbarItemPlacement? { nil }
}

/// The behaviour of groups, tuples, conditionals and other views that only pass children on.
final class TransparentBehavior: NodeBehavior {
    override var isTransparent: Bool { true }
    override var isReusable: Bool { true }
    override var mayTakeFocus: Bool { false }
}
