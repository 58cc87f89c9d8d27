import DataFlow

/// Watches a value across evaluations and queues an action when it differs from the last one.
///
/// Each evaluation compares the new value with the stored pair's value; if they differ an
/// action is queued (it runs after the pass, never inside `body`); then the stored pair is
/// replaced, every time. Only consecutive evaluations are compared. **Ours:** one modifier
/// dispatches at most twice per event; further changes in that event are dropped and reported.
struct OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Action {
        /// The old form: the closure of the previous evaluation is called with the new value.
        case legacy((Value) -> Void)
        /// The new forms: this evaluation's closure is called with (old, new).
        case current((Value, Value) -> Void)
    }

    let value: Value
    let initial: Bool
    let action: Action

    func makeBehavior() -> OnChangeBehavior<Value> { OnChangeBehavior<Value>() }

    func update(_ node: Node, behavior: OnChangeBehavior<Value>, content: any View) {
        behavior.evaluate(value: value, action: action, initial: initial)
        updateContent(node, content)
    }
}

/// An onChange modifier's place in the action queue, so that the modifiers of one chain queue
/// their actions in source order (see `OnChangeBehavior.queue`).
@MainActor
protocol OnChangeQueuePosition: AnyObject {
    /// The pass in which the modifier last queued an action, and where in the queue it went.
    var queuedPosition: (pass: Int, index: Int)? { get }
}

final class OnChangeBehavior<Value: Equatable>: NodeBehavior, OnChangeQueuePosition {
    /// The most actions one modifier dispatches in one event.
    static var dispatchLimit: Int { 2 }

    private var stored: (value: Value, action: OnChangeModifier<Value>.Action)?
    private var dispatchEvent = -1
    private var dispatchCount = 0
    private(set) var queuedPosition: (pass: Int, index: Int)?

    override var isTransparent: Bool { true }

    func evaluate(value: Value, action: OnChangeModifier<Value>.Action, initial: Bool) {
        if let stored {
            if stored.value != value {
                queue(old: stored.value, new: value, previous: stored.action, current: action)
            }
        } else if initial {
            queue(old: value, new: value, previous: action, current: action)
        }
        stored = (value, action)
    }

    private func queue(
        old: Value, new: Value, previous: OnChangeModifier<Value>.Action, current: OnChangeModifier<Value>.Action
    ) {
        let graph = node.graph
        if dispatchEvent != graph.eventNumber {
            dispatchEvent = graph.eventNumber
            dispatchCount = 0
        }
        guard dispatchCount < Self.dispatchLimit else {
            Diagnostics.report(
                "onChange(of: \(Value.self)) in \(node.parent?.debugName ?? "?"): more than \(Self.dispatchLimit) changes in one event; action dropped"
            )
            return
        }
        dispatchCount += 1
        switch current {
        case .current(let handler):
            enqueue { handler(old, new) }
        case .legacy:
            if case .legacy(let handler) = previous {
                enqueue { handler(new) }
            }
        }
    }

    /// Queues `action` in pre-order, except along one modifier chain: there the outer
    /// modifier (written later) is evaluated first, so an inner one's action goes before the
    /// actions its chain's outer modifiers queued in this pass, giving source order.
    private func enqueue(_ action: @escaping () -> Void) {
        let graph = node.graph
        var index = graph.queuedActionCount
        var ancestor = node.parent
        while let link = ancestor, link.view is any ModifierChainLink {
            if let position = (link.behavior as? any OnChangeQueuePosition)?.queuedPosition,
                position.pass == graph.passNumber
            {
                index = min(index, position.index)
            }
            ancestor = link.parent
        }
        graph.enqueue(action, at: index)
        queuedPosition = (graph.passNumber, index)
    }
}

extension View {
    /// Runs `action` with the new value when `value` changes between evaluations; the closure
    /// called is the one from the previous evaluation, as in SwiftUI before iOS 17.
    @available(iOS, deprecated: 17.0, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false, action: .legacy(action)))
    }

    /// Runs `action` with the old and new values when `value` changes; with `initial`, also
    /// once when the view appears, with the value twice.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: .current(action)))
    }

    /// Runs `action` when `value` changes; with `initial`, also once when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    {
        modifier(OnChangeModifier(value: value, initial: initial, action: .current { _, _ in action() }))
    }
}
