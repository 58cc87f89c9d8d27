/// Runs actions when the view appears and disappears.
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    func makeBehavior() -> LifecycleModifierBehavior { LifecycleModifierBehavior() }

    func update(_ node: Node, behavior: LifecycleModifierBehavior, content: any View) {
        behavior.onAppear = onAppear
        behavior.onDisappear = onDisappear
        updateContent(node, content)
    }
}

/// Keeps the latest appear/disappear actions; the graph calls them (once per appearance).
final class LifecycleModifierBehavior: NodeBehavior {
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?

    override var isTransparent: Bool { true }
    override var hasLifecycleActions: Bool { true }

    override func appear() {
        onAppear?()
    }

    override func disappear() {
        onDisappear?()
    }
}

extension View {
    /// Runs `action` after the view first appears (once per appearance), before the frame
    /// that shows it is drawn.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` after the view is removed (or hidden by a navigation push).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
    }
}

/// Gives the content an explicit identity: a new value makes a new view, with fresh state.
struct IDModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable

    func update(_ node: Node, behavior: TransparentBehavior, content: any View) {
        node.reconcileChildren { children in
            children.add(content, key: .id(id))
        }
    }
}

extension View {
    /// Ties the view's identity to `id`: when it changes, the view is made anew.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IDModifier(id: AnyHashable(id)))
    }
}
