/// A child's identity relative to its parent: its structural position, the branch of a
/// conditional it sits in, or an explicit id (`.id(_:)`, a `ForEach` element's id).
enum NodeKey: Hashable {
    /// The n-th child of a fixed set (a `TupleView` element, a modifier's content).
    case slot(Int)
    /// An explicit identity.
    case id(AnyHashable)
}
