extension Binding {
    /// Unwraps a binding to an optional: `nil` when the optional is `nil` now.
    ///
    /// **Ours:** if the optional later becomes `nil`, reads return the last value seen and
    /// writes are dropped (SwiftUI traps).
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.read() else { return nil }
        let last = LastValue(initial)
        self.init(read: {
            if let value = base.read() { last.value = value }
            return last.value
        }) { body in
            base.update { optional in
                guard var value = optional else {
                    Diagnostics.report("Binding<\(Value.self)>: write dropped, the optional it unwraps is nil")
                    return
                }
                body(&value)
                last.value = value
                optional = value
            }
        }
    }

    /// Views a binding to a value as a binding to an optional; writing `nil` does nothing.
    public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
        self.init(read: { base.read() }) { body in
            var optional: Wrapped? = base.read()
            body(&optional)
            if let value = optional {
                base.wrappedValue = value
            }
        }
    }
}

extension Binding where Value == Bool {
    /// A flag that is true while `value` holds something; setting it false clears `value`,
    /// setting it true does nothing. Made for `alert(_:isPresented:)` driven by an optional.
    public init<Wrapped>(ifNotNil value: Binding<Wrapped?>) {
        self.init {
            value.wrappedValue != nil
        } set: { isPresented in
            if !isPresented {
                value.wrappedValue = nil
            }
        }
    }
}

/// The last value a projecting binding read, kept for when its source is gone.
final class LastValue<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
