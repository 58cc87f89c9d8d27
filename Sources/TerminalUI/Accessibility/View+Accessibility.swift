/// The accessibility modifiers. None changes what is drawn (a terminal's screen reader reads
/// the text on screen); each keeps its value on the view's node, for an accessible mode to
/// read (`TestHost.accessibilityElements`).
extension View {
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibility(AccessibilityProperties(label: String(label)))
    }
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibility(AccessibilityProperties(label: label.string))
    }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(label))
    }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibility(AccessibilityProperties(hint: String(hint)))
    }
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibility(AccessibilityProperties(hint: hint.string))
    }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hint))
    }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibility(AccessibilityProperties(value: String(value)))
    }
    public func accessibilityValue(_ value: Text) -> some View {
        accessibility(AccessibilityProperties(value: value.string))
    }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View {
        accessibilityValue(Text(value))
    }
    /// Leaves the view and everything in it out of what a screen reader reads.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibility(AccessibilityProperties(isHidden: hidden))
    }
    /// Makes the view one element (`.ignore`, `.combine`) or a container of its children's.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility(AccessibilityProperties(childBehavior: children))
    }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility(AccessibilityProperties(addedTraits: traits))
    }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility(AccessibilityProperties(removedTraits: traits))
    }
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibility(AccessibilityProperties(identifier: identifier))
    }
    /// Where the view is read among its container's elements: higher first.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility(AccessibilityProperties(sortPriority: sortPriority))
    }
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibility(AccessibilityProperties(inputLabels: inputLabels.map { String($0) }))
    }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        accessibility(AccessibilityProperties(inputLabels: inputLabels.map(\.string)))
    }
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View {
        accessibility(AccessibilityProperties(actions: [.init(name: actionKind.name, handler: handler)]))
    }
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibility(AccessibilityProperties(actions: [.init(name: String(name), handler: handler)]))
    }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: name.string, handler)
    }
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        accessibility(AccessibilityProperties(adjustment: handler))
    }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibility(AccessibilityProperties(addedTraits: .isHeader, headingLevel: level))
    }
    /// The view a screen reader would read in this one's place: **not kept**; the terminal
    /// shows this view, and its text is what a screen reader reads.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> Self { self }
    /// Children a screen reader would read for this view: **not kept**, as the representation.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> Self { self }
    /// Accepted, no-op: a terminal has no large content viewer.
    public func accessibilityShowsLargeContentViewer() -> Self { self }
    /// Accepted, no-op: what responds to input is what takes focus.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> Self { self }

    // The forms SwiftUI deprecates for the ones above, still common in older code.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
        accessibilityRemoveTraits(traits)
    }
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
    public func accessibility(inputLabels: [Text]) -> some View { accessibilityInputLabels(inputLabels) }
}

/// A `Text`'s own label and heading level, as SwiftUI's `Text` modifiers that return `Text`
/// (so that the text can still be joined with `+`). A reference, `nil` on a text without them:
/// every `Text` carries the field, and it costs a pointer, not the values' room.
final class TextAccessibility: Equatable, Sendable {
    let label: String?
    let headingLevel: AccessibilityHeadingLevel?

    init(label: String?, headingLevel: AccessibilityHeadingLevel?) {
        self.label = label
        self.headingLevel = headingLevel
    }

    static func == (lhs: TextAccessibility, rhs: TextAccessibility) -> Bool {
        lhs.label == rhs.label && lhs.headingLevel == rhs.headingLevel
    }
}

extension Text {
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
        var text = self
        text.accessibility = TextAccessibility(label: String(label), headingLevel: accessibility?.headingLevel)
        return text
    }
    public func accessibilityLabel(_ label: Text) -> Text { accessibilityLabel(label.string) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> Text { accessibilityLabel(Text(label).string) }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        var text = self
        text.accessibility = TextAccessibility(label: accessibility?.label, headingLevel: level)
        return text
    }

    /// What the text's own accessibility modifiers said of it, kept as a modifier's are.
    var accessibilityProperties: AccessibilityProperties? {
        guard let accessibility else { return nil }
        return AccessibilityProperties(
            label: accessibility.label, addedTraits: accessibility.headingLevel == nil ? [] : .isHeader,
            headingLevel: accessibility.headingLevel)
    }
}
