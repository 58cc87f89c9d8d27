/// How an accessibility element treats its children, as SwiftUI's.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let combine = AccessibilityChildBehavior(name: "combine")
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// Which way an adjustable accessibility element is moved, as SwiftUI's.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// What an accessibility element is (a button, a header, selected, …), as SwiftUI's.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// A named accessibility action (`.default`, `.escape`, `.magicTap`), as SwiftUI's.
public struct AccessibilityActionKind: Hashable, Sendable {
    private let name: String
    @MainActor public init(named name: Text) { self.name = name.string }
    private init(name: String) { self.name = name }
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
}

/// The accessibility modifiers: **accepted, no-op** — a terminal's screen reader reads the
/// text on screen, which is what each control draws; none of these change what is drawn.
extension View {
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    public func accessibilityLabel(_ label: Text) -> Self { self }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> Self { self }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
    public func accessibilityHint(_ hint: Text) -> Self { self }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> Self { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    public func accessibilityValue(_ value: Text) -> Self { self }
    public func accessibilityValue(_ value: LocalizedStringKey) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    public func accessibilitySortPriority(_ sortPriority: Double) -> Self { self }
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> Self { self }
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> Self { self }
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> Self { self }
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> Self { self }
    /// The view a screen reader would read in this one's place; the terminal shows this one.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> Self { self }
    /// Children a screen reader would read for this view; the terminal shows the view.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> Self { self }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Self { self }
    public func accessibilityShowsLargeContentViewer() -> Self { self }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> Self { self }

    // The forms SwiftUI deprecates for the ones above, still common in older code.
    public func accessibility(label: Text) -> Self { self }
    public func accessibility(hint: Text) -> Self { self }
    public func accessibility(value: Text) -> Self { self }
    public func accessibility(hidden: Bool) -> Self { self }
    public func accessibility(identifier: String) -> Self { self }
    public func accessibility(addTraits traits: AccessibilityTraits) -> Self { self }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> Self { self }
    public func accessibility(sortPriority: Double) -> Self { self }
    public func accessibility(inputLabels: [Text]) -> Self { self }
}

/// The level of a heading a screen reader announces, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}
