import Foundation

/// A view's size as an alignment guide sees it, as SwiftUI's `ViewDimensions`, in points.
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat

    /// Where `guide` falls across the view: 0 at the leading edge, the middle, the width.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    /// Where `guide` falls down the view: 0 at the top, the middle, the height.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom: height
        }
    }
}

extension View {
    /// Accepted, not honoured: a stack lines its views up by its own alignment.
    public func alignmentGuide(
        _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> Self { self }

    /// Accepted, not honoured: a stack lines its views up by its own alignment.
    public func alignmentGuide(
        _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    )
        -> Self
    { self }
}
