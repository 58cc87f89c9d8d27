extension Binding {
    /// This binding, read once. A view that keeps a binding to read when it is drawn or keyed
    /// reads it so in its update: a change to what the binding reads (an `@Observable`
    /// property behind `$model.isOn`) then updates the view, as in SwiftUI (`BindingReads`).
    var watched: Binding {
        _ = wrappedValue
        return self
    }
}
