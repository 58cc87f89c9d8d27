import Foundation

/// How a length SwiftUI code writes in points becomes cells: a terminal cell is about 8 points
/// wide and 16 tall in common terminal fonts, so `columns(16)` is 2 and `rows(16)` is 1. A
/// length above zero is at least one cell (a small gap still separates), rounded to the
/// nearest cell; zero and negative lengths are none.
///
/// The grid views (`Grid`, `LazyVGrid`, `LazyHGrid`, `GridItem`) read their lengths through
/// it; the older views (stacks, padding, frames) still take cells.
enum PointLength {
    static let pointsPerColumn: CGFloat = 8
    static let pointsPerRow: CGFloat = 16

    /// The columns `points` across take.
    static func columns(_ points: CGFloat) -> Int {
        cells(points, per: pointsPerColumn)
    }

    /// The rows `points` down take.
    static func rows(_ points: CGFloat) -> Int {
        cells(points, per: pointsPerRow)
    }

    private static func cells(_ points: CGFloat, per size: CGFloat) -> Int {
        guard points > 0 else { return 0 }
        guard points.isFinite else { return Int.max / 4 }
        return max(1, Int((points / size).rounded()))
    }
}
