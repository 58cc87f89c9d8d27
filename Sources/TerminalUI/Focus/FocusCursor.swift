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
    /// back to the root. Hidden nodes are stepped on but not into.
    mutating func moveForward() {
        if let children = visitedChildren(of: node), !children.isEmpty {
            steps.append((children, 0))
            return
        }
        while let last = steps.popLast() {
            if last.index + 1 < last.siblings.count {
                steps.append((last.siblings, last.index + 1))
                return
            }
        }
    }

    /// Moves to the previous node in reading order, from the root to the last node.
    mutating func moveBackward() {
        if let last = steps.popLast() {
            guard last.index > 0 else { return }
            steps.append((last.siblings, last.index - 1))
        }
        while let children = visitedChildren(of: node), !children.isEmpty {
            steps.append((children, children.count - 1))
        }
    }

    /// The children traversal visits under `node`, or `nil` when it does not look inside it.
    private func visitedChildren(of node: Node) -> [Node]? {
        guard node.isShown, !respectsFocusesChildren || node.behavior.focusesChildren else { return nil }
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
