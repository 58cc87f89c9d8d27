/// A key for a value that views publish while focus is inside them, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values published by the focused view and its ancestors, as SwiftUI's `FocusedValues`:
/// the innermost publisher of a key wins.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Reads a value published with `.focusedValue(_:_:)` by the focused view or one of its
/// ancestors, as SwiftUI's `@FocusedValue`. The view re-evaluates when focus moves.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Value?>
    private let link = FocusedValueLink()

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    /// The value, or `nil` when nothing on the focus path publishes it.
    @MainActor
    public var wrappedValue: Value? {
        link.graph?.focus.focusedValues[keyPath: keyPath]
    }
}

extension FocusedValue: ViewInput {
    /// The same key: a focus move invalidates the view by itself.
    func isSameInput(as other: FocusedValue) -> Bool { keyPath == other.keyPath }
}

extension FocusedValue: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        link.connect(node)
    }
}

/// The graph a `@FocusedValue` (`@FocusedBinding`, `@FocusedObject`) reads from.
final class FocusedValueLink {
    /// `unowned`: the node holding this link holds its graph the same way, and a weak
    /// reference would give the graph a side table (`FocusManager.graph`).
    unowned var graph: ViewGraph?

    /// Reads from `node`'s graph, which re-evaluates `node` when focus moves.
    @MainActor
    func connect(_ node: Node) {
        graph = node.graph
        node.graph.focus.addReader(node)
    }
}

/// Publishes focused values for the focus path through this view.
struct FocusedValueModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout FocusedValues) -> Void

    func makeBehavior() -> FocusedValueBehavior { FocusedValueBehavior() }

    func update(_ node: Node, behavior: FocusedValueBehavior, content: any View) {
        behavior.transform = transform
        updateContent(node, content)
        node.graph.focus.focusedValuesMayHaveChanged(at: node)
    }
}

final class FocusedValueBehavior: NodeBehavior {
    var transform: (inout FocusedValues) -> Void = { _ in }
    override var isTransparent: Bool { true }
    override var focusedValuesTransform: ((inout FocusedValues) -> Void)? { transform }
}

extension View {
    /// Publishes `value` for `keyPath` while focus is inside this view.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(FocusedValueModifier { $0[keyPath: keyPath] = value })
    }

    /// Publishes `value` for `keyPath` to the scene. **Approximated:** as `focusedValue`, while
    /// focus is inside this view (SwiftUI publishes it while the scene has focus).
    public func focusedSceneValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
    )
        -> some View
    {
        focusedValue(keyPath, value)
    }
}
