import Observation

/// The behaviour of every view with a `body`: install its dynamic properties, evaluate the
/// body (tracking `@Observable` reads), and hand the result to one child.
final class CustomViewBehavior: NodeBehavior {
    override var isTransparent: Bool { true }

    static func evaluateBody(of node: Node) {
        let view = node.view
        DynamicPropertyInstaller.install(in: view, on: node)
        let graph = node.graph
        let body = graph.evaluatingBody {
            withObservationTracking {
                view.makeBody()
            } onChange: { [weak node, inbox = graph.inbox] in
                inbox.post(node)
            }
        }
        node.reconcileChildren { children in
            children.add(body, key: .slot(0))
        }
    }
}
