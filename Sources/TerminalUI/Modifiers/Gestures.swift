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

extension View {
    /// Attaches `gesture`: a `TapGesture` runs its action as `onTapGesture` does, a
    /// `DragGesture` follows mouse drags that start on the view, a `LongPressGesture` hears
    /// the button held or Alt-Return; any other is accepted and not recognised (see `Gesture`).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(
            GestureModifier(
                tap: gesture as? TapGesture, drag: gesture as? DragGesture, longPress: gesture as? LongPressGesture))
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

/// Runs a tap gesture's action as `onTapGesture` does, follows a drag gesture
/// (`DragGestureModifier`) or a long press (`LongPressGestureModifier`); leaves the view as it
/// is for any other.
private struct GestureModifier: ViewModifier {
    let tap: TapGesture?
    let drag: DragGesture?
    let longPress: LongPressGesture?

    func body(content: Content) -> some View {
        if let tap, let action = tap.action {
            content.onTapGesture(count: tap.count, perform: action)
        } else if let drag {
            content.modifier(DragGestureModifier(gesture: drag))
        } else if let longPress {
            content.modifier(LongPressGestureModifier(gesture: longPress))
        } else {
            content
        }
    }
}
