/// The toolbars registered with a container (a navigation bar, a row of tabs), held weakly:
/// a toolbar goes with its view.
@MainActor
struct ToolbarRegistry {
    private struct Entry {
        weak var toolbar: ToolbarBehavior?
    }

    private var entries: [Entry] = []

    mutating func register(_ toolbar: ToolbarBehavior) {
        entries.removeAll { $0.toolbar == nil || $0.toolbar === toolbar }
        entries.append(Entry(toolbar: toolbar))
    }

    /// The registered toolbars whose views are still in the graph or waiting to be removed.
    var live: [ToolbarBehavior] { entries.compactMap(\.toolbar) }
}
