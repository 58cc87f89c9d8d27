import Foundation

/// A guide down views that a horizontal stack lines its views up by, as SwiftUI's
/// `VerticalAlignment`: the built-in edges, centre and text baselines, or a guide of one's own
/// made from an `AlignmentID` and set on views with `.alignmentGuide`.
///
/// A text baseline is the bottom of a text's first (or last) row; a view without text has it at
/// its bottom, as in SwiftUI, and a stack takes it from its first (or last) view that has one.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// A guide named by `id`, which says where it falls in views that do not set it.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(axis: .vertical, id: id)
    }

    private init(_ id: any AlignmentID.Type, share: AlignmentKey.Share?) {
        key = AlignmentKey(axis: .vertical, id: id, share: share)
    }

    // The built-in guides are made where they are asked for (computed, not stored): layout
    // asks for them in every stack, and a stored static is looked up through a lazy global.
    public static var top: VerticalAlignment { VerticalAlignment(Top.self, share: .start) }
    public static var center: VerticalAlignment { VerticalAlignment(Center.self, share: .middle) }
    public static var bottom: VerticalAlignment { VerticalAlignment(Bottom.self, share: .end) }
    public static var firstTextBaseline: VerticalAlignment { VerticalAlignment(FirstTextBaseline.self, share: nil) }
    public static var lastTextBaseline: VerticalAlignment { VerticalAlignment(LastTextBaseline.self, share: nil) }

    /// The offset of a child `height` tall inside `available` rows.
    func offset(of height: Int, in available: Int) -> Int {
        key.offset(of: height, in: available)
    }

    private enum Top: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    private enum Center: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }

    private enum Bottom: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }

    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }

    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
}
