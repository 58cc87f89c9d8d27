import Foundation

/// A guide across views that a vertical stack lines its views up by, as SwiftUI's
/// `HorizontalAlignment`: the built-in edges and centre, or a guide of one's own made from an
/// `AlignmentID` and set on views with `.alignmentGuide`.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// A guide named by `id`, which says where it falls in views that do not set it.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(axis: .horizontal, id: id)
    }

    private init(_ id: any AlignmentID.Type, share: AlignmentKey.Share) {
        key = AlignmentKey(axis: .horizontal, id: id, share: share)
    }

    // The built-in guides are made where they are asked for (computed, not stored): layout
    // asks for them in every stack, and a stored static is looked up through a lazy global.
    public static var leading: HorizontalAlignment { HorizontalAlignment(Leading.self, share: .start) }
    public static var center: HorizontalAlignment { HorizontalAlignment(Center.self, share: .middle) }
    public static var trailing: HorizontalAlignment { HorizontalAlignment(Trailing.self, share: .end) }
    /// Where a list row's separator starts: its leading edge (rows draw no separators).
    public static var listRowSeparatorLeading: HorizontalAlignment {
        HorizontalAlignment(SeparatorLeading.self, share: .start)
    }
    /// Where a list row's separator ends: its trailing edge.
    public static var listRowSeparatorTrailing: HorizontalAlignment {
        HorizontalAlignment(SeparatorTrailing.self, share: .end)
    }

    /// The offset of a child `width` wide inside `available` columns.
    func offset(of width: Int, in available: Int) -> Int {
        key.offset(of: width, in: available)
    }

    private enum Leading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    private enum Center: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }

    private enum Trailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }

    private enum SeparatorLeading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    private enum SeparatorTrailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
}
