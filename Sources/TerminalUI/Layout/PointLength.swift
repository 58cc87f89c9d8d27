import Foundation

/// The one mapping from the points SwiftUI code writes to terminal cells. A cell is taken as 8
/// points wide and 16 tall (common terminal fonts are 8–9 points wide and 16–17 tall), so
/// SwiftUI's 8-point grid keeps its proportions: `.padding()` (16 points) is 2 columns and 1
/// row, `VStack(spacing: 20)` 1 row, `.frame(width: 130)` 16 columns.
///
/// A length is rounded to the nearest cell (halves away from zero), and any length above zero
/// is at least one cell, so that a small gap still separates; but a vertical stack's spacing
/// of half a row or less is no row, as its default is (`rowGap`). Zero and negative lengths are no
/// cells, except offsets (`offsetColumns`/`offsetRows`) and paddings, which keep their sign:
/// an offset's rows are taken toward zero, a negative padding's cells to the nearest
/// (`takenBack`). An infinite length (or
/// one too long for any terminal) is `infinite`.
///
/// Every length of the API reads through it: stack and grid spacing, padding and `EdgeInsets`,
/// frames, `Spacer(minLength:)`, `.offset`. `CGFloat.columns(_:)` and `.rows(_:)` give the
/// points that are exactly so many cells, for code that means cells.
enum PointLength {
    static let pointsPerColumn: CGFloat = 8
    static let pointsPerRow: CGFloat = 16

    /// What an infinite length becomes: large, yet far enough from `Int.max` to add to.
    static let infinite = Int.max / 4

    /// The columns `points` across take.
    static func columns(_ points: CGFloat) -> Int {
        cells(points, per: pointsPerColumn)
    }

    /// The rows `points` down take.
    static func rows(_ points: CGFloat) -> Int {
        cells(points, per: pointsPerRow)
    }

    /// The rows a gap of `points` between the views of a vertical stack takes: none for half a
    /// row or less, as for the stacks' default gap (some 8 points, no row), else `rows`. So
    /// `VStack(spacing: 4)` sets its lines of text one under the other, as `VStack()` does,
    /// and `spacing: 20` leaves a row between them.
    static func rowGap(_ points: CGFloat) -> Int {
        points > pointsPerRow / 2 ? rows(points) : 0
    }

    /// The columns an offset of `points` moves by: to the left when negative.
    static func offsetColumns(_ points: CGFloat) -> Int {
        points < 0 ? -columns(-points) : columns(points)
    }

    /// The rows an offset of `points` moves by: up when negative. Whole rows only, taken
    /// toward zero (any offset at least one): a row stands for a line of text, some 20 points
    /// in SwiftUI, so a label moved 25 points above its field lands on the row above it, not
    /// on the view two rows up.
    static func offsetRows(_ points: CGFloat) -> Int {
        guard points != 0, !points.isNaN else { return 0 }
        let rows = (abs(points) / pointsPerRow + 1e-9).rounded(.down)
        let whole = rows >= CGFloat(infinite) ? infinite : max(1, Int(rows))
        return points < 0 ? -whole : whole
    }

    /// The cells a negative length (a negative padding) takes back: the nearest number of
    /// cells, without the one-cell least of a positive length, so that a point or two less (a
    /// hairline's overlap) takes back no cell.
    static func takenBack(_ points: CGFloat, per size: CGFloat) -> Int {
        min(0, nearestCell(points, per: size))
    }

    /// A rectangle of cells, in points: where code written for SwiftUI reads a frame.
    static func rect(_ cells: Rect) -> CGRect {
        CGRect(
            x: CGFloat(cells.minX) * pointsPerColumn, y: CGFloat(cells.minY) * pointsPerRow,
            width: CGFloat(cells.width) * pointsPerColumn, height: CGFloat(cells.height) * pointsPerRow)
    }

    /// A size of cells, in points.
    static func size(_ cells: Size) -> CGSize {
        CGSize(width: CGFloat(cells.width) * pointsPerColumn, height: CGFloat(cells.height) * pointsPerRow)
    }

    /// A size in points as cells, each dimension to the nearest cell and never below none.
    static func cellSize(_ size: CGSize) -> Size {
        Size(
            width: max(0, nearestCell(size.width, per: pointsPerColumn)),
            height: max(0, nearestCell(size.height, per: pointsPerRow)))
    }

    /// The whole cells `points` hold, taken down: how a custom layout's proposal in points
    /// becomes cells, so that views proposed side by side still fit.
    static func wholeCells(_ points: CGFloat, per size: CGFloat) -> Int {
        guard points > 0 else { return 0 }
        let cells = (points / size + 1e-9).rounded(.down)
        return cells < CGFloat(infinite) ? Int(cells) : infinite
    }

    /// The cell nearest `points` from the origin (halves away from zero): where a custom layout
    /// places a view, and how long a size it reports is.
    static func nearestCell(_ points: CGFloat, per size: CGFloat) -> Int {
        guard !points.isNaN else { return 0 }
        let cells = (points / size).rounded()
        if cells >= CGFloat(infinite) { return infinite }
        return cells <= -CGFloat(infinite) ? -infinite : Int(cells)
    }

    private static func cells(_ points: CGFloat, per size: CGFloat) -> Int {
        guard points > 0 else { return 0 }
        let cells = (points / size).rounded()
        guard cells < CGFloat(infinite) else { return infinite }
        return max(1, Int(cells))
    }
}
