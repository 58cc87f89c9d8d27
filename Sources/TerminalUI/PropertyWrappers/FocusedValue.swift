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
    /// The key and the value published, to tell whether an evaluation changed them.
    let published: Published?

    /// A value published for a key, and whether it equals another value (`equalityTest`).
    struct Published {
        let key: AnyKeyPath
        let value: Any
        let equals: (Any) -> Bool
    }

    func makeBehavior() -> FocusedValueBehavior { FocusedValueBehavior() }

    func update(_ node: Node, behavior: FocusedValueBehavior, content: any View) {
        let unchanged = Self.isSame(behavior.published, published)
        behavior.transform = transform
        behavior.published = published
        updateContent(node, content)
        // Readers re-evaluate unless the value is the same one (equal, when it can be compared):
        // a binding or an object may hold something new.
        if !unchanged { node.graph.focus.focusedValuesMayHaveChanged(at: node) }
    }

    private static func isSame(_ old: Published?, _ new: Published?) -> Bool {
        guard let old, let new, old.key == new.key else { return false }
        return new.equals(old.value)
    }
}

final class FocusedValueBehavior: NodeBehavior {
    var published: FocusedValueModifier.Published?
    var transform: (inout FocusedValues) -> Void = { _ in }
    override var isTransparent: Bool { true }
    override var focusedValuesTransform: ((inout FocusedValues) -> Void)? { transform }
}

extension View {
    /// Publishes `value` for `keyPath` while focus is inside this view.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        let test = equalityTest(for: Value.self)
        let published = FocusedValueModifier.Published(key: keyPath, value: value) { other in
            guard let test, let other = other as? Value else { return false }
            return test(other, value)
        }
        return modifier(FocusedValueModifier(transform: { $0[keyPath: keyPath] = value }, published: published))
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
