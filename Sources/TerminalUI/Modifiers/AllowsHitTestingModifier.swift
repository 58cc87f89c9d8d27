/// Lets clicks through the view to what lies under it, as SwiftUI's `.allowsHitTesting(false)`:
/// the view and its children take no clicks or wheel turns. Keys still reach its controls (in
/// SwiftUI too, hit testing is about touches and the pointer, not focus).
struct AllowsHitTestingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let enabled: Bool

    func makeBehavior() -> AllowsHitTestingBehavior { AllowsHitTestingBehavior() }

    func update(_ node: Node, behavior: AllowsHitTestingBehavior, content: any View) {
        behavior.enabled = enabled
        updateContent(node, content)
    }
}

final class AllowsHitTestingBehavior: ModifierBehavior {
    var enabled = true

    override var allowsHitTesting: Bool { enabled }
}

extension View {
    /// Whether clicks reach this view (`true`) or pass through it to what lies under it.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(AllowsHitTestingModifier(enabled: enabled))
    }
}
