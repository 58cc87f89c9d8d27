import Foundation

extension Path {
    /// The area a line drawn along the path with `style` covers, as a path to fill, as
    /// SwiftUI's `strokedPath(_:)`: a shape built on it (a dashed ring) fills its line. Each
    /// straight piece (curves cut into pieces a point long) becomes a band `lineWidth` wide; the
    /// dash pattern cuts the line first. The bands turn the same way, so filled by the non-zero
    /// rule they make one line. Joins are round; a `.round` cap adds a disc at each end and a
    /// `.square` one lengthens the ends by half the width.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0 else { return Path() }
        var result = Path()
        for line in Self.dashed(polylines(step: 1), by: style.dash, phase: style.dashPhase) {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            if !line.closed, style.lineCap == .square, points.count > 1 {
                points[0] = Self.extend(points[0], awayFrom: points[1], by: half)
                let last = points.count - 1
                points[last] = Self.extend(points[last], awayFrom: points[last - 1], by: half)
            }
            for (a, b) in zip(points, points.dropFirst()) {
                result.addBand(from: a, to: b, half: half)
            }
            // Discs at the joins (and at the ends, for round caps).
            let ends = line.closed || style.lineCap == .round
            for (index, point) in points.enumerated() where ends || (index > 0 && index < points.count - 1) {
                result.addDisc(at: point, radius: half)
            }
        }
        return result
    }

    /// A closed band `half` to either side of the piece from `a` to `b`, turning the way every
    /// band and disc of a stroked path turns.
    private mutating func addBand(from a: CGPoint, to b: CGPoint, half: CGFloat) {
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length > 0 else { return }
        let normal = CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
        move(to: CGPoint(x: a.x + normal.x, y: a.y + normal.y))
        addLine(to: CGPoint(x: b.x + normal.x, y: b.y + normal.y))
        addLine(to: CGPoint(x: b.x - normal.x, y: b.y - normal.y))
        addLine(to: CGPoint(x: a.x - normal.x, y: a.y - normal.y))
        closeSubpath()
    }

    /// A closed disc of twelve sides around `centre`, turning as the bands do.
    private mutating func addDisc(at centre: CGPoint, radius: CGFloat) {
        for step in 0..<12 {
            let angle = -CGFloat(step) * .pi / 6
            let point = CGPoint(x: centre.x + cos(angle) * radius, y: centre.y + sin(angle) * radius)
            if step == 0 { move(to: point) } else { addLine(to: point) }
        }
        closeSubpath()
    }

    /// `point` moved `distance` further from `other`, along the line through both.
    private static func extend(_ point: CGPoint, awayFrom other: CGPoint, by distance: CGFloat) -> CGPoint {
        let length = hypot(point.x - other.x, point.y - other.y)
        guard length > 0 else { return point }
        return CGPoint(
            x: point.x + (point.x - other.x) / length * distance, y: point.y + (point.y - other.y) / length * distance)
    }

    /// The pieces of `lines` the dash pattern draws (on, off, on, …, repeated, so that an odd
    /// pattern alternates too; starting `phase` into it), as open lines; the lines themselves
    /// when the pattern has no length.
    static func dashed(_ lines: [Polyline], by pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        let pattern = pattern.map { max(0, $0) }
        let period = pattern.reduce(0, +)
        guard period > 0 else { return lines }
        var result: [Polyline] = []
        for line in lines {
            var points = line.points
            guard let start = points.first else { continue }
            if line.closed { points.append(start) }
            // Where in the pattern the line starts: which dash or gap, and how far into it.
            var index = 0
            var on = true
            var left = pattern[0]
            func next() {
                index = (index + 1) % pattern.count
                on.toggle()
                left = pattern[index]
            }
            // An odd pattern takes two rounds to come back to a dash.
            let cycle = pattern.count % 2 == 0 ? period : 2 * period
            var into = phase.truncatingRemainder(dividingBy: cycle)
            if into < 0 { into += cycle }
            while into >= left {
                into -= left
                next()
            }
            left -= into
            var current: [CGPoint] = on ? [start] : []
            for (a, b) in zip(points, points.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                var walked: CGFloat = 0
                while length - walked > left {
                    walked += left
                    let t = walked / length
                    let point = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on {
                        current.append(point)
                        if current.count > 1 { result.append(Polyline(points: current, closed: false)) }
                        current = []
                    } else {
                        current = [point]
                    }
                    next()
                }
                left -= length - walked
                if on { current.append(b) }
            }
            if current.count > 1 { result.append(Polyline(points: current, closed: false)) }
        }
        return result
    }
}
