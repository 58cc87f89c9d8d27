/// A place in the order focus visits controls under a root: the path down from the root, each
/// step the children focus traversal visits there (`NodeBehavior.focusChildren`, when
/// `focusesChildren`) and the index taken among them.
///
/// Tab and Shift-Tab step from the focused control to the next one in this order, and whether a
/// control is in a scope is found by walking its ancestors: neither visits the nodes between
/// the root and the control, or past the control found. Each node keeps its index among its
/// parent's children (`Node.indexInParent`), so a step down finds its place at once.
@MainActor
struct FocusCursor {
    let root: Node
    private var steps: [(siblings: [Node], index: Int)] = []
    /// Whether traversal descends only where `focusesChildren` lets it (focus), or into every
    /// shown node's focus children (keyboard shortcuts).
    private let respectsFocusesChildren: Bool

    /// The cursor on `root` itself.
    init(root: Node, respectsFocusesChildren: Bool = true) {
        self.root = root
        self.respectsFocusesChildren = respectsFocusesChildren
    }

    /// The cursor on `node`, or `nil` when traversal from `root` does not reach it (hidden, in
    /// a list row not selected, outside `root`).
    init?(root: Node, at node: Node, respectsFocusesChildren: Bool = true) {
        self.init(root: root, respectsFocusesChildren: respectsFocusesChildren)
        var path: [Node] = []
        var current: Node? = node
        while let candidate = current, candidate !== root {
            path.append(candidate)
            current = candidate.parent
        }
        guard current != nil, root.isShown else { return nil }
        // Down from the root: at each node, the shallowest node of the path among the children
        // traversal visits there.
        var at = root
        var remaining = path.reversed()[...]
        while at !== node {
            guard let visited = visitedChildren(of: at) else { return nil }
            var found: (position: Int, index: Int)?
            for (position, candidate) in remaining.enumerated() {
                if let index = Self.index(of: candidate, in: visited) {
                    found = (position, index)
                    break
                }
            }
            guard let found else { return nil }
            steps.append((visited, found.index))
            at = visited[found.index]
            guard at.isShown else { return nil }
            remaining = remaining.dropFirst(found.position + 1)
        }
    }

    /// The node the cursor is on.
    var node: Node {
        guard let last = steps.last else { return root }
        return last.siblings[last.index]
    }

    /// The index path from the root (the order of two nodes is the order of their paths).
    var indexPath: [Int] { steps.map(\.index) }

    /// Moves to the next node in reading order (a node before its children), from the last one
    /// back to the root. Hidden nodes are stepped on but not into; subtrees where no node may
    /// take focus (`Node.focusCapableNodes`) are stepped over.
    mutating func moveForward() {
        if let children = visitedChildren(of: node), let first = Self.nextCapable(in: children, from: 0) {
            steps.append((children, first))
            return
        }
        while let last = steps.popLast() {
            if let next = Self.nextCapable(in: last.siblings, from: last.index + 1) {
                steps.append((last.siblings, next))
                return
            }
        }
    }

    /// Moves to the previous node in reading order, from the root to the last node.
    mutating func moveBackward() {
        if let last = steps.popLast() {
            guard let previous = Self.previousCapable(in: last.siblings, from: last.index - 1) else { return }
            steps.append((last.siblings, previous))
        }
        while let children = visitedChildren(of: node),
            let last = Self.previousCapable(in: children, from: children.count - 1)
        {
            steps.append((children, last))
        }
    }

    /// The first index from `start` on of a node whose subtree may take focus.
    private static func nextCapable(in nodes: [Node], from start: Int) -> Int? {
        var index = start
        while index < nodes.count {
            if nodes[index].focusCapableNodes > 0 { return index }
            index += 1
        }
        return nil
    }

    /// The last index from `start` down of a node whose subtree may take focus.
    private static func previousCapable(in nodes: [Node], from start: Int) -> Int? {
        var index = start
        while index >= 0 {
            if nodes[index].focusCapableNodes > 0 { return index }
            index -= 1
        }
        return nil
    }

    /// The children traversal visits under `node`, or `nil` when it does not look inside it.
    private func visitedChildren(of node: Node) -> [Node]? {
        guard node.isShown, node.focusCapableNodes > (node.behavior.mayTakeFocus ? 1 : 0),
            !respectsFocusesChildren || node.behavior.focusesChildren
        else { return nil }
        return node.behavior.focusChildren
    }

    /// Where `node` is in `nodes`: first where its index among its parent's children says.
    private static func index(of node: Node, in nodes: [Node]) -> Int? {
        let hint = node.indexInParent
        if hint < nodes.count, nodes[hint] === node { return hint }
        for (index, candidate) in nodes.enumerated() where candidate === node {
            return index
        }
        return nil
    }
}
