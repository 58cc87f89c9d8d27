/// A shape drawn with a style, as SwiftUI's `ShapeView`: what `fill` and a styled `stroke`
/// return, so that a fill and a stroke chain (`Circle().fill(.blue).stroke(.white)`), each
/// drawn over the one before.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

extension ShapeView {
    /// Fills the shape with `content` over what this view draws.
    public func fill<S: ShapeStyle>(
        _ content: S = Color.primary, style: FillStyle = FillStyle()
    ) -> some ShapeView<Content> {
        RepaintedShape(shape: shape, paint: .fill(terminalColor(of: content), evenOdd: style.isEOFilled), below: self)
    }

    /// Outlines the shape with `content`, `lineWidth` points wide, over what this view draws.
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> some ShapeView<Content>
    {
        RepaintedShape(shape: shape, paint: .stroke(terminalColor(of: content), lineWidth: lineWidth), below: self)
    }

    /// Outlines the shape with `content` in `style` (its width), over what this view draws.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    )
        -> some ShapeView<Content>
    {
        RepaintedShape(
            shape: shape, paint: .stroke(terminalColor(of: content), lineWidth: style.lineWidth), below: self)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Outlines the shape inside its frame with `content`, over what this view draws (every
    /// stroke is drawn inside the frame in a terminal).
    public func strokeBorder<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some ShapeView<Content> {
        stroke(content, lineWidth: lineWidth)
    }

    /// Outlines the shape inside its frame with `content` in `style`, over what this view draws.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> some ShapeView<Content> {
        stroke(content, style: style)
    }
}

/// A shape painted once: what `fill` or a styled `stroke` of a shape makes.
struct PaintedShape<Content: Shape>: ShapeView {
    let shape: Content
    let paint: ShapePaint

    var body: some View {
        shape.environment(\.shapePaint, paint)
    }
}

/// A shape painted over another painting of it.
struct RepaintedShape<Content: Shape, Below: View>: ShapeView {
    let shape: Content
    let paint: ShapePaint
    let below: Below

    var body: some View {
        ZStack {
            below
            PaintedShape(shape: shape, paint: paint)
        }
    }
}
