import Foundation

/// A subpath as straight lines: what a `Path` becomes to be measured, trimmed or drawn.
struct Polyline: Equatable {
    var points: [CGPoint]
    var closed: Bool

    /// The length along the points (back to the first one when closed).
    var length: CGFloat {
        var total: CGFloat = 0
        for (a, b) in zip(points, points.dropFirst()) { total += hypot(b.x - a.x, b.y - a.y) }
        if closed, let first = points.first, let last = points.last {
            total += hypot(first.x - last.x, first.y - last.y)
        }
        return total
    }

    /// Each straight piece, from one point to the next (and back to the first when closed).
    var segments: [(CGPoint, CGPoint)] {
        var result = Array(zip(points, points.dropFirst()))
        if closed, points.count > 1, let first = points.first, let last = points.last { result.append((last, first)) }
        return result
    }
}

extension Path {
    /// The subpaths as straight lines, curves cut into pieces about `step` points long.
    func polylines(step: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        var current: Polyline?
        func pieces(_ points: [CGPoint]) -> Int {
            let length = zip(points, points.dropFirst()).reduce(CGFloat(0)) {
                $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)
            }
            return max(2, min(256, Int((length / step).rounded(.up))))
        }
        for element in elements {
            switch element {
            case .move(let point):
                if let line = current, line.points.count > 1 { result.append(line) }
                current = Polyline(points: [point], closed: false)
            case .line(let point):
                current?.points.append(point)
            case .quadCurve(let end, let control):
                guard let start = current?.points.last else { continue }
                let n = pieces([start, control, end])
                for index in 1...n {
                    let t = CGFloat(index) / CGFloat(n)
                    let u = 1 - t
                    current?.points.append(
                        CGPoint(
                            x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                            y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
                }
            case .curve(let end, let c1, let c2):
                guard let start = current?.points.last else { continue }
                let n = pieces([start, c1, c2, end])
                for index in 1...n {
                    let t = CGFloat(index) / CGFloat(n)
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current?.points.append(
                        CGPoint(
                            x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                            y: a * start.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .closeSubpath:
                guard var line = current else { continue }
                line.closed = true
                result.append(line)
                // A new subpath starts where the closed one started, as in Core Graphics.
                current = line.points.first.map { Polyline(points: [$0], closed: false) }
            }
        }
        if let line = current, line.points.count > 1 { result.append(line) }
        return result
    }
}
