import Foundation

/// An image tiled as a shape style, as SwiftUI's `ImagePaint`. **Approximated:** a terminal
/// cannot draw the image's pixels, so a shape stroked or filled with it is drawn in the
/// foreground colour.
public struct ImagePaint: ShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// The image as a shape style (drawn in the foreground colour).
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    )
        -> ImagePaint
    {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
