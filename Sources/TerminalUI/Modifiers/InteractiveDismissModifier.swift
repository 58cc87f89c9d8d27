/// Keeps Esc from closing the sheet the view is in, as SwiftUI's
/// `.interactiveDismissDisabled(_:)` keeps a swipe from dismissing it: the sheet closes only
/// through its own buttons (or its binding).
struct InteractiveDismissModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isDisabled: Bool

    func makeBehavior() -> InteractiveDismissBehavior { InteractiveDismissBehavior() }

    func update(_ node: Node, behavior: InteractiveDismissBehavior, content: any View) {
        behavior.isDisabled = isDisabled
        updateContent(node, content)
    }
}

final class InteractiveDismissBehavior: NodeBehavior {
    var isDisabled = true
    override var isTransparent: Bool { true }
    override var isReusable: Bool { true }
    override var disablesInteractiveDismiss: Bool { isDisabled }
}

extension View {
    /// Keeps Esc from closing the sheet this view is in while `isDisabled`.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(InteractiveDismissModifier(isDisabled: isDisabled))
    }
}
