import Foundation

/// A 2D shape, as SwiftUI's `Shape`: `path(in:)` outlines it in the rectangle it is given, in
/// points. As a view it takes all the room offered.
///
/// **Approximated:** the built-in shapes (`Rectangle`, `RoundedRectangle`, `Circle`, `Ellipse`,
/// `Capsule`) are drawn with whole cells: filled as coloured cells, stroked as a line box (with
/// rounded corners for the round ones). Shapes of your own, `Path`s, and trimmed, inset, rotated or
/// scaled shapes are drawn from their path with braille dots, two across and four down a cell (a
/// dot is 4 points square): a stroke raises the dots along the lines (as wide as `lineWidth`), a
/// fill the dots inside, cells wholly inside taking the fill's colour as a solid cell.
public protocol Shape: View, Animatable {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape of your own draws its path (see `Shape`).
    public var body: some View {
        PathShape(path: path(in:))
    }

    /// Fills the shape with `content` (a colour, or a gradient's first colour).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some ShapeView<Self> {
        PaintedShape(shape: self, paint: .fill(terminalColor(of: content), evenOdd: style.isEOFilled))
    }

    /// Fills the shape with the foreground colour.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        environment(\.shapePaint, .fill(nil, evenOdd: style.isEOFilled))
    }

    /// Outlines the shape with `content`, `lineWidth` points wide (a built-in shape's line is one
    /// cell whatever the width).
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> some ShapeView<Self>
    {
        PaintedShape(shape: self, paint: .stroke(terminalColor(of: content), lineWidth: lineWidth))
    }

    /// Outlines the shape with `content` in `style` (its width is used; caps, joins and dashes are
    /// not drawn).
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    )
        -> some ShapeView<Self>
    {
        PaintedShape(shape: self, paint: .stroke(terminalColor(of: content), lineWidth: style.lineWidth))
    }

    /// The shape's outline, `lineWidth` points wide, as a shape: drawn in the foreground colour,
    /// or in the colour a `fill` of it gives.
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some Shape {
        StrokedShape(shape: self, lineWidth: lineWidth)
    }

    /// The shape's outline in `style` (its width), as a shape.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> some Shape {
        StrokedShape(shape: self, lineWidth: style.lineWidth)
    }

    /// The part of the outline between the fractions `from` and `to` of its length (a ring's arc
    /// for a progress circle).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TransformedShape(shape: self) { $0.trimmedPath(from: startFraction, to: endFraction) }
    }

    /// The shape turned by `angle` around `anchor` of its rectangle.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape {
        TransformedShape(shape: self, rect: { $0 }) { path, rect in
            let x = rect.minX + rect.width * anchor.x
            let y = rect.minY + rect.height * anchor.y
            return path.applying(
                CGAffineTransform(translationX: -x, y: -y)
                    .concatenating(CGAffineTransform(rotationAngle: angle.radians))
                    .concatenating(CGAffineTransform(translationX: x, y: y)))
        }
    }

    /// The shape scaled by `x` and `y` around `anchor` of its rectangle.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some Shape {
        TransformedShape(shape: self, rect: { $0 }) { path, rect in
            let ax = rect.minX + rect.width * anchor.x
            let ay = rect.minY + rect.height * anchor.y
            return path.applying(
                CGAffineTransform(translationX: -ax, y: -ay)
                    .concatenating(CGAffineTransform(scaleX: x, y: y))
                    .concatenating(CGAffineTransform(translationX: ax, y: ay)))
        }
    }

    /// The shape scaled by `scale` around `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The shape moved by `transform`.
    public func transform(_ transform: CGAffineTransform) -> some Shape {
        TransformedShape(shape: self) { $0.applying(transform) }
    }
}

/// A shape whose path is another's, changed (trimmed, turned, scaled, inset).
struct TransformedShape<Base: Shape>: Shape {
    let shape: Base
    let rect: (CGRect) -> CGRect
    let change: (Path, CGRect) -> Path

    init(shape: Base, rect: @escaping (CGRect) -> CGRect, change: @escaping (Path, CGRect) -> Path) {
        self.shape = shape
        self.rect = rect
        self.change = change
    }

    init(shape: Base, change: @escaping (Path) -> Path) {
        self.init(shape: shape, rect: { $0 }) { path, _ in change(path) }
    }

    func path(in rect: CGRect) -> Path {
        change(shape.path(in: self.rect(rect)), rect)
    }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle: a path's points are where it is drawn.
    public func path(in rect: CGRect) -> Path { self }
}
