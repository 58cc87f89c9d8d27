import Foundation

/// A grid of braille dots over a rectangle of cells: two dots across and four down per cell, so a
/// dot is 4 points square (a cell being 8 by 16 points). Shapes of your own are drawn with it.
struct DotGrid: Equatable {
    static let pointsPerDot: CGFloat = 4
    /// Braille's bit for each dot of a cell, by row (0–3) then column (0–1).
    private static let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    let columns: Int
    let rows: Int
    private(set) var dots: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        dots = Array(repeating: false, count: self.columns * 2 * self.rows * 4)
    }

    var width: Int { columns * 2 }
    var height: Int { rows * 4 }

    mutating func set(_ x: Int, _ y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        dots[y * width + x] = true
    }

    /// The braille bits of the cell at column `x`, row `y` (0 for none, 0xFF for all eight).
    func cellBits(_ x: Int, _ y: Int) -> UInt8 {
        var result: UInt8 = 0
        for row in 0..<4 {
            for column in 0..<2 where dots[(y * 4 + row) * width + x * 2 + column] {
                result |= Self.bits[row][column]
            }
        }
        return result
    }

    /// The braille character with those dots raised.
    static func braille(_ bits: UInt8) -> String {
        String(UnicodeScalar(0x2800 + UInt32(bits)).map(Character.init) ?? " ")
    }

    /// The dots `paint` raises for `lines` over `columns` by `rows` cells: a fill's inside, a
    /// stroke's line.
    init(_ lines: [Polyline], paint: ShapePaint, columns: Int, rows: Int) {
        self.init(columns: columns, rows: rows)
        switch paint {
        case .fill(_, let evenOdd): fill(lines, evenOdd: evenOdd)
        case .stroke(_, let lineWidth): stroke(lines, lineWidth: lineWidth)
        }
    }

    /// Draws the raised dots into `canvas` with its top-left cell at `origin`, coloured as
    /// `paint` says: braille in its colour (a stroke without one in the foreground's, a fill's
    /// in the primary colour), and for a fill, a cell with all eight dots raised as a solid
    /// cell of the colour. `dimmed` draws them dim.
    func paint(_ paint: ShapePaint, at origin: Point, on canvas: inout CellGrid, dimmed: Bool = false) {
        let (color, fills): (Color?, Bool) =
            switch paint {
            case .fill(let color, _): (color ?? .primary, true)
            case .stroke(let color, _): (color, false)
            }
        var dots = Style()
        var solid = Style()
        color?.applyForeground(to: &dots)
        color?.applyFill(to: &solid)
        if dimmed {
            dots.attributes.insert(.dim)
            solid.attributes.insert(.dim)
        }
        for y in 0..<rows {
            for x in 0..<columns {
                let bits = cellBits(x, y)
                guard bits != 0 else { continue }
                let point = Point(x: origin.x + x, y: origin.y + y)
                if fills && bits == 0xFF {
                    let cell = Rect(origin: point, size: Size(width: 1, height: 1))
                    if let color, !dimmed { color.fill(cell, on: &canvas) } else { canvas.fill(cell, style: solid) }
                } else {
                    canvas.put(Glyph(text: DotGrid.braille(bits), width: 1), at: point, style: dots)
                }
            }
        }
    }

    /// Lowers the dots whose centres, in points, `keeps` turns down (a clip).
    mutating func lower(unless keeps: (CGPoint) -> Bool) {
        for y in 0..<height {
            for x in 0..<width where dots[y * width + x] {
                let centre = CGPoint(
                    x: (CGFloat(x) + 0.5) * Self.pointsPerDot, y: (CGFloat(y) + 0.5) * Self.pointsPerDot)
                if !keeps(centre) { dots[y * width + x] = false }
            }
        }
    }

    /// Raises the dots within `lineWidth / 2` points of the lines (at least the dots they cross).
    mutating func stroke(_ lines: [Polyline], lineWidth: CGFloat) {
        let half = max(0.55, lineWidth / 2 / Self.pointsPerDot)
        for line in lines {
            let segments = line.points.count == 1 ? [(line.points[0], line.points[0])] : line.segments
            for (start, end) in segments {
                let a = CGPoint(x: start.x / Self.pointsPerDot - 0.5, y: start.y / Self.pointsPerDot - 0.5)
                let b = CGPoint(x: end.x / Self.pointsPerDot - 0.5, y: end.y / Self.pointsPerDot - 0.5)
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                let x0 = max(0, Int((min(a.x, b.x) - half).rounded(.down)))
                let x1 = min(width - 1, Int((max(a.x, b.x) + half).rounded(.up)))
                let y0 = max(0, Int((min(a.y, b.y) - half).rounded(.down)))
                let y1 = min(height - 1, Int((max(a.y, b.y) + half).rounded(.up)))
                guard x0 <= x1, y0 <= y1 else { continue }
                for y in y0...y1 {
                    for x in x0...x1 where Self.distance(CGPoint(x: x, y: y), a, b) <= half {
                        set(x, y)
                    }
                }
            }
        }
    }

    /// Raises the dots whose centres lie inside the lines, by the non-zero winding rule (or
    /// even-odd), row by row.
    mutating func fill(_ lines: [Polyline], evenOdd: Bool) {
        let edges = lines.flatMap { line in
            var closing = line
            closing.closed = true
            return closing.segments
        }
        for y in 0..<height {
            let centre = (CGFloat(y) + 0.5) * Self.pointsPerDot
            var crossings: [(x: CGFloat, winding: Int)] = []
            for (a, b) in edges where (a.y <= centre) != (b.y <= centre) {
                let x = a.x + (centre - a.y) / (b.y - a.y) * (b.x - a.x)
                crossings.append((x / Self.pointsPerDot - 0.5, a.y < b.y ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for (index, crossing) in crossings.enumerated() {
                winding += evenOdd ? 1 : crossing.winding
                let inside = evenOdd ? winding % 2 != 0 : winding != 0
                guard inside, index + 1 < crossings.count else { continue }
                let from = max(0, Int(crossing.x.rounded(.up)))
                let to = min(width - 1, Int(crossings[index + 1].x.rounded(.down)))
                guard from <= to else { continue }
                for x in from...to { set(x, y) }
            }
        }
    }

    /// Whether `point` is inside the lines, by the non-zero winding rule (or even-odd).
    static func contains(_ point: CGPoint, in lines: [Polyline], evenOdd: Bool) -> Bool {
        var winding = 0
        for line in lines {
            var closing = line
            closing.closed = true
            for (a, b) in closing.segments where (a.y <= point.y) != (b.y <= point.y) {
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x { winding += evenOdd ? 1 : (a.y < b.y ? 1 : -1) }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// The distance from `p` to the segment from `a` to `b`.
    private static func distance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let squared = dx * dx + dy * dy
        let t = squared == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / squared))
        return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
    }
}
