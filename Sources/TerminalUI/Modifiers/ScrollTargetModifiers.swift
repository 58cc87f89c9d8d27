import Foundation

extension View {
    /// No-op: a terminal scroll view scrolls by rows, each a target of its own.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }

    /// No-op: a terminal scroll view scrolls by rows and pages.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> Self { self }

}

/// How a scroll view settles, as SwiftUI's `ScrollTargetBehavior`.
public protocol ScrollTargetBehavior {}
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one swipe may scroll, as SwiftUI's `LimitBehavior`.
    public struct LimitBehavior: Hashable, Sendable {
        private let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
        public static let never = LimitBehavior(name: "never")
    }

    public init() {}

    public init(limitBehavior: LimitBehavior) {}
}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }

    /// View-aligned, swiping at most as far as `limitBehavior` says: a terminal scrolls by rows.
    public static func viewAligned(
        limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
    )
        -> ViewAlignedScrollTargetBehavior
    {
        .init(limitBehavior: limitBehavior)
    }
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { .init() }
}
