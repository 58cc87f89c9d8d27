/// A view that shows nothing.
public struct EmptyView: View {
    public typealias Body = Never

    public init() {}
}

extension EmptyView: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { _ in }
    }
}

/// Several views in sequence, as a `@ViewBuilder` block with more than one child makes.
public struct TupleView<each Content: View>: View {
    public typealias Body = Never
    public var value: (repeat each Content)

    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }
}

extension TupleView: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { children in
            var index = 0
            for child in repeat each value {
                children.add(child, key: .slot(index))
                index += 1
            }
        }
    }
}

/// The view an `if`/`else` or `switch` in a `@ViewBuilder` makes; each branch has its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension _ConditionalContent: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { children in
            switch storage {
            case .trueContent(let content): children.add(content, key: .slot(0))
            case .falseContent(let content): children.add(content, key: .slot(1))
            }
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: BehaviorMaker where Wrapped: View {}

extension Optional: PrimitiveView where Wrapped: View {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { children in
            if let content = self {
                children.add(content, key: .slot(0))
            }
        }
    }
}

/// Groups views without changing their layout; modifiers on a group apply to it as a whole.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { children in
            children.add(content, key: .slot(0))
        }
    }
}

/// A type-erased view; changing the wrapped view's type changes its identity.
public struct AnyView: View {
    public typealias Body = Never
    let content: any View

    public init<Content: View>(_ view: Content) {
        content = view
    }

    public init<Content: View>(erasing view: Content) {
        content = view
    }
}

extension AnyView: PrimitiveView {
    func update(_ node: Node, behavior: TransparentBehavior) {
        node.reconcileChildren { children in
            children.add(content, key: .slot(0))
        }
    }
}

/// The root of every hosted tree: the content fills the screen and alerts draw above it.
struct RootView<Content: View>: View {
    typealias Body = Never
    let content: Content
}

extension RootView: PrimitiveView {
    func makeBehavior() -> RootBehavior {
        RootBehavior()
    }

    func update(_ node: Node, behavior: RootBehavior) {
        // The screen keeps an edit mode, as a hosting window does: an `EditButton` beside a
        // `List` works without a navigation container (which keeps one of its own).
        node.childEnvironment = behavior.editMode.environment(extending: node.environment)
        node.reconcileChildren { children in
            children.add(content, key: .slot(0))
        }
    }
}
