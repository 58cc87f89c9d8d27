import Foundation

/// A drag, as SwiftUI's `DragGesture`: the mouse moved with its left button held, from a press
/// on the view. It starts once the pointer is `minimumDistance` points from where it was
/// pressed (at once for 0); then each move calls `onChanged` and updates `@GestureState`s,
/// and the release calls `onEnded` and gives them their first value again. Locations are in
/// points (`PointLength`: a cell's top-leading corner), from the top-leading corner of the
/// view (`.local`), of the nearest view above named so (`.named`) or of the screen (`.global`),
/// where it stood when pressed.
public struct DragGesture: Gesture {
    /// Where a drag is, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        /// Zero: a terminal reports cells, too coarse to tell a speed.
        public var velocity: CGSize
        /// The location: nothing is predicted.
        public var predictedEndLocation: CGPoint
        /// The translation: nothing is predicted.
        public var predictedEndTranslation: CGSize
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    /// Called with each new value once the drag started.
    var changed: [(Value) -> Void] = []
    /// Called with the last value when the drag ends.
    var ended: [(Value) -> Void] = []
    /// `.updating` bodies: each sets its gesture state from a value, or (`nil`, the end)
    /// resets it.
    var updates: [@MainActor (Value?) -> Void] = []

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag measured in `coordinateSpace` (`.named("board")`, `.global`, `.local`).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// The gesture, calling `action` with each new value while the drag goes on.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.changed.append(action)
        return gesture
    }

    /// The gesture, calling `action` with the last value when the button is released.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.ended.append(action)
        return gesture
    }

    /// The gesture, setting `state` with `body` on each new value while the drag goes on;
    /// `state` gets its first value again when the drag ends.
    @MainActor public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> DragGesture {
        var gesture = self
        gesture.updates.append(state.updater(body))
        return gesture
    }
}
