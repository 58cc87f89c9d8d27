import Foundation

/// A press held for `minimumDuration`, as SwiftUI's `LongPressGesture`: the left mouse button
/// held on the view that long without moving farther than `maximumDistance` points (as the
/// terminal reports the pointer moving with the button down), or **Alt-Return** on the focused
/// view (or on the selected row of a `List`), which is a press held to the end at once. When
/// the press starts `onChanged` gets `true` and `.updating` bodies run with `true`; when it
/// has lasted long enough `onEnded` gets `true` and the `@GestureState`s get their first value
/// again (as they do when the button is let go or moved too far first, and `onEnded` is not
/// called).
public struct LongPressGesture: Gesture {
    public typealias Value = Bool

    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    /// Called with `true` when the press starts.
    var changed: [(Bool) -> Void] = []
    /// Called with `true` when the press has lasted `minimumDuration`.
    var ended: [(Bool) -> Void] = []
    /// `.updating` bodies (and `onPressingChanged`): `true` when the press starts, `nil` when
    /// it ends, recognised or not.
    var updates: [@MainActor (Bool?) -> Void] = []

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// The gesture, calling `action` with `true` when the press starts.
    public func onChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture {
        var gesture = self
        gesture.changed.append(action)
        return gesture
    }

    /// The gesture, calling `action` with `true` once the press has lasted `minimumDuration`.
    public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture {
        var gesture = self
        gesture.ended.append(action)
        return gesture
    }

    /// The gesture, setting `state` with `body` (given `true`) when the press starts; `state`
    /// gets its first value again when the press ends.
    @MainActor public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Bool, inout State, inout Transaction) -> Void
    ) -> LongPressGesture {
        var gesture = self
        gesture.updates.append(state.updater(body))
        return gesture
    }
}
