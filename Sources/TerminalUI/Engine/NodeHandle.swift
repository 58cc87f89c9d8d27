/// A reference to a node that does not keep it alive, for what may outlive it: the closures
/// that post it when an object or an `@Observable` property it read changes, the inbox, a
/// view's `@State`.
///
/// A `weak` reference would do, but it gives the node a side table, and then every retain and
/// release of that node goes through it; most nodes are retained and released many times per
/// frame (measured: a search keystroke in roster spent 12% of its time there). The node makes
/// its handle on first use and clears it as it is freed, so the handle never reaches a freed
/// node. Posting a handle from another thread is safe; reading `node` is for the main actor,
/// where nodes live and are freed.
final class NodeHandle: @unchecked Sendable {
    /// The node, until it is freed (main actor only).
    nonisolated(unsafe) unowned(unsafe) var node: Node?

    init(_ node: Node) {
        self.node = node
    }
}
