import Foundation

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`: a click, at the
/// centre of the clicked cell, or Return or Space on the focused view, at its centre (in
/// points, in `coordinateSpace`).
public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    let count: Int
    let coordinateSpace: CoordinateSpace
    let action: ((Value) -> Void)?

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
        action = nil
    }

    private init(count: Int, coordinateSpace: CoordinateSpace, action: ((Value) -> Void)?) {
        self.count = count
        self.coordinateSpace = coordinateSpace
        self.action = action
    }

    /// The gesture running `action` with each tap's location.
    public func onEnded(_ action: @escaping (Value) -> Void) -> SpatialTapGesture {
        let earlier = self.action
        return SpatialTapGesture(count: count, coordinateSpace: coordinateSpace) { value in
            earlier?(value)
            action(value)
        }
    }
}

extension SpatialTapGesture: ComposableGesture {
    /// The tap itself: without an action it is not attached.
    var recognized: [any Gesture] { [self] }

    func recognized(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> [any Gesture] {
        [onEnded { ended($0) }]
    }
}
