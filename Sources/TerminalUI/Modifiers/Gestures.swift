import Foundation

/// A gesture, as SwiftUI's `Gesture`, given to `.gesture(_:)`. A tap (`TapGesture`) runs its
/// action on a click, or Return or Space on the focused view, as `onTapGesture` does. The
/// others (drag, long press, magnify, rotate) are accepted and never recognised: a terminal
/// has no touch, and a mouse drag or hold is too coarse to stand for them.
public protocol Gesture {
    /// What the gesture reports to its actions.
    associatedtype Value
}

/// Runs its action after `count` taps in a row, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    let count: Int
    let action: (() -> Void)?

    public init(count: Int = 1) {
        self.init(count: count, action: nil)
    }

    private init(count: Int, action: (() -> Void)?) {
        self.count = count
        self.action = action
    }

    /// The gesture running `action` when it ends (each tap of `count`).
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture {
        TapGesture(count: count, action: action)
    }
}

/// A drag, as SwiftUI's `DragGesture`. **Not recognised** (see `Gesture`).
public struct DragGesture: Gesture {
    /// Where a drag is, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}

    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> DragGesture { self }
}

/// A press held for `minimumDuration`, as SwiftUI's `LongPressGesture`. **Not recognised**
/// (see `Gesture`); `onLongPressGesture` is, by the keyboard.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}

    public func onChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
    public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Bool, inout State, inout Transaction) -> Void
    ) -> LongPressGesture { self }
}

/// A pinch, as SwiftUI's `MagnifyGesture` (and the older `MagnificationGesture`). **Not
/// recognised** (see `Gesture`).
public struct MagnifyGesture: Gesture {
    public typealias Value = CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {}

    public func onChanged(_ action: @escaping (CGFloat) -> Void) -> MagnifyGesture { self }
    public func onEnded(_ action: @escaping (CGFloat) -> Void) -> MagnifyGesture { self }
}

public typealias MagnificationGesture = MagnifyGesture

/// A two-finger turn, as SwiftUI's `RotationGesture`. **Not recognised** (see `Gesture`).
public struct RotationGesture: Gesture {
    public typealias Value = Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {}

    public func onChanged(_ action: @escaping (Angle) -> Void) -> RotationGesture { self }
    public func onEnded(_ action: @escaping (Angle) -> Void) -> RotationGesture { self }
}

/// The parts of a view a gesture applies to, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1 << 0)
    public static let subviews = GestureMask(rawValue: 1 << 1)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// The context of a change a gesture makes, as SwiftUI's `Transaction`; a terminal does not
/// animate, so it carries nothing.
public struct Transaction: Sendable {
    public init() {}
}

/// State that a gesture sets while it is under way and that returns to its first value when
/// the gesture ends, as SwiftUI's `@GestureState`. The gestures it follows are never
/// recognised in a terminal (see `Gesture`), so it keeps its first value.
@propertyWrapper
public struct GestureState<Value> {
    private let initialValue: Value

    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    public var wrappedValue: Value { initialValue }
    public var projectedValue: GestureState<Value> { self }
}

extension View {
    /// Attaches `gesture`: a `TapGesture` runs its action as `onTapGesture` does; any other is
    /// accepted and not recognised (see `Gesture`).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(tap: gesture as? TapGesture))
    }

    /// As `gesture(_:including:)`.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }

    /// As `gesture(_:including:)`.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }
}

/// Runs a tap gesture's action as `onTapGesture` does; leaves the view as it is for any other.
private struct GestureModifier: ViewModifier {
    let tap: TapGesture?

    func body(content: Content) -> some View {
        if let tap, let action = tap.action {
            content.onTapGesture(count: tap.count, perform: action)
        } else {
            content
        }
    }
}
