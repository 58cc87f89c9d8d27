import Foundation

/// A gesture, as SwiftUI's `Gesture`, given to `.gesture(_:)`. A tap (`TapGesture`) runs its
/// action on a click, or Return or Space on the focused view, as `onTapGesture` does; a drag
/// (`DragGesture`) follows the mouse moved with its left button held; a long press
/// (`LongPressGesture`) is the left button held, or Alt-Return on the focused view. Magnify
/// and rotate are accepted and never recognised: a terminal reports no pinch or turn.
public protocol Gesture {
    /// What the gesture reports to its actions.
    associatedtype Value
}

/// A gesture that may be absent (`.gesture(isEditing ? nil : tap)`), as SwiftUI's
/// `Optional: Gesture`: `nil` attaches nothing.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}

/// Runs its action after `count` taps in a row, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    let count: Int
    let action: (() -> Void)?

    public init(count: Int = 1) {
        self.init(count: count, action: nil)
    }

    init(count: Int, action: (() -> Void)?) {
        self.count = count
        self.action = action
    }

    /// The gesture running `action` when it ends (each tap of `count`).
    public func onEnded(_ action: @escaping (Value) -> Void) -> TapGesture {
        TapGesture(count: count) { action(()) }
    }
}

/// A pinch, as SwiftUI's `MagnifyGesture`. **Not recognised** (see `Gesture`).
public struct MagnifyGesture: Gesture {
    /// A pinch's state: how far it has scaled, and from where.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public init(minimumScaleDelta: CGFloat = 0.01) {}

    public func onChanged(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
}

/// A pinch, as SwiftUI's older `MagnificationGesture`, reporting the scale alone. **Not
/// recognised** (see `Gesture`).
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {}

    public func onChanged(_ action: @escaping (CGFloat) -> Void) -> MagnificationGesture { self }
    public func onEnded(_ action: @escaping (CGFloat) -> Void) -> MagnificationGesture { self }
}

/// A two-finger turn, as SwiftUI's `RotateGesture`. **Not recognised** (see `Gesture`).
public struct RotateGesture: Gesture {
    /// A turn's state: how far it has turned, and from where.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public init(minimumAngleDelta: Angle = .degrees(1)) {}

    public func onChanged(_ action: @escaping (Value) -> Void) -> RotateGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> RotateGesture { self }
}

/// A two-finger turn, as SwiftUI's older `RotationGesture`. **Not recognised** (see `Gesture`).
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

/// The context of a change, as SwiftUI's `Transaction`: its animation is kept and not played
/// (a terminal shows changes at once).
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}

extension View {
    /// Attaches `gesture`: a `TapGesture` runs its action as `onTapGesture` does, a
    /// `DragGesture` follows mouse drags that start on the view, a `LongPressGesture` hears
    /// the button held or Alt-Return, and a combined gesture (`simultaneously(with:)`,
    /// `sequenced(before:)`, `exclusively(before:)`) attaches each of its parts; any other is
    /// accepted and not recognised (see `Gesture`).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        // Taps innermost, long presses outermost: a click reaches the innermost part, and keys
        // (Alt-Return) the outer ones through the focused inner view.
        let parts = (gesture as? any ComposableGesture)?.recognized ?? []
        let taps = parts.filter { $0 is TapGesture }
        let drags = parts.filter { $0 is DragGesture }
        let others = parts.filter { !($0 is TapGesture) && !($0 is DragGesture) }
        return modifier(GestureModifier(parts: taps + drags + others))
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

/// Attaches each part of a gesture: a tap as `onTapGesture` does, a drag
/// (`DragGestureModifier`) or a long press (`LongPressGestureModifier`). A combined gesture
/// attaches its first four parts (a modifier's type is fixed, so the chain has a fixed length).
private struct GestureModifier: ViewModifier {
    let parts: [any Gesture]

    func body(content: Content) -> some View {
        if parts.count <= 1 {
            content.modifier(GesturePartModifier(part: parts.first))
        } else {
            content.modifier(GesturePartModifier(part: parts[0]))
                .modifier(GesturePartModifier(part: parts[1]))
                .modifier(GesturePartModifier(part: parts.count > 2 ? parts[2] : nil))
                .modifier(GesturePartModifier(part: parts.count > 3 ? parts[3] : nil))
        }
    }
}

/// Attaches one tap, drag or long press.
private struct GesturePartModifier: ViewModifier {
    let part: (any Gesture)?

    func body(content: Content) -> some View {
        if let tap = part as? TapGesture, let action = tap.action {
            content.onTapGesture(count: tap.count, perform: action)
        } else if let drag = part as? DragGesture {
            content.modifier(DragGestureModifier(gesture: drag))
        } else if let tap = part as? SpatialTapGesture, let action = tap.action {
            content.onTapGesture(count: tap.count, coordinateSpace: tap.coordinateSpace) {
                action(SpatialTapGesture.Value(location: $0))
            }
        } else if let longPress = part as? LongPressGesture {
            content.modifier(LongPressGestureModifier(gesture: longPress))
        } else {
            content
        }
    }
}
