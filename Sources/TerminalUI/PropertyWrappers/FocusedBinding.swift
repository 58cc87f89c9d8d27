/// Reads and writes a value the focused view (or one of its ancestors) publishes as a binding
/// with `.focusedValue(_:_:)` or `.focusedSceneValue(_:_:)`, as SwiftUI's `@FocusedBinding`:
/// a command edits the document the user is in. The view re-evaluates when focus moves and
/// when the view publishing the binding is evaluated again.
@propertyWrapper
public struct FocusedBinding<Value> {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    private let link = FocusedValueLink()

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    /// The bound value, or `nil` when nothing on the focus path publishes the binding; setting
    /// a value writes it through the binding (`nil` writes nothing).
    @MainActor
    public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            if let newValue { binding?.wrappedValue = newValue }
        }
    }

    /// A binding to the value, as `wrappedValue` reads and writes it.
    @MainActor
    public var projectedValue: Binding<Value?> {
        let focused = self
        return Binding(get: { focused.wrappedValue }, set: { focused.wrappedValue = $0 })
    }

    @MainActor
    private var binding: Binding<Value>? {
        link.graph?.focus.focusedValues[keyPath: keyPath]
    }
}

extension FocusedBinding: DynamicProperty {}

extension FocusedBinding: ViewInput {
    /// The same key: a focus move invalidates the view by itself.
    func isSameInput(as other: FocusedBinding) -> Bool { keyPath == other.keyPath }
}

extension FocusedBinding: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        link.connect(node)
    }
}
