/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)` wraps the
/// modified view (`content`) in more views. Modifiers may hold `@State` and other dynamic
/// properties.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The placeholder for the view being modified.
    typealias Content = _ViewModifier_Content<Self>

    @ViewBuilder func body(content: Content) -> Body

    /// How the engine applies this type itself, for the modifiers TerminalUI implements; `nil`
    /// (the default) for a modifier with a body. Not to be implemented outside TerminalUI: like
    /// `View._primitive`, it spares the engine a conformance lookup per modifier type.
    static var _primitive: _PrimitiveModifierType? { get }

    /// Applies this modifier to `content` in the engine's node, for the modifiers TerminalUI
    /// implements; does nothing for a modifier with a body. Not to be implemented outside
    /// TerminalUI: as `View._update`, it reaches the modifier where it lies, not cast (copied).
    func _apply(_ target: _ViewUpdate, content: any View)
}

extension ViewModifier {
    public static var _primitive: _PrimitiveModifierType? { nil }

    public func _apply(_ target: _ViewUpdate, content: any View) {}
}

extension PrimitiveModifier {
    public static var _primitive: _PrimitiveModifierType? { _PrimitiveModifierType(type: Self.self) }

    public func _apply(_ target: _ViewUpdate, content: any View) {
        update(target.node, behavior: target.node.behavior(madeBy: Self.self), content: content)
    }
}

/// A primitive modifier's type, as `ViewModifier._primitive` hands it to the engine.
public struct _PrimitiveModifierType {
    let type: any PrimitiveModifier.Type
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

extension ModifiedContent: BehaviorMaker where Content: View, Modifier: ViewModifier {
    /// The node's behaviour is the one the modifier's applier makes; `update` hands it on typed.
    func makeBehavior() -> NodeBehavior {
        let behavior = applier.makeBehavior()
        behavior.wrapsContent = Modifier._primitive != nil
        return behavior
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func update(_ node: Node, behavior: NodeBehavior) {
        if Modifier._primitive != nil {
            modifier._apply(_ViewUpdate(node: node), content: content)
        } else {
            apply(CustomModifier(modifier: modifier), to: node)
        }
    }

    /// What applies the modifier: the modifier itself if the engine implements it, else a
    /// `CustomModifier` that evaluates its body. Fixed by `Modifier`, so the same for every
    /// value of this type.
    @MainActor private var applier: any PrimitiveModifier {
        if let found = Modifier._primitive?.type, let primitive = Self.modifier(modifier, as: found) {
            return primitive
        }
        return CustomModifier(modifier: modifier)
    }

    @MainActor private static func modifier<Primitive: PrimitiveModifier>(
        _ modifier: Modifier, as _: Primitive.Type
    ) -> (any PrimitiveModifier)? {
        modifier as? Primitive
    }

    @MainActor private func apply<Applier: PrimitiveModifier>(_ applier: Applier, to node: Node) {
        applier.update(node, behavior: node.behavior(madeBy: Applier.self), content: content)
    }
}

/// Applies a user-defined modifier: installs its dynamic properties and evaluates its body.
struct CustomModifier<Modifier: ViewModifier>: PrimitiveModifier {
    let modifier: Modifier

    func makeBehavior() -> CustomModifierBehavior {
        CustomModifierBehavior()
    }

    func update(_ node: Node, behavior: CustomModifierBehavior, content: any View) {
        behavior.content = content
        behavior.modifierType = ObjectIdentifier(Modifier.self)
        let updates = DynamicPropertyInstaller.install(in: modifier, on: node)
        let modifier = updates ? DynamicPropertyInstaller.updated(modifier) : modifier
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
    func update(_ node: Node, behavior: TransparentBehavior) {
        // The content is the one of the nearest modifier of this type above: a body may apply
        // other modifiers of its own to its content, whose bodies stand between.
        var current = node.parent
        var content: (any View)?
        while let ancestor = current {
            if let modifier = ancestor.behavior as? CustomModifierBehavior,
                modifier.modifierType == ObjectIdentifier(Modifier.self)
            {
                content = modifier.content
                break
            }
            current = ancestor.parent
        }
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
    /// The type of the modifier whose body this node holds.
    var modifierType: ObjectIdentifier?

    override var isTransparent: Bool { true }

    override func viewValueReleased() {
        content = nil
    }
}

/// Modifiers the engine implements itself: like a `PrimitiveView`, they name their behaviour
/// type and update the node of the `ModifiedContent` they are applied in.
@MainActor
protocol PrimitiveModifier: ViewModifier, BehaviorMaker {
    /// Brings `node` (its `behavior` and children) up to date; `content` is the modified view.
    func update(_ node: Node, behavior: Behavior, content: any View)
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
class ModifierBehavior: NodeBehavior {
    /// The content's guide, taken as filling the modifier (padding and frames say otherwise).
    override func explicitGuide(_ key: AlignmentKey, size: Size) -> CGFloat? {
        let content = node.childDisplayables
        guard content.count == 1 else { return nil }
        return content[0].explicitGuide(key, size: size)
    }
}
