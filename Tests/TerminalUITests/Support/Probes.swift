import TerminalUICore

/// Records what views and actions did, in order, so tests can assert on it.
///
/// Views capture a `Log` (a class) and append from `body`, actions or callbacks; tests read
/// `entries`. Appending from `body` is fine: it is not view state.
@MainActor
final class Log {
    private(set) var entries: [String] = []

    func callAsFunction(_ entry: String) {
        entries.append(entry)
    }

    func clear() {
        entries.removeAll()
    }
}

/// Counts events (body evaluations, row builds, writes).
@MainActor
final class Counter {
    private(set) var value = 0

    func increment() {
        value += 1
    }

    /// Runs `body` and returns how many increments happened during it.
    func counting(_ body: () -> Void) -> Int {
        let before = value
        body()
        return value - before
    }
}

/// Keeps a binding a view handed out (its `$state`), so a test can write it from outside an
/// event, as a model changed by a task would be.
@MainActor
final class BindingBox<Value> {
    var binding: Binding<Value>?

    /// The bound value (`nil` until a view handed out its binding).
    var value: Value? {
        binding?.wrappedValue
    }

    /// Keeps `binding`; call from `body` as `let _ = box.keep($state)`.
    func keep(_ binding: Binding<Value>) {
        self.binding = binding
    }

    /// Writes through the kept binding.
    func set(_ value: Value) {
        binding?.wrappedValue = value
    }
}

/// A value behind a `Binding(get:set:)` that records every write.
@MainActor
final class RecordedValue<Value> {
    var value: Value
    private(set) var writes: [Value] = []

    init(_ value: Value) {
        self.value = value
    }

    /// A binding whose `set` stores and records the value.
    var binding: Binding<Value> {
        Binding(
            get: { self.value },
            set: { newValue in
                self.value = newValue
                self.writes.append(newValue)
            })
    }
}
