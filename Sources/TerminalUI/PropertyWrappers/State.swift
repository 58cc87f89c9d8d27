import DataFlow

/// A value a view owns, as SwiftUI's `@State`.
///
/// The storage belongs to the view's identity in the tree, not to the struct: the initial
/// value is used only when storage is first installed; a parent re-creating the view with
/// another initial value changes nothing. Writes are visible at once and schedule one
/// re-evaluation; writing an equal value (for `Equatable` values) invalidates nothing.
/// **Ours:** a write during `body` is ignored and reported.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    @usableFromInline let initialValue: Value
    @usableFromInline let link: StateLink<Value>

    // Inlinable, so that a view's `@State`s are made by code specialized to their types (a
    // list row's view makes its states every time the row is updated).
    @inlinable
    public init(wrappedValue value: Value) {
        initialValue = value
        link = StateLink()
    }

    @inlinable
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value. On the main actor, as the views that own it; `@preconcurrency`, so
    /// that Swift 5 code reading it elsewhere (a class's `deinit`) compiles, as with SwiftUI.
    @preconcurrency @MainActor
    public var wrappedValue: Value {
        get { link.storage?.value ?? initialValue }
        nonmutating set { link.resolve(initialValue).set(newValue) }
    }

    /// A binding to the value.
    @MainActor
    public var projectedValue: Binding<Value> {
        let link = link
        let initialValue = initialValue
        return Binding(
            get: {
                link.storage?.value ?? initialValue
            },
            set: { newValue in
                link.resolve(initialValue).set(newValue)
            })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: ViewInput {
    /// Always: the value lives in the node; a new initial value changes nothing.
    func isSameInput(as other: State) -> Bool { true }
}

extension State: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        let initialValue = initialValue
        link.storage = node.propertySlot(slot) { StateStorage(initialValue, node: node) }
        slot += 1
    }
}

/// The link from a `@State` struct to its storage, shared by every copy of the struct.
@usableFromInline
final class StateLink<Value> {
    var storage: StateStorage<Value>?

    @usableFromInline
    init() {}

    /// The storage, or (before the view is installed) a detached one that keeps writes.
    @MainActor
    func resolve(_ initialValue: Value) -> StateStorage<Value> {
        if let storage { return storage }
        let detached = StateStorage(initialValue, node: nil)
        storage = detached
        return detached
    }
}

/// Storage that holds a view's own state (kept when a list row scrolls out of view).
protocol StatefulSlot: AnyObject {}

/// The persistent value behind a `@State`, owned by its node.
@MainActor
final class StateStorage<Value>: StatefulSlot {
    private(set) var value: Value
    private let handle: NodeHandle?
    private let isEqual: ((Value, Value) -> Bool)?

    init(_ value: Value, node: Node?) {
        self.value = value
        self.handle = node?.handle
        self.isEqual = equalityTest(for: Value.self)
    }

    func set(_ newValue: Value) {
        let node = handle?.node
        if let node, node.graph.isEvaluatingBody {
            Diagnostics.report("@State<\(Value.self)> in \(node.debugName): a write during body was ignored")
            return
        }
        if let isEqual, isEqual(value, newValue) {
            return
        }
        value = newValue
        node?.invalidate()
    }
}

/// Whether two values of `Value` are the same, so that writing one over the other changes
/// nothing: plain data (`Int`, `Bool`, a struct of such) by its bytes, as `ViewInputs`
/// compares it, else `==` when `Value` is `Equatable` (found at run time), else `nil`. Plain
/// data is not asked whether it is `Equatable`: the runtime's first answer for a type scans
/// every conformance in the binary.
@MainActor
func equalityTest<Value>(for type: Value.Type) -> ((Value, Value) -> Bool)? {
    if let sameBytes = ViewInputs.bytesTest(for: type) { return sameBytes }
    guard let equatable = type as? any Equatable.Type else { return nil }
    func make<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool {
        { lhs, rhs in (lhs as? E) == (rhs as? E) }
    }
    return make(equatable)
}
