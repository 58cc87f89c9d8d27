/// Which control has keyboard focus, and where keys go.
///
/// Focus lives in scopes: the whole screen, a navigation destination, an alert. When a scope
/// opens, focus moves to its first focusable control; when it closes, focus returns to where
/// it was. Keys go to the focused control first, then to key handlers on its ancestors (up to
/// the scope's root: an alert traps keys), then to keyboard shortcuts in the scope, and last
/// Tab / Shift-Tab move focus.
@MainActor
final class FocusManager {
    /// The graph that owns this manager: `unowned`, as a weak reference would give the graph a
    /// side table, through which every node's access to its graph would then go.
    unowned var graph: ViewGraph?

    /// A view that took focus when it appeared and hands it back when it goes. A modal one (a
    /// sheet, an alert, a menu) also keeps focus, keys and clicks within it; a pushed view is
    /// not modal: the tab row or the sidebar beside it stays in reach.
    private struct Scope {
        weak var root: Node?
        weak var previous: Node?
        let isModal: Bool
    }

    private struct WeakNode {
        weak var node: Node?
    }

    private var scopes: [Scope] = []
    private weak var current: Node?
    /// Whether code took focus away (a `@FocusState` set to `false` or `nil`): nothing is
    /// focused until a key (Tab) or code gives focus to a control again.
    private var isResigned = false
    private struct WeakObserver {
        weak var observer: FocusObserver?
    }

    private var focusObservers: [ObjectIdentifier: WeakObserver] = [:]
    /// Views that read focused values; they re-evaluate when focus moves.
    private var readers: [ObjectIdentifier: WeakNode] = [:]

    /// The focused node, if any.
    var focused: Node? { current }

    /// Whether a popup, sheet or other focus scope is open over the screen.
    var hasOpenScope: Bool { scopes.contains { $0.isModal } }

    /// The root of the innermost open scope, modal or not, that is live and in reach of focus:
    /// a view pushed in a tab that is not chosen is not.
    private var innermostScopeRoot: Node? {
        let boundary = scopeRoot
        for scope in scopes.reversed() {
            // A modal scope ends the search: nothing under it is in reach.
            guard let root = scope.root, isLive(root) else {
                if scope.isModal { return nil }
                continue
            }
            if scope.isModal || boundary.map({ FocusCursor(root: $0, at: root) != nil }) ?? true { return root }
        }
        return nil
    }

    /// The root of the innermost open modal scope: what focus, keys and clicks stay within.
    var scopeRoot: Node? {
        scopes.last { $0.isModal }?.root ?? graph?.root
    }

    /// Registers a view that reads focused values.
    func addReader(_ node: Node) {
        readers[ObjectIdentifier(node)] = WeakNode(node: node)
    }

    /// The values published along the path from the focused node to the root; while the
    /// commands' help shows, from the window's control that had focus, as a menu bar's menu
    /// acts on the window's focused view.
    var focusedValues: FocusedValues {
        var transforms: [(inout FocusedValues) -> Void] = []
        var node = graph?.commands?.windowFocusWhileHelpShows ?? current
        while let candidate = node {
            if let transform = candidate.behavior.focusedValuesTransform {
                transforms.append(transform)
            }
            node = candidate.parent
        }
        var values = FocusedValues()
        for transform in transforms.reversed() {
            transform(&values)
        }
        return values
    }

    /// Whether focus is on `node` or below it, or goes back there when a scope closes (a
    /// `List` does not reuse such a row for another element).
    func isHeld(within node: Node) -> Bool {
        if let current, current.isDescendant(of: node) { return true }
        return scopes.contains { $0.previous?.isDescendant(of: node) == true }
    }

    /// Opens a scope at `root` (modal unless told), moving focus into it.
    func pushScope(_ root: Node, focusing preferred: Node? = nil, isModal: Bool = true) {
        guard !scopes.contains(where: { $0.root === root }) else { return }
        scopes.append(Scope(root: root, previous: current, isModal: isModal))
        let candidates = focusables(in: root)
        if let preferred, candidates.contains(where: { $0 === preferred }) {
            setFocus(preferred)
        } else if let first = candidates.first(where: \.behavior.takesDefaultFocus) {
            setFocus(first)
        }
    }

    /// Makes sure focus is on an existing, shown, enabled control in the innermost scope:
    /// closed scopes hand focus back to where it was before they opened.
    func validate() {
        closeRemovedScopes()
        if let requested, isLive(requested), let root = scopeRoot, requested.isDescendant(of: root) {
            self.requested = nil
            isMeetingRequest = true
            defer { isMeetingRequest = false }
            let textEntry = requestsTextEntry ? firstFocusable(in: requested, editingText: true) : nil
            if let first = textEntry ?? firstFocusable(in: requested, fromEnd: requestsLast) {
                tellContainers(first)
                setFocus(first)
                return
            }
        }
        if let current, isLive(current), canFocus(current), isInScope(current) {
            return
        }
        if isResigned && current == nil {
            return
        }
        if let past = controlPastRemovedMove() {
            // As if Tab had moved there: a control of several stops starts at its first (or last).
            isMovingForward = past.forward
            defer { isMovingForward = nil }
            tellContainers(past.control)
            setFocus(past.control)
            return
        }
        // A control that stopped taking focus itself but holds controls (a list whose
        // selected row has a toggle) hands focus to the first of them.
        if let current, isLive(current), let root = scopeRoot, current.isDescendant(of: root),
            let inner = focusables(in: current).first(where: { $0 !== current && isInScope($0) })
        {
            setFocus(inner)
            return
        }
        // The innermost scope's first control, modal or not: a pushed view's own. A pushed view
        // without one leaves nothing focused (keys go to it and its container: Esc pops it).
        if let innermost = innermostScopeRoot {
            setFocus(firstFocusable(in: innermost, byDefault: true))
            return
        }
        setFocus(scopeRoot.flatMap { firstFocusable(in: $0, byDefault: true) })
    }

    /// Closes the scopes whose root is gone (a sheet, dialog or alert dismissed), handing focus
    /// back to where it was before each opened. Needs no layout: the frame calls it right after
    /// evaluation, so that views reading a focused value re-evaluate before the one layout.
    func closeRemovedScopes() {
        while let scope = scopes.last, !isLive(scope.root) {
            scopes.removeLast()
            handBack(from: scope)
        }
        // A scope under others closes when its root is removed (a view popped in one tab while
        // another tab's pushed view is the innermost scope); one merely hidden stays open (a
        // view under the top one of several pushed at once).
        for index in scopes.indices.reversed() where scopes[index].root?.isRemoved ?? true {
            let scope = scopes.remove(at: index)
            if !isLive(current) { handBack(from: scope) }
        }
    }

    /// Focus goes back to where it was before `scope` opened, when it is there to take it.
    private func handBack(from scope: Scope) {
        if let previous = scope.previous, isLive(previous), canFocus(previous) {
            setFocus(previous)
        }
    }

    /// What is wrong with focus right now, or `nil` when it is on a live, enabled control of
    /// the innermost scope (or nothing there can take focus). For tests: `TestHost.focusProblem`.
    var problem: String? {
        guard let root = scopeRoot else { return "there is no focus scope" }
        let candidates = focusables(in: root)
        guard let current else {
            // A pushed view without controls is focused as a whole: nothing inside it to focus.
            let inner = (innermostScopeRoot.map(focusables(in:)) ?? candidates).filter(\.behavior.takesDefaultFocus)
            return inner.isEmpty || isResigned ? nil : "nothing is focused, though \(inner.count) controls could be"
        }
        if current.isRemoved { return "the focused \(current.debugName) was removed" }
        if !isLive(current) { return "the focused \(current.debugName) is hidden" }
        if !isPlacedInSight(current) {
            return "the focused \(current.debugName) is out of sight (placed at \(current.frame))"
        }
        if !canFocus(current) { return "the focused \(current.debugName) cannot take focus" }
        if !candidates.contains(where: { $0 === current }) {
            return "the focused \(current.debugName) is outside the innermost scope (\(root.debugName))"
        }
        return nil
    }

    /// Where the focused control was last placed, as a user sees the focus: for a list, its
    /// selected row; for a disclosure group, its title row; for an open menu, its highlighted row
    /// (`NodeBehavior.focusIndicatorFrame`); within each view above it that clips (a wheel
    /// `.clipped()` to one row shows that row), a toolbar item in a navigation bar within the
    /// views above the bar.
    var focusedFrame: Rect? {
        guard let current else { return nil }
        var frame = current.behavior.focusIndicatorFrame ?? current.frame
        // Up to the overlay it is in, if any: an alert drawn over the screen from a list's row
        // is not clipped by the list.
        var node = current
        while !node.isOverlay, let parent = ToolbarBehavior.barContainer(ofItems: node) ?? node.parent {
            if parent.behavior.clipsContent { frame = frame.intersection(parent.frame) }
            node = parent
        }
        return frame
    }

    /// Whether focus is being moved by Tab, Shift-Tab or an arrow (`moveFocus`), as opposed to
    /// given at start or by code: a control that focus reaches so may take it as a choice.
    var isMovingFocus: Bool { isMovingForward != nil }

    /// The way focus is being moved by `moveFocus`: forward (Tab) or back (Shift-Tab); nil while
    /// focus is given at start or by code. A control of several stops (a row of tabs) begins
    /// at its first stop when reached forward, at its last when reached back.
    private(set) var isMovingForward: Bool?

    /// Moves focus to `node` (a click on it), if it is a control that can take focus in the
    /// innermost open scope; returns whether it has focus now.
    @discardableResult
    func focus(_ node: Node) -> Bool {
        guard canFocus(node), isLive(node), isInScope(node) else { return false }
        setFocus(node)
        return true
    }

    /// Moves focus to the next (or previous) control in reading order, wrapping around.
    ///
    /// Steps from the focused control along the order (`FocusCursor`) to the next control that
    /// can take focus: the nodes before the focused one are not visited.
    func moveFocus(forward: Bool, within container: Node? = nil) -> Bool {
        isMovingForward = forward
        defer { isMovingForward = nil }
        guard let root = container ?? scopeRoot else { return false }
        var cursor: FocusCursor
        if let current, canFocus(current), let found = FocusCursor(root: root, at: current) {
            cursor = found
        } else {
            // From the root: forward, the root itself is the first candidate.
            cursor = FocusCursor(root: root)
            if forward && isCandidate(root) {
                setFocus(root)
                return true
            }
        }
        let start = cursor.node
        repeat {
            if forward { cursor.moveForward() } else { cursor.moveBackward() }
            if isCandidate(cursor.node) {
                tellContainers(cursor.node)
                setFocus(cursor.node)
                lastMove = (cursor, forward)
                return true
            }
        } while cursor.node !== start
        return false
    }

    /// Where Tab or Shift-Tab last put focus, and which way it went, until focus moves otherwise:
    /// should the control vanish as it takes focus (a field's keyboard toolbar button shown only
    /// while the field is focused), focus goes on past it the same way, not back to the first.
    private var lastMove: (cursor: FocusCursor, forward: Bool)?

    /// The control after (or before) the one Tab (or Shift-Tab) moved to, once that one is
    /// removed: the next live control of the innermost scope along the order as it was then,
    /// and which way Tab went.
    private func controlPastRemovedMove() -> (control: Node, forward: Bool)? {
        guard let current, current.isRemoved, let lastMove, lastMove.cursor.node === current else { return nil }
        // Once round: the removed control is not in the order to come back to.
        var cursor = lastMove.cursor
        var roundsAtRoot = 0
        while roundsAtRoot < 2 {
            if lastMove.forward { cursor.moveForward() } else { cursor.moveBackward() }
            let node = cursor.node
            if node === cursor.root { roundsAtRoot += 1 }
            if isCandidate(node), isLive(node), isInScope(node) { return (node, lastMove.forward) }
        }
        return nil
    }

    /// Tells the containers of `control`, about to take focus, that it will (a list selects
    /// the row it is in).
    private func tellContainers(_ control: Node) {
        var above = control.parent
        while let container = above {
            container.behavior.willFocus(control)
            above = container.parent
        }
    }

    /// Whether traversal counts `node` as a control focus can go to.
    private func isCandidate(_ node: Node) -> Bool {
        node.isShown && canFocus(node)
    }

    /// The stop Tab (`step` 1) or Shift-Tab (-1) moves to from stop `index` of `control`, a
    /// control of `count` stops (a row of tabs, a segmented picker, a table's sortable titles):
    /// nil past the last (or the first), where focus goes on to the next control, unless
    /// `control` is the one control of the innermost scope, whose walk comes round to its first
    /// stop (or its last).
    func nextStop(of control: Node, from index: Int, by step: Int, count: Int) -> Int? {
        let next = index + step
        if (0..<count).contains(next) { return next }
        guard count > 0, isOnlyControl(control) else { return nil }
        return step > 0 ? 0 : count - 1
    }

    /// Whether `control` is the one control of the innermost scope (the first and the last there).
    private func isOnlyControl(_ control: Node) -> Bool {
        guard let root = scopeRoot else { return true }
        return firstFocusable(in: root) === control && firstFocusable(in: root, fromEnd: true) === control
    }

    /// Whether every control of the innermost scope is under `container`: Tab past its last
    /// comes round into it, so a list or lazy form comes round to its own first row.
    func holdsEveryControl(_ container: Node) -> Bool {
        guard let scope = scopeRoot else { return false }
        return firstFocusable(in: scope)?.isDescendant(of: container) == true
            && firstFocusable(in: scope, fromEnd: true)?.isDescendant(of: container) == true
    }

    /// Focusable controls under `root`, in reading order.
    func focusables(in root: Node) -> [Node] {
        var result: [Node] = []
        collect(root, into: &result)
        return result
    }

    /// The first focusable control under `root` in reading order, or the last one when
    /// `fromEnd` (visiting nodes only up to it); `byDefault`, only one that takes focus unasked
    /// (`NodeBehavior.takesDefaultFocus`).
    func firstFocusable(
        in root: Node, fromEnd: Bool = false, byDefault: Bool = false, editingText: Bool = false
    ) -> Node? {
        guard root.focusCapableNodes > 0 else { return nil }
        func fits(_ node: Node) -> Bool {
            isCandidate(node) && (!byDefault || node.behavior.takesDefaultFocus)
                && (!editingText || node.behavior.editsText)
        }
        if !fromEnd && fits(root) { return root }
        var cursor = FocusCursor(root: root)
        repeat {
            if fromEnd { cursor.moveBackward() } else { cursor.moveForward() }
            if fits(cursor.node) { return cursor.node }
        } while cursor.node !== root
        return nil
    }

    /// Delivers a key: focused control, ancestors' handlers, shortcuts, then Tab movement.
    func route(_ key: KeyPress) -> Bool {
        validate()
        requested = nil
        if let current, current.behavior.handleKey(key) {
            return true
        }
        let boundary = scopeRoot
        // With nothing focused, from the innermost scope: a pushed view without controls still
        // hears Esc.
        var node = current ?? innermostScopeRoot ?? boundary
        while let candidate = node {
            if candidate.behavior.handleKeyFromDescendant(key, focused: current) {
                return true
            }
            if candidate === boundary { break }
            node = candidate.parent
        }
        if let boundary, triggerShortcut(key, in: boundary) {
            return true
        }
        if key.key == .tab {
            return moveFocus(forward: !key.modifiers.contains(.shift))
        }
        return false
    }

    /// Delivers pasted text: to the focused control, else to `.onPasteCommand` handlers on its
    /// ancestors (innermost first, up to the scope's root).
    func routePaste(_ text: String) -> Bool {
        validate()
        requested = nil
        if let current, current.behavior.handlePaste(text) {
            return true
        }
        let boundary = scopeRoot
        // With nothing focused, from the innermost scope (a pushed view without controls).
        var node = current ?? innermostScopeRoot ?? boundary
        while let candidate = node {
            if candidate.behavior.handlePasteFromDescendant(text, focused: current) {
                return true
            }
            if candidate === boundary { break }
            node = candidate.parent
        }
        return false
    }

    // MARK: Private

    /// A view whose first control should take focus as soon as it is in the innermost open
    /// scope (a `@FocusState` set from code, perhaps by an alert's button while the alert is
    /// still open); the next key press drops a request that could not be met.
    private weak var requested: Node?
    /// Whether a request is being met: a control Tab passes by (at opacity 0) is found then,
    /// as SwiftUI's `@FocusState` reaches it.
    private(set) var isMeetingRequest = false
    /// Whether the request is for the last control under `requested`, not the first.
    private var requestsLast = false
    /// Whether the request goes to the first control under `requested` that edits text, when
    /// there is one (`request(focusIn:last:preferringTextEntry:)`).
    private var requestsTextEntry = false

    /// Takes focus away from every control, as SwiftUI does when a `@FocusState` bound to the
    /// focused control is set to `false` or `nil`. Keys go to the scope's key handlers and
    /// shortcuts; Tab focuses the first control again.
    func resignFocus() {
        requested = nil
        setFocus(nil)
        isResigned = true
    }

    /// Asks for focus on the first control under `node` (its last, when `last`; see
    /// `requested`). `preferringTextEntry` asks for its first text field or editor when it
    /// holds one, as `@FocusState` does: a row of a checkbox and a title field bound to a
    /// focus state focuses the title, where SwiftUI's buttons take no focus.
    func request(focusIn node: Node, last: Bool = false, preferringTextEntry: Bool = false) {
        requested = node
        requestsLast = last
        requestsTextEntry = preferringTextEntry
        graph?.requestLayout()
    }

    /// Registers an observer told whenever focus moves (`.focused(_:)` bindings).
    func addFocusObserver(_ observer: FocusObserver) {
        focusObservers[ObjectIdentifier(observer)] = WeakObserver(observer: observer)
    }

    private func setFocus(_ node: Node?) {
        isResigned = false
        lastMove = nil
        guard node !== current else { return }
        let old = current
        current = node
        old?.behavior.focusDidChange()
        node?.behavior.focusDidChange()
        // What focus changes in layout is the two controls' own (a text field's scroll) and
        // their ancestors' (a scroll view keeping the focused control in view), whose layouts
        // do not keep (`NodeBehavior.keepsLayout`): the rest keeps its layout.
        for changed in [old, node] {
            if let changed, !changed.isRemoved { graph?.setNeedsLayout(of: changed) }
        }
        for (key, entry) in focusObservers {
            if let observer = entry.observer {
                observer.focusMoved(to: node)
            } else {
                focusObservers.removeValue(forKey: key)
            }
        }
        invalidateReaders()
    }

    /// A view publishing focused values (`publisher`) was evaluated again: when focus is inside
    /// it, the views reading focused values re-evaluate, as what they read may have changed (a
    /// binding's value, an object; they cannot compare it).
    func focusedValuesMayHaveChanged(at publisher: Node) {
        guard let focused = graph?.commands?.windowFocusWhileHelpShows ?? current,
            focused === publisher || focused.isDescendant(of: publisher)
        else { return }
        invalidateReaders()
    }

    private func invalidateReaders() {
        for (key, reader) in readers {
            if let node = reader.node, !node.isRemoved {
                node.invalidate()
            } else {
                readers.removeValue(forKey: key)
            }
        }
    }

    private func collect(_ node: Node, into result: inout [Node]) {
        guard node.isShown else { return }
        if canFocus(node) {
            result.append(node)
        }
        guard node.behavior.focusesChildren else { return }
        for child in node.behavior.focusChildren {
            collect(child, into: &result)
        }
    }

    private func canFocus(_ node: Node) -> Bool {
        node.behavior.isFocusable && node.environment.isEnabled && !node.isRemoved && isPlacedInSight(node)
    }

    /// Whether layout left `node` where a user can see it: not squeezed to no width or height,
    /// and not wholly outside the screen unless a scrolling ancestor (a list, a scroll view)
    /// can bring it into view. A node the latest layout did not place counts as in sight.
    private func isPlacedInSight(_ node: Node) -> Bool {
        guard node.isPlacedByLatestLayout else { return true }
        let frame = node.frame
        guard frame.width > 0, frame.height > 0 else { return false }
        guard let screen = graph?.root.frame, frame.intersection(screen).isEmpty else { return true }
        var ancestor = node.parent
        while let candidate = ancestor {
            if candidate.behavior.clipsContent { return true }
            ancestor = candidate.parent
        }
        return false
    }

    private func isLive(_ node: Node?) -> Bool {
        guard let node, !node.isRemoved else { return false }
        var current: Node? = node
        while let candidate = current {
            if !candidate.isShown { return false }
            current = candidate.parent
        }
        return true
    }

    /// Whether `node` is a control focus traversal reaches in the innermost scope (found from
    /// its ancestors, not by visiting the scope).
    private func isInScope(_ node: Node) -> Bool {
        guard let root = scopeRoot else { return true }
        return canFocus(node) && FocusCursor(root: root, at: node) != nil
    }

    /// Runs the first keyboard shortcut under `root`, in reading order, that matches `key`.
    /// Only buttons with a shortcut are looked at (`ViewGraph.shortcutNodes`), each kept if
    /// traversal from `root` reaches it.
    private func triggerShortcut(_ key: KeyPress, in root: Node) -> Bool {
        guard let nodes = graph?.shortcutNodes else { return false }
        var found: (node: Node, path: [Int])?
        for node in nodes where node.behavior.matchesShortcut(key) && node.environment.isEnabled {
            guard let cursor = FocusCursor(root: root, at: node, respectsFocusesChildren: false) else { continue }
            let path = cursor.indexPath
            if found.map({ path.lexicographicallyPrecedes($0.path) }) ?? true {
                found = (node, path)
            }
        }
        guard let found else { return false }
        return found.node.behavior.triggerShortcut()
    }
}

/// Told whenever keyboard focus moves (a `.focused(_:)` binding).
@MainActor
protocol FocusObserver: AnyObject {
    func focusMoved(to focused: Node?)
}
