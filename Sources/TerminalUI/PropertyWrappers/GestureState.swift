/// State that a gesture sets while it is under way (`.updating`) and that returns to its first
/// value when the gesture ends, as SwiftUI's `@GestureState`. Only the gesture writes it.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    @State private var value: Value
    private let initialValue: Value

    public init(wrappedValue: Value) {
        _value = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The value the gesture set, or the first value while no gesture is under way.
    @MainActor public var wrappedValue: Value { value }

    /// The state, for `.updating($state)`.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value while the gesture goes on.
    @MainActor func set(_ newValue: Value) {
        value = newValue
    }

    /// Gives the state its first value again (the gesture ended).
    @MainActor func reset() {
        value = initialValue
    }

    /// A gesture's `.updating(_:body:)` as its recognizer calls it: each value sets the state
    /// through `body`; `nil` (the gesture ended) gives it its first value again.
    @MainActor func updater<GestureValue>(
        _ body: @escaping (GestureValue, inout Value, inout Transaction) -> Void
    ) -> @MainActor (GestureValue?) -> Void {
        { gestureValue in
            guard let gestureValue else { return reset() }
            var current = wrappedValue
            var transaction = Transaction()
            body(gestureValue, &current, &transaction)
            set(current)
        }
    }
}
