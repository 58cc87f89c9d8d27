import Foundation

/// The outline of a 2D shape, in points, as SwiftUI's `Path`: lines and curves, built with
/// `move(to:)`, `addLine(to:)`, `addCurve(to:control1:control2:)`, `addArc(…)`, `addRect(_:)`,
/// `addEllipse(in:)` and the rest, and drawn as a shape (`.stroke`, `.fill`). **Approximated**
/// where it is drawn: a terminal shows it with braille dots, four points apart (see `Shape`).
public struct Path: Equatable, Sendable {
    /// One step of a path, as SwiftUI's `Path.Element`.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private(set) var elements: [Element] = []
    /// Where the current subpath started: where `closeSubpath()` goes back to.
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with rounded corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with rounded corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle whose corners are rounded each by its own radius.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The ellipse inside `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// The path `callback` builds from an empty one.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added, if any.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): point
        case .closeSubpath: subpathStart
        case nil: nil
        }
    }

    /// The smallest rectangle holding every point the path passes through.
    public var boundingRect: CGRect {
        let points = polylines(step: 0.5).flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for point in points {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Calls `body` with each element in turn.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// A straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
    }

    /// Straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve from the current point to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// A cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to where it started.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }

    /// A closed rectangle, as a subpath of its own.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(
            [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            ].map { $0.applying(transform) })
        closeSubpath()
    }

    /// Closed rectangles, each a subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed rectangle with rounded corners; the corners are quarter ellipses whatever `style`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let corner = CGSize(
            width: min(max(0, cornerSize.width), r.width / 2), height: min(max(0, cornerSize.height), r.height / 2))
        guard corner.width > 0, corner.height > 0 else { return addRect(r, transform: transform) }
        addRoundedRect(r, corners: [corner, corner, corner, corner], transform: transform)
    }

    /// A closed rectangle whose corners are quarter circles of their own radii (a corner of
    /// radius 0 is square), each at most half the rectangle's shorter side.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        func corner(_ radius: CGFloat) -> CGSize {
            let side = min(max(0, radius), r.width / 2, r.height / 2)
            return CGSize(width: side, height: side)
        }
        let radii = [
            cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading,
        ]
        addRoundedRect(r, corners: radii.map(corner), transform: transform)
    }

    /// The outline of a rounded rectangle, `corners` sized clockwise from the top-leading one
    /// (a zero size is a square corner), as a closed subpath starting along the top edge.
    private mutating func addRoundedRect(_ r: CGRect, corners: [CGSize], transform: CGAffineTransform) {
        let (topLeading, topTrailing, bottomTrailing, bottomLeading) = (corners[0], corners[1], corners[2], corners[3])
        var outline = Path()
        outline.move(to: CGPoint(x: r.minX + topLeading.width, y: r.minY))
        outline.addLine(to: CGPoint(x: r.maxX - topTrailing.width, y: r.minY))
        outline.addCorner(CGPoint(x: r.maxX, y: r.minY), to: CGPoint(x: r.maxX, y: r.minY + topTrailing.height))
        outline.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing.height))
        outline.addCorner(CGPoint(x: r.maxX, y: r.maxY), to: CGPoint(x: r.maxX - bottomTrailing.width, y: r.maxY))
        outline.addLine(to: CGPoint(x: r.minX + bottomLeading.width, y: r.maxY))
        outline.addCorner(CGPoint(x: r.minX, y: r.maxY), to: CGPoint(x: r.minX, y: r.maxY - bottomLeading.height))
        outline.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeading.height))
        outline.addCorner(CGPoint(x: r.minX, y: r.minY), to: CGPoint(x: r.minX + topLeading.width, y: r.minY))
        outline.closeSubpath()
        addPath(outline, transform: transform)
    }

    /// The ellipse inside `rect`, as a closed subpath starting at its right end and going round
    /// clockwise on screen.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        var outline = Path()
        outline.move(to: CGPoint(x: r.maxX, y: center.y))
        outline.addQuarter(corner: CGPoint(x: r.maxX, y: r.maxY), to: CGPoint(x: center.x, y: r.maxY))
        outline.addQuarter(corner: CGPoint(x: r.minX, y: r.maxY), to: CGPoint(x: r.minX, y: center.y))
        outline.addQuarter(corner: CGPoint(x: r.minX, y: r.minY), to: CGPoint(x: center.x, y: r.minY))
        outline.addQuarter(corner: CGPoint(x: r.maxX, y: r.minY), to: CGPoint(x: r.maxX, y: center.y))
        outline.closeSubpath()
        addPath(outline, transform: transform)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`, with a line to its
    /// start from the current point. Angles are measured from the positive x axis toward the
    /// positive y axis (down the screen); as in SwiftUI, `clockwise: false` draws with the angle
    /// growing, which on screen (y down) is clockwise.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let full = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            delta = -((-delta).truncatingRemainder(dividingBy: full) + full).truncatingRemainder(dividingBy: full)
        } else {
            delta = (delta.truncatingRemainder(dividingBy: full) + full).truncatingRemainder(dividingBy: full)
        }
        if delta == 0, endAngle.radians != startAngle.radians { delta = clockwise ? -full : full }
        addRelativeArc(
            center: center, radius: radius, startAngle: startAngle, delta: .radians(delta), transform: transform)
    }

    /// An arc of the circle around `center` from `startAngle`, turning by `delta` (growing angles
    /// are clockwise on screen), with a line to its start from the current point.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(transform)
        }
        let start = startAngle.radians
        let first = point(start)
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        // Quarter turns or less, each one cubic curve.
        let pieces = max(1, Int((abs(delta.radians) / (Double.pi / 2)).rounded(.up)))
        let step = delta.radians / Double(pieces)
        let handle = 4 / 3 * tan(step / 4) * radius
        for index in 0..<pieces {
            let a0 = start + step * Double(index)
            let a1 = a0 + step
            let c1 = CGPoint(
                x: center.x + radius * cos(a0) - handle * sin(a0), y: center.y + radius * sin(a0) + handle * cos(a0))
            let c2 = CGPoint(
                x: center.x + radius * cos(a1) + handle * sin(a1), y: center.y + radius * sin(a1) - handle * cos(a1))
            addCurve(to: point(a1), control1: c1.applying(transform), control2: c2.applying(transform))
        }
    }

    /// A line toward `tangent1End`, turning into an arc of `radius` tangent to the lines from the
    /// current point to `tangent1End` and from there to `tangent2End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = currentPoint else { return move(to: tangent1End.applying(transform)) }
        let p1 = tangent1End.applying(transform)
        let p2 = tangent2End.applying(transform)
        let v1 = CGPoint(x: current.x - p1.x, y: current.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-9 else { return addLine(to: p1) }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let start = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let end = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre lies along the bisector, `radius` from both tangent points.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let length = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(
            x: p1.x + bisector.x / length * centerDistance, y: p1.y + bisector.y / length * centerDistance)
        let a0 = atan2(start.y - center.y, start.x - center.x)
        let a1 = atan2(end.y - center.y, end.x - center.x)
        var delta = a1 - a0
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        addLine(to: start)
        addRelativeArc(center: center, radius: radius, startAngle: .radians(a0), delta: .radians(delta))
    }

    /// Every element of `path`, moved by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements {
            switch element {
            case .move(let point): move(to: point)
            case .line(let point): elements.append(.line(to: point))
            case .quadCurve(let point, let control): elements.append(.quadCurve(to: point, control: control))
            case .curve(let point, let c1, let c2): elements.append(.curve(to: point, control1: c1, control2: c2))
            case .closeSubpath: elements.append(.closeSubpath)
            }
        }
    }

    /// The path with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var result = self
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        result.subpathStart = subpathStart?.applying(transform)
        return result
    }

    /// The path moved by `dx` across and `dy` down.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The part of the path between the fractions `from` and `to` of its length (0 the start, 1 the
    /// end), as straight lines a fraction of a point apart.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = max(0, min(1, from))
        let end = max(0, min(1, to))
        guard end > start else { return Path() }
        let lines = polylines(step: 0.25)
        let total = lines.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (first, last) = (start * total, end * total)
        var result = Path()
        var walked: CGFloat = 0
        for line in lines {
            var points = line.points
            if line.closed, let head = points.first { points.append(head) }
            var drawing = false
            for (a, b) in zip(points, points.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                defer { walked += length }
                guard length > 0, walked + length > first, walked < last else { continue }
                func at(_ distance: CGFloat) -> CGPoint {
                    let t = max(0, min(1, (distance - walked) / length))
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    result.move(to: at(first))
                    drawing = true
                }
                result.addLine(to: at(last))
            }
        }
        return result
    }

    /// Whether `point` is inside the path, by the non-zero winding rule (or even-odd, `eoFill`).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        DotGrid.contains(point, in: polylines(step: 0.5), evenOdd: eoFill)
    }

    /// A quarter ellipse from the current point to `end`, bulging toward `corner`.
    /// A quarter ellipse round `corner` to `end`, or a line to the corner where `end` is it.
    private mutating func addCorner(_ corner: CGPoint, to end: CGPoint) {
        if end == corner { addLine(to: corner) } else { addQuarter(corner: corner, to: end) }
    }

    private mutating func addQuarter(corner: CGPoint, to end: CGPoint) {
        guard let start = currentPoint else { return }
        let k: CGFloat = 0.552_284_749_8
        addCurve(
            to: end,
            control1: CGPoint(x: start.x + (corner.x - start.x) * k, y: start.y + (corner.y - start.y) * k),
            control2: CGPoint(x: end.x + (corner.x - end.x) * k, y: end.y + (corner.y - end.y) * k))
    }
}
