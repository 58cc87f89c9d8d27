import Foundation

/// Where a scroll view is, or is asked to go, as SwiftUI's `ScrollPosition` (bound with
/// `.scrollPosition(_:anchor:)`): an edge, a point, or the view of an id.
public struct ScrollPosition: Equatable {
    /// The edge asked for, if the position is one.
    public private(set) var edge: Edge?
    /// The offset asked for, in points, if the position is one.
    public private(set) var point: CGPoint?
    /// The id of the view asked for, or (positioned by the user, for a position that follows
    /// ids) the first view in view.
    public private(set) var viewID: AnyHashable?
    /// Whether the user scrolled since the app last set the position.
    public private(set) var isPositionedByUser = false
    /// Where the view of `viewID` goes.
    private(set) var anchor: UnitPoint?
    /// Whether the position follows the user's scrolling by the ids of the views in view.
    let followsIDs: Bool
    /// Counts the app's requests, so that asking for the same place again scrolls again.
    private var request = 0

    /// A position that reports the ids of type `idType` the user scrolls to (`Never`: none),
    /// at the top.
    public init<ID: Hashable>(idType: ID.Type = Never.self) {
        followsIDs = ID.self != Never.self
    }

    /// A position at `edge`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge) {
        self.init(idType: idType)
        self.edge = edge
    }

    /// A position at `point`, in points.
    public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) {
        self.init(idType: idType)
        self.point = point
    }

    /// A position at `x` and `y`, in points.
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) {
        self.init(idType: idType, point: CGPoint(x: x, y: y))
    }

    /// A position at the view of `id`, placed at `anchor`.
    public init<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) {
        followsIDs = true
        viewID = AnyHashable(id)
        self.anchor = anchor
    }

    /// Asks the scroll view to show the view of `id` at `anchor`.
    public mutating func scrollTo<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) {
        ask {
            $0.viewID = AnyHashable(id)
            $0.anchor = anchor
        }
    }

    /// Asks the scroll view to show its `edge` end.
    public mutating func scrollTo(edge: Edge) {
        ask { $0.edge = edge }
    }

    /// Asks the scroll view to scroll to `point`, in points.
    public mutating func scrollTo(point: CGPoint) {
        ask { $0.point = point }
    }

    /// Asks the scroll view to scroll to `x` (`y`), in points.
    public mutating func scrollTo(x: CGFloat) { scrollTo(point: CGPoint(x: x, y: point?.y ?? 0)) }
    public mutating func scrollTo(y: CGFloat) { scrollTo(point: CGPoint(x: point?.x ?? 0, y: y)) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { scrollTo(point: CGPoint(x: x, y: y)) }

    /// The id of the view, if it is a `T`.
    public func viewID<T: Hashable>(type: T.Type) -> T? {
        viewID?.base as? T
    }

    /// Whether both ask for the same place by the same request (the user's scrolling and the
    /// anchor aside): a position written back from scrolling asks nothing new.
    func asksSamePlace(as other: ScrollPosition) -> Bool {
        edge == other.edge && point == other.point && viewID == other.viewID && request == other.request
    }

    /// The position after the user scrolled to the view of `id`.
    func positionedByUser(at id: AnyHashable) -> ScrollPosition {
        var position = self
        (position.edge, position.point, position.viewID, position.anchor) = (nil, nil, id, nil)
        position.isPositionedByUser = true
        return position
    }

    private mutating func ask(_ change: (inout ScrollPosition) -> Void) {
        (edge, point, viewID, anchor, isPositionedByUser) = (nil, nil, nil, nil, false)
        change(&self)
        request += 1
    }
}
