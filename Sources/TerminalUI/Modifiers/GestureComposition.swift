import Foundation

/// A gesture TerminalUI recognises, or one made of them: what `.gesture(_:)` attaches, and what
/// a combined gesture hears its parts through.
protocol ComposableGesture: Gesture {
    /// The taps, drags and long presses a view attaches for the gesture, calling `changed` with
    /// each new value and `ended` with its last one as well as its own actions.
    func recognized(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> [any Gesture]
    /// The taps, drags and long presses a view attaches for the gesture.
    var recognized: [any Gesture] { get }
}

extension ComposableGesture {
    /// The taps, drags and long presses a view attaches for the gesture.
    var recognized: [any Gesture] { recognized(changed: { _ in }, ended: { _ in }) }
}

extension Optional: ComposableGesture where Wrapped: Gesture {
    func recognized(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> [any Gesture] {
        guard case .some(let gesture) = self, let composable = gesture as? any ComposableGesture else { return [] }
        return composable.recognized(changed: changed, ended: ended)
    }
}

extension TapGesture: ComposableGesture {
    /// The tap itself: without an action it is not attached.
    var recognized: [any Gesture] { [self] }

    func recognized(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> [any Gesture] {
        let action = action
        return [
            TapGesture(count: count) {
                action?()
                ended(())
            }
        ]
    }
}

extension DragGesture: ComposableGesture {
    func recognized(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> [any Gesture] {
        [onChanged(changed).onEnded(ended)]
    }
}

extension LongPressGesture: ComposableGesture {
    func recognized(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> [any Gesture] {
        [onChanged(changed).onEnded(ended)]
    }
}

/// What a view attaches for `part`, calling `changed` and `ended` with its values (nothing for a
/// gesture TerminalUI does not recognise).
private func parts<Value>(
    of part: some Gesture, changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void
) -> [any Gesture] {
    guard let part = part as? any ComposableGesture else { return [] }
    return part.recognized(
        changed: { value in if let value = value as? Value { changed(value) } },
        ended: { value in if let value = value as? Value { ended(value) } })
}

/// Tells a combined gesture's actions and `.updating` bodies of its values.
private struct GestureReporter<Value> {
    let changed: [(Value) -> Void]
    let ended: [(Value) -> Void]
    let updates: [@MainActor (Value?) -> Void]

    func change(_ value: Value, updating: Bool = true) {
        for action in changed { action(value) }
        guard updating else { return }
        // Gestures are recognised on the main actor, where the updates were made.
        nonisolated(unsafe) let value = value
        let updates = updates
        MainActor.assumeIsolated { for update in updates { update(value) } }
    }

    func end(_ value: Value) {
        for action in ended { action(value) }
        reset()
    }

    /// Gives each `@GestureState` its first value again.
    func reset() {
        let updates = updates
        MainActor.assumeIsolated { for update in updates { update(nil) } }
    }
}

/// The last value each part of a combined gesture reported.
private final class LastValues<First, Second> {
    var first: First?
    var second: Second?
}

/// Two gestures recognised together, as SwiftUI's `SimultaneousGesture`: both parts are attached
/// and each reports as it would alone; `onChanged` and `onEnded` hear the last value of each.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of the two parts, either of which may not have begun.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    /// The `.updating` bodies: a value while under way, `nil` when it ends.
    var updates: [@MainActor (Value?) -> Void] = []

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The gesture, calling `action` when either part changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self {
        var gesture = self
        gesture.changed.append(action)
        return gesture
    }

    /// The gesture, calling `action` when either part ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self {
        var gesture = self
        gesture.ended.append(action)
        return gesture
    }

    /// The gesture, setting `state` with `body` on each change; `state` gets its first value
    /// again when a part ends.
    @MainActor public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> Self {
        var gesture = self
        gesture.updates.append(state.updater(body))
        return gesture
    }
}

extension SimultaneousGesture: ComposableGesture {
    func recognized(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> [any Gesture] {
        let last = LastValues<First.Value, Second.Value>()
        let reporter = GestureReporter(changed: self.changed + [changed], ended: self.ended + [ended], updates: updates)
        func both() -> Value { Value(first: last.first, second: last.second) }
        return parts(
            of: first,
            changed: { (value: First.Value) in
                last.first = value
                reporter.change(both())
            },
            ended: { (value: First.Value) in
                last.first = value
                reporter.end(both())
            })
            + parts(
                of: second,
                changed: { (value: Second.Value) in
                    last.second = value
                    reporter.change(both())
                },
                ended: { (value: Second.Value) in
                    last.second = value
                    reporter.end(both())
                })
    }
}

/// One gesture, then another, as SwiftUI's `SequenceGesture`. **Approximated:** both parts are
/// attached and each is recognised on its own; the second reports (with the first's last value)
/// once the first has. A long press before a drag is the button held to drag: the drag alone is
/// attached, and reports the press as done when it starts.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first part under way, or the first done and the second under way.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    /// The `.updating` bodies: a value while under way, `nil` when it ends.
    var updates: [@MainActor (Value?) -> Void] = []

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The gesture, calling `action` when either part changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self {
        var gesture = self
        gesture.changed.append(action)
        return gesture
    }

    /// The gesture, calling `action` when the second part ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self {
        var gesture = self
        gesture.ended.append(action)
        return gesture
    }

    /// The gesture, setting `state` with `body` on each change; `state` gets its first value
    /// again when the second part ends.
    @MainActor public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> Self {
        var gesture = self
        gesture.updates.append(state.updater(body))
        return gesture
    }
}

extension SequenceGesture: ComposableGesture {
    func recognized(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> [any Gesture] {
        let last = LastValues<First.Value, Second.Value>()
        let reporter = GestureReporter(changed: self.changed + [changed], ended: self.ended + [ended], updates: updates)
        // A long press before a drag: the mouse button held to drag is the press, so the drag
        // alone is attached and a drag that starts reports the press as done.
        let pressBeforeDrag = first is LongPressGesture && second is DragGesture
        if pressBeforeDrag, let pressed = true as? First.Value {
            return parts(
                of: second,
                changed: { (value: Second.Value) in
                    if last.first == nil {
                        last.first = pressed
                        reporter.change(.first(pressed))
                    }
                    reporter.change(.second(pressed, value))
                },
                ended: { (value: Second.Value) in
                    last.first = nil
                    reporter.end(.second(pressed, value))
                })
        }
        return parts(
            of: first,
            changed: { (value: First.Value) in
                last.first = value
                reporter.change(.first(value))
            },
            ended: { (value: First.Value) in
                // The second part is recognised on its own: the first's state ends with it.
                last.first = value
                reporter.change(.second(value, nil), updating: false)
                reporter.reset()
            })
            + parts(
                of: second,
                changed: { (value: Second.Value) in last.first.map { reporter.change(.second($0, value)) } },
                ended: { (value: Second.Value) in last.first.map { reporter.end(.second($0, value)) } })
    }
}

/// One of two gestures, the first preferred, as SwiftUI's `ExclusiveGesture`. **Approximated:**
/// both parts are attached; each reports when it is recognised.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The part that was recognised.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    /// The `.updating` bodies: a value while under way, `nil` when it ends.
    var updates: [@MainActor (Value?) -> Void] = []

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The gesture, calling `action` when the recognised part changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self {
        var gesture = self
        gesture.changed.append(action)
        return gesture
    }

    /// The gesture, calling `action` when the recognised part ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self {
        var gesture = self
        gesture.ended.append(action)
        return gesture
    }

    /// The gesture, setting `state` with `body` on each change; `state` gets its first value
    /// again when it ends.
    @MainActor public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> Self {
        var gesture = self
        gesture.updates.append(state.updater(body))
        return gesture
    }
}

extension ExclusiveGesture: ComposableGesture {
    func recognized(changed: @escaping (Any) -> Void, ended: @escaping (Any) -> Void) -> [any Gesture] {
        let reporter = GestureReporter(changed: self.changed + [changed], ended: self.ended + [ended], updates: updates)
        return parts(
            of: first, changed: { (value: First.Value) in reporter.change(.first(value)) },
            ended: { (value: First.Value) in reporter.end(.first(value)) })
            + parts(
                of: second, changed: { (value: Second.Value) in reporter.change(.second(value)) },
                ended: { (value: Second.Value) in reporter.end(.second(value)) })
    }
}

extension Gesture {
    /// This gesture and `other` together (see `SimultaneousGesture`).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` (see `SequenceGesture`).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or else `other` (see `ExclusiveGesture`).
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
