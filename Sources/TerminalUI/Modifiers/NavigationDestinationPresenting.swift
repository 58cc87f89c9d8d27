/// `navigationDestination(isPresented:destination:)`: in a `NavigationStack`, the destination
/// is pushed onto the stack while the binding is true (its title line, toolbar and `‹ Back`
/// with it) and the binding is set to false when it is popped; elsewhere it shows over the
/// view, as a sheet does.
struct NavigationDestinationPresenting<Destination: View>: ViewModifier {
    @Environment(\.isInNavigationStack) private var isInNavigationStack
    let isPresented: Binding<Bool>
    let destination: () -> Destination

    func body(content: Content) -> some View {
        // Both parts stay, each given the binding or nothing: the view keeps its identity.
        content
            .modifier(
                PushedDestinationModifier(
                    isPresented: isInNavigationStack ? isPresented : .constant(false), destination: destination)
            )
            .sheet(isPresented: isInNavigationStack ? .constant(false) : isPresented, content: destination)
    }
}

private struct NavigationStackMarkerKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views here are in a `NavigationStack` (its root or a pushed view).
    var isInNavigationStack: Bool {
        get { self[NavigationStackMarkerKey.self] }
        set { self[NavigationStackMarkerKey.self] = newValue }
    }
}

/// Pushes a destination onto the enclosing stack while a binding is true.
private struct PushedDestinationModifier<Destination: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    let destination: () -> Destination

    func makeBehavior() -> PushedDestinationBehavior { PushedDestinationBehavior() }

    func update(_ node: Node, behavior: PushedDestinationBehavior, content: any View) {
        behavior.isPresented = isPresented.watched
        let destination = destination
        behavior.destination = { destination() }
        updateContent(node, content)
        behavior.follow()
    }
}

/// Follows the binding once each update is over: pushes, refreshes or pops the destination.
private final class PushedDestinationBehavior: NodeBehavior {
    var isPresented: Binding<Bool>?
    var destination: () -> any View = { EmptyView() }
    private weak var stack: NavigationStackBehavior?

    override var isTransparent: Bool { true }

    func follow() {
        // Outside a stack the destination shows as a sheet; nothing is pushed.
        guard node.environment.isInNavigationStack else { return }
        node.graph.enqueue { [weak self] in
            // A node's ancestors never change: the stack is looked for once.
            guard let self, !self.node.isRemoved, let isPresented = self.isPresented,
                let stack = self.stack ?? self.node.parent?.nearest(NavigationStackBehavior.self)
            else { return }
            self.stack = stack
            let link = ObjectIdentifier(self)
            let shown = stack.isPushed(link: link)
            if isPresented.wrappedValue && !shown {
                stack.push(view: self.destination(), link: link, environment: self.node.environment) {
                    if isPresented.wrappedValue { isPresented.wrappedValue = false }
                }
            } else if isPresented.wrappedValue {
                stack.refresh(view: self.destination(), link: link, environment: self.node.environment)
            } else if shown {
                stack.pop(link: link)
            }
        }
    }

    /// The view that presented it is gone: so is the destination.
    override func didRemove() {
        stack?.pop(link: ObjectIdentifier(self))
    }
}
