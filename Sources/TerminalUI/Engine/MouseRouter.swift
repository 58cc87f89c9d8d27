/// Where mouse events go: to the control under the pointer, found from the frames the last
/// layout gave the nodes.
///
/// Hit-testing starts at the root of the innermost open focus scope (an alert, a sheet, a shown
/// destination), so a click outside it does nothing, as keys do not reach outside it either.
/// It descends as focus traversal does — into the children focus visits, not into a control's
/// own (a list's rows, a button's label) — taking later children first (they are drawn on top)
/// and entering a node that clips its content only where its frame holds the point. The
/// deepest node found gets the event; if it does not use it, its ancestors are asked in turn,
/// up to the scope's root. Nothing used it: nothing happens.
///
/// The second press of a double click goes only where the first one went: if the first
/// changed what is under the pointer (a row opened a form there), the second is dropped.
///
/// A node that took a press may capture the mouse (a drag gesture): the drags and the release
/// that follow go to it, wherever the pointer is; without a capture they go nowhere.
@MainActor
final class MouseRouter {
    /// The graph that owns this router (`unowned`, as `FocusManager.graph`).
    unowned var graph: ViewGraph?
    /// The node the last press was delivered to.
    private weak var lastPressTarget: Node?
    /// The node that captured the mouse until the button is released.
    private weak var captured: Node?

    /// Sends the drags and the release that follow the current press to `node`.
    func capture(_ node: Node) {
        captured = node
    }

    /// Delivers `event`; returns whether a node used it.
    func route(_ event: MouseEvent) -> Bool {
        guard let graph else { return false }
        graph.focus.validate()
        guard let scope = graph.focus.scopeRoot else { return false }
        switch event.kind {
        case .drag, .release:
            guard let node = captured, !node.isRemoved else { return false }
            if case .release = event.kind { captured = nil }
            return node.behavior.handleMouse(event)
        case .press, .scroll:
            captured = nil
        }
        let target = hitTest(event.location, in: scope)
        if case .press = event.kind {
            if event.clickCount > 1 && target !== lastPressTarget { return false }
            lastPressTarget = target
        }
        var node = target
        while let candidate = node {
            if candidate.behavior.handleMouse(event) { return true }
            if candidate === scope { break }
            node = candidate.parent
        }
        return false
    }

    /// The deepest node under `point` within `root`, or `nil` when the point is outside it.
    func hitTest(_ point: Point, in root: Node) -> Node? {
        guard root.isShown, root.behavior.allowsHitTesting else { return nil }
        let behavior = root.behavior
        // A frame the latest layout did not give (a row a scroll view left out) is not where
        // the node is now.
        let isInside = !behavior.isTransparent && root.frame.contains(point) && root.isPlacedByLatestLayout
        if behavior.clipsContent && !isInside { return nil }
        if behavior.focusesChildren {
            for child in behavior.hitTestChildren.reversed() {
                if let hit = hitTest(point, in: child) { return hit }
            }
        }
        return isInside && behavior.isHitOutsideChildren ? root : nil
    }
}
