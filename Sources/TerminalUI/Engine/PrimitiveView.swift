/// Something that makes the behaviour of a node: a primitive view, or a modifier the engine
/// applies itself. `Behavior` names the behaviour's type, so the view's `update` receives it
/// typed (see `Node.behavior(madeBy:)` for why that cannot go wrong).
@MainActor
protocol BehaviorMaker {
    /// The behaviour class nodes of this type get.
    associatedtype Behavior: NodeBehavior = TransparentBehavior
    /// Makes the behaviour of a new node for this value.
    func makeBehavior() -> Behavior
}

extension BehaviorMaker where Behavior == TransparentBehavior {
    func makeBehavior() -> TransparentBehavior {
        TransparentBehavior()
    }
}

/// Views the engine implements itself (their `Body` is `Never`): they make the node behaviour
/// that lays them out, draws them and handles their keys, and they reconcile their children.
@MainActor
protocol PrimitiveView: View, BehaviorMaker {
    /// Brings `node` (its `behavior` and children) up to date with this value.
    func update(_ node: Node, behavior: Behavior)
}

extension PrimitiveView {
    public static var _primitive: _PrimitiveViewType? { _PrimitiveViewType(type: Self.self) }

    public func _update(_ target: _ViewUpdate) {
        update(target.node, behavior: target.node.behavior(madeBy: Self.self))
    }
}

/// The node a primitive view updates, as `View._update` hands it on.
public struct _ViewUpdate {
    let node: Node
}

/// A primitive view's type, as `View._primitive` hands it to the engine.
public struct _PrimitiveViewType {
    let type: any PrimitiveView.Type
}
