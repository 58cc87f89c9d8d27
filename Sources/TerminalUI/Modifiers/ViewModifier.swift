/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)` wraps the
/// modified view (`content`) in more views. Modifiers may hold `@State` and other dynamic
/// properties.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The placeholder for the view being modified.
    typealias Content = _ViewModifier_Content<Self>

    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is applied by the engine and has no body")
    }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

/// A view that is one link of a modifier chain (`Text("a").padding().onChange(…)`): a
/// modifier, or the branch or type-erased view a `@ViewBuilder` modifier function (such as an
/// `if #available` backport) wraps around one.
protocol ModifierChainLink {}

extension ModifiedContent: ModifierChainLink {}
extension _ConditionalContent: ModifierChainLink {}
extension AnyView: ModifierChainLink {}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeBehavior() -> NodeBehavior {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.makeBehavior()
        }
        return CustomModifierBehavior()
    }

    func update(_ node: Node) {
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.update(node, content: content)
            return
        }
        guard let behavior = node.behavior as? CustomModifierBehavior else { return }
        behavior.content = content
        DynamicPropertyInstaller.install(in: modifier, on: node)
        let modifier = modifier
        let body = node.graph.evaluatingBody {
            modifier.body(content: _ViewModifier_Content<Modifier>())
        }
        node.reconcileChildren { children in
            children.add(body, key: .slot(0))
        }
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Stands for the modified view inside a `ViewModifier`'s body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
}

extension _ViewModifier_Content: PrimitiveView {
    func update(_ node: Node) {
        // The content is the one of the nearest custom modifier above.
        var ancestor = node.parent
        while let current = ancestor, !(current.behavior is CustomModifierBehavior) {
            ancestor = current.parent
        }
        let content = (ancestor?.behavior as? CustomModifierBehavior)?.content
        node.reconcileChildren { children in
            if let content {
                children.add(content, key: .slot(0))
            }
        }
    }
}

/// The behaviour of a user-defined modifier: its body lays out like a custom view's.
final class CustomModifierBehavior: NodeBehavior {
    var content: (any View)?

    override var isTransparent: Bool { true }

    override func viewValueReleased() {
        content = nil
    }
}

/// Modifiers the engine implements itself.
@MainActor
protocol PrimitiveModifier {
    func makeBehavior() -> NodeBehavior
    func update(_ node: Node, content: any View)
}

extension PrimitiveModifier {
    /// The usual update: the content is the node's only child.
    func updateContent(_ node: Node, _ content: any View) {
        node.reconcileChildren { children in
            children.add(content, key: .slot(0))
        }
    }
}

/// The base of modifier behaviours that are laid out as a box around their content.
class ModifierBehavior: NodeBehavior {}
