/// Keeps what one accessibility modifier says of its content on the content's node. It lays
/// out and draws nothing: its content takes part in the parent's layout directly.
struct AccessibilityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let properties: AccessibilityProperties

    func makeBehavior() -> AccessibilityBehavior { AccessibilityBehavior() }

    func update(_ node: Node, behavior: AccessibilityBehavior, content: any View) {
        behavior.properties = properties
        updateContent(node, content)
    }
}

final class AccessibilityBehavior: NodeBehavior {
    var properties = AccessibilityProperties()
    override var isTransparent: Bool { true }
    override var accessibilityProperties: AccessibilityProperties? { properties }
}

extension View {
    /// The view with `properties` kept for an accessible mode.
    func accessibility(_ properties: AccessibilityProperties) -> some View {
        modifier(AccessibilityModifier(properties: properties))
    }
}
