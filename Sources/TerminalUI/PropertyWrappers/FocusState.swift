/// Which control has focus, as a value a view owns, as SwiftUI's `@FocusState`.
///
/// Bind it to controls with `.focused($isFocused)` (a `Bool`) or `.focused($field, equals:
/// .name)` (an optional `Hashable`, or any focus state). When focus moves onto a bound control the value becomes
/// `true` (or that control's value); when it moves away, `false` (or `nil`). Setting the value
/// from code moves focus to the first control bound to the new value, or, when none is bound to
/// it yet, to the first one made (a row just added); setting `false` or `nil`
/// while one of the bound controls has focus takes focus away (nothing is focused until Tab
/// or code focuses a control again).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let initialValue: Value
    /// The value meaning "not focused" (`false` or `nil`).
    let resetValue: Value
    private let link = FocusStateLink<Value>()

    /// A `Bool` focus state (`false` at first).
    public init() where Value == Bool {
        initialValue = false
        resetValue = false
    }

    /// An optional focus state (`nil` at first).
    public init<T: Hashable>() where Value == T? {
        initialValue = nil
        resetValue = nil
    }

    /// The current value.
    @MainActor
    public var wrappedValue: Value {
        get { link.storage?.value ?? initialValue }
        nonmutating set { link.resolve(initialValue, reset: resetValue).set(newValue, fromCode: true) }
    }

    /// The binding `.focused(_:)` takes.
    @MainActor
    public var projectedValue: Binding {
        Binding(storage: link.resolve(initialValue, reset: resetValue))
    }

    /// The binding of a `@FocusState`, as SwiftUI's `FocusState.Binding`.
    @MainActor
    @propertyWrapper
    public struct Binding {
        let storage: FocusStateStorage<Value>

        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.set(newValue, fromCode: true) }
        }

        public var projectedValue: Binding { self }
    }
}

extension FocusState: ViewInput {
    /// Always: the value lives in the node.
    func isSameInput(as other: FocusState) -> Bool { true }
}

extension FocusState: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        let initialValue = initialValue
        let resetValue = resetValue
        link.storage = node.propertySlot(slot) { FocusStateStorage(initialValue, reset: resetValue, node: node) }
        slot += 1
    }
}

/// The link from a `@FocusState` struct to its storage.
final class FocusStateLink<Value: Hashable> {
    var storage: FocusStateStorage<Value>?

    @MainActor
    func resolve(_ initialValue: Value, reset: Value) -> FocusStateStorage<Value> {
        if let storage { return storage }
        let detached = FocusStateStorage(initialValue, reset: reset, node: nil)
        storage = detached
        return detached
    }
}

/// The value behind a `@FocusState`, owned by its node, and the controls bound to it.
@MainActor
final class FocusStateStorage<Value: Hashable>: StatefulSlot {
    private(set) var value: Value
    let resetValue: Value
    private let handle: NodeHandle?
    private var bindings: [WeakBinding] = []
    /// A value set from code that no bound control had yet: the first control bound to it
    /// takes focus when it is made (a list row added with its field focused, made as the
    /// list lays out).
    private var pendingValue: Value?

    private struct WeakBinding {
        weak var behavior: FocusBindingBehavior<Value>?
    }

    init(_ value: Value, reset: Value, node: Node?) {
        self.value = value
        self.resetValue = reset
        self.handle = node?.handle
    }

    func register(_ behavior: FocusBindingBehavior<Value>) {
        bindings.removeAll { $0.behavior == nil || $0.behavior === behavior }
        bindings.append(WeakBinding(behavior: behavior))
        if let pendingValue, pendingValue == behavior.focusedValue {
            self.pendingValue = nil
            if value == pendingValue {
                behavior.node.graph.focus.request(focusIn: behavior.node, preferringTextEntry: true)
            }
        }
    }

    /// Sets the value. From code, a value other than the reset value also moves focus to the
    /// first control bound to it (after the current pass, when the controls exist); the reset
    /// value takes focus away if a bound control has it.
    func set(_ newValue: Value, fromCode: Bool) {
        let node = handle?.node
        if let node, node.graph.isEvaluatingBody {
            Diagnostics.report("@FocusState<\(Value.self)> in \(node.debugName): a write during body was ignored")
            return
        }
        if newValue != value {
            value = newValue
            node?.invalidate()
        }
        pendingValue = nil
        guard fromCode, let graph = node?.graph else { return }
        if newValue == resetValue {
            let bound = bindings.compactMap(\.behavior).filter { !$0.node.isRemoved }
            if let focused = graph.focus.focused, bound.contains(where: { focused.isDescendant(of: $0.node) }) {
                graph.focus.resignFocus()
                graph.requestFrame()
            }
            return
        }
        // After the pass, when the controls bound to the new value exist.
        graph.enqueue { [weak self] in
            guard let self, self.value == newValue else { return }
            let target = bindings.lazy.compactMap(\.behavior).first {
                $0.focusedValue == newValue && !$0.node.isRemoved
            }
            if let target {
                graph.focus.request(focusIn: target.node, preferringTextEntry: true)
            } else {
                pendingValue = newValue
            }
        }
        graph.requestFrame()
    }
}

/// Ties the focus of the controls in a view to a `@FocusState`.
struct FocusBindingModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let storage: FocusStateStorage<Value>
    let value: Value

    func makeBehavior() -> FocusBindingBehavior<Value> { FocusBindingBehavior() }

    func update(_ node: Node, behavior: FocusBindingBehavior<Value>, content: any View) {
        behavior.storage = storage
        behavior.focusedValue = value
        storage.register(behavior)
        node.graph.focus.addFocusObserver(behavior)
        updateContent(node, content)
    }
}

/// Writes its `@FocusState` when focus moves into or out of its view.
final class FocusBindingBehavior<Value: Hashable>: NodeBehavior, FocusObserver {
    var storage: FocusStateStorage<Value>?
    var focusedValue: Value?

    override var isTransparent: Bool { true }

    func focusMoved(to focused: Node?) {
        guard let storage, let focusedValue, !node.isRemoved else { return }
        if let focused, focused.isDescendant(of: node) {
            storage.set(focusedValue, fromCode: false)
        } else if storage.value == focusedValue {
            storage.set(storage.resetValue, fromCode: false)
        }
    }
}

extension View {
    /// Ties this view's focus to the `Bool` focus state `condition`: true while a control in
    /// this view has focus; setting it true moves focus here.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusBindingModifier(storage: condition.storage, value: true))
    }

    /// Ties this view's focus to `binding`: `value` while a control in this view has focus;
    /// setting `value` moves focus here.
    /// (Any focus state: `.focused($field, equals: .name)` for an optional one, or
    /// `.focused($isEditing, equals: true)` for a `Bool`.)
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusBindingModifier(storage: binding.storage, value: value))
    }
}
