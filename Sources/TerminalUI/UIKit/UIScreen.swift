import Foundation

/// UIKit's screen, which SwiftUI code on iOS reads for its size (`UIScreen.main.bounds.width`):
/// here the terminal, its size in points by the cell mapping (a column is 8 points, a row 16).
@MainActor
public final class UIScreen {
    /// The terminal the app runs in (or the last `TestHost` made).
    public static let main = UIScreen()

    /// The terminal's size in cells, kept by the frame driver as the window changes.
    var size = Size(width: 80, height: 24)

    private init() {}

    /// The terminal in points, from the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: PointLength.size(size)) }
    /// As `bounds`: a terminal has no pixels of its own.
    public var nativeBounds: CGRect { bounds }
    /// One: a point is a point.
    public var scale: CGFloat { 1 }
    /// One (see `scale`).
    public var nativeScale: CGFloat { 1 }
}
