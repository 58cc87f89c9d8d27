/// The behaviour of every view with a `body`: install its dynamic properties, evaluate the
/// body (tracking `@Observable` reads), and hand the result to one child.
final class CustomViewBehavior: NodeBehavior {
    override var isReusable: Bool { true }
    override var isTransparent: Bool { true }
    override var mayTakeFocus: Bool { false }

    static func evaluateBody(of node: Node) {
        let graph = node.graph
        graph.missingEnvironmentObject = nil
        var view = node.view
        if DynamicPropertyInstaller.install(in: view, on: node) { view = DynamicPropertyInstaller.updated(view) }
        // A view whose environment object is missing would stop the program reading it: it
        // shows what is missing instead.
        let body: any View =
            if let missing = graph.missingEnvironmentObject {
                Text(missing).foregroundColor(.red)
            } else {
                graph.evaluatingBody {
                    node.trackingReads { view.makeBody() }
                }
            }
        node.reconcileChildren { children in
            children.add(body, key: .slot(0))
        }
    }
}
