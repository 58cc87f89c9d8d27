import Foundation

/// Where a scroll view's content is, in points, as SwiftUI's `ScrollGeometry`
/// (`.onScrollGeometryChange`).
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled from its top leading corner.
    public var contentOffset: CGPoint
    /// The size of all the content.
    public var contentSize: CGSize
    /// The insets around the content: none in a terminal.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    /// The part of the content in view.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds in the content's coordinates.
    public var bounds: CGRect { visibleRect }

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The geometry of content `content` cells large, scrolled by `offset` cells, in a view
    /// `container` cells large.
    init(offset: Point, content: Size, container: Size) {
        let columns = PointLength.pointsPerColumn
        let rows = PointLength.pointsPerRow
        self.init(
            contentOffset: CGPoint(x: CGFloat(offset.x) * columns, y: CGFloat(offset.y) * rows),
            contentSize: PointLength.size(content), contentInsets: EdgeInsets(),
            containerSize: PointLength.size(container))
    }
}
