/// Counts of engine work, for benchmarks and tests: plain integers bumped on the main actor.
///
/// Each count costs one addition where the work happens; nothing else reads them. Read a count
/// before and after an event to see how much that event did (`make bench` reports row bodies
/// per key press).
@MainActor
package enum EngineCounters {
    /// How many times a `ForEach` ran its content closure to make a row's view (building or
    /// updating a row).
    package internal(set) static var rowBodies = 0
    /// How many rows a lazy `ForEach` built anew: not kept, unparked or reused from a row that
    /// scrolled away.
    package internal(set) static var rowsBuilt = 0
    /// How many times a node was evaluated: a view's `body`, or a primitive view's update.
    package internal(set) static var nodeEvaluations = 0
    /// How many frames were rendered (settled, laid out, drawn), in every host.
    package internal(set) static var frames = 0
    /// How many times the tree was laid out, in every host (a frame lays out once, unless
    /// layout itself produced more work: rows scrolled into view, focus moving to a new row).
    package internal(set) static var layouts = 0
    /// How many times a node's behaviour measured it (a size layout did not keep).
    package internal(set) static var measures = 0
    /// How many times a node's behaviour placed its children (a placement layout did not keep).
    package internal(set) static var placements = 0
    /// How many view or modifier types were scanned for dynamic properties (once per type).
    package internal(set) static var dynamicPropertyScans = 0
}
