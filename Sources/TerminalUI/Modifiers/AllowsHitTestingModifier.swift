/// Lets clicks through the view to what lies under it, as SwiftUI's `.allowsHitTesting(false)`:
/// the view and its children take no clicks or wheel turns, and no focus either: a terminal's
/// keys stand in for touches, which the view does not take (a stack of cards where only the
/// top one is live).
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
    override var focusesChildren: Bool { enabled }
}

extension View {
    /// Whether clicks reach this view (`true`) or pass through it to what lies under it.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(AllowsHitTestingModifier(enabled: enabled))
    }
}
