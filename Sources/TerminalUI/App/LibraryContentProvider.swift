/// The views and modifiers a package offers Xcode's library, as SwiftUI's
/// `LibraryContentProvider`. A terminal has no Xcode library: a provider compiles and is never
/// asked, as `PreviewProvider` is not.
@MainActor @preconcurrency
public protocol LibraryContentProvider {
    /// The type the modifiers offered apply to.
    associatedtype ModifierBase = Any

    /// The views offered.
    @LibraryContentBuilder var views: [LibraryItem] { get }

    /// The modifiers offered, applied to `base`.
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    public var views: [LibraryItem] { [] }

    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}

/// A view or modifier offered to Xcode's library, as SwiftUI's `LibraryItem`: kept, never shown.
public struct LibraryItem {
    /// Where the library files the item.
    public struct Category: Hashable, Sendable {
        let name: String

        public static let layout = Category(name: "layout")
        public static let control = Category(name: "control")
        public static let effect = Category(name: "effect")
        public static let other = Category(name: "other")
    }

    /// An item for `snippet`, which is never made.
    public init<Item>(
        _ snippet: @autoclosure @escaping () -> Item, visible: Bool = true, title: String? = nil,
        category: Category = .other, matchingSignature: String? = nil
    ) {}
}

/// Builds a provider's list of library items, as SwiftUI's `LibraryContentBuilder`.
@resultBuilder
public enum LibraryContentBuilder {
    public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] { [item] }
    public static func buildExpression(_ items: [LibraryItem]) -> [LibraryItem] { items }
    public static func buildBlock(_ parts: [LibraryItem]...) -> [LibraryItem] { parts.flatMap { $0 } }
    public static func buildOptional(_ items: [LibraryItem]?) -> [LibraryItem] { items ?? [] }
    public static func buildEither(first items: [LibraryItem]) -> [LibraryItem] { items }
    public static func buildEither(second items: [LibraryItem]) -> [LibraryItem] { items }
    public static func buildArray(_ parts: [[LibraryItem]]) -> [LibraryItem] { parts.flatMap { $0 } }
}
