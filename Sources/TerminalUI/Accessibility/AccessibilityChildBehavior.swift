/// How an accessibility element treats its children, as SwiftUI's: `.ignore` and `.combine`
/// make the view one element (`.combine` reads its children's text as its label), `.contain`
/// makes it a container of its children's elements.
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

/// The level of a heading a screen reader announces, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// A named accessibility action (`.default`, `.escape`, `.magicTap`), as SwiftUI's.
public struct AccessibilityActionKind: Hashable, Sendable {
    /// The name an accessible mode offers the action by.
    let name: String
    @MainActor public init(named name: Text) { self.name = name.string }
    private init(name: String) { self.name = name }
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
}
