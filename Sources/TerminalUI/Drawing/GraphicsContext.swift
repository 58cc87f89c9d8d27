import Foundation

/// What a `Canvas` draws with, as SwiftUI's `GraphicsContext`: paths filled and stroked, text
/// and images placed, all in points and moved by the context's transform. Copies draw into the
/// same canvas, each with its own transform, opacity and clip.
///
/// **Approximated:** paths are drawn with braille dots as shapes of your own are (see `Shape`),
/// a gradient as its first colour; text and images take whole cells at the point given; a
/// context below full opacity draws dimmed; filters and blend modes are accepted and change
/// nothing; symbols are not drawn (`resolveSymbol(id:)` finds none).
public struct GraphicsContext {
    /// The drawing operations one run of a canvas's renderer makes, in order.
    final class Recording {
        let environment: EnvironmentValues
        var operations: [Operation] = []

        init(environment: EnvironmentValues) {
            self.environment = environment
        }
    }

    /// One thing drawn: a path or a text, already in the canvas's points.
    enum Operation {
        case fill(Path, Shading, evenOdd: Bool, Clip)
        case stroke(Path, Shading, lineWidth: CGFloat, Clip)
        case text(Text, Shading?, origin: CGPoint, Clip)
        case image(Image, origin: CGPoint, Clip)
    }

    /// The paths drawing is kept inside (each with whether it is turned inside out), the opacity.
    struct Clip {
        var paths: [(path: Path, inverse: Bool)] = []
        var opacity: Double = 1
    }

    private let recording: Recording
    private var clip = Clip()

    /// The transform from user points to the canvas's points.
    public var transform = CGAffineTransform.identity
    /// The opacity of what is drawn next: dimmed below 1, not drawn at 0.
    public var opacity: Double {
        get { clip.opacity }
        set { clip.opacity = max(0, min(1, newValue)) }
    }
    /// How what is drawn next mixes with what is there (accepted; a cell shows the last drawing).
    public var blendMode = BlendMode.normal
    /// The environment of the canvas.
    public var environment: EnvironmentValues { recording.environment }

    init(recording: Recording) {
        self.recording = recording
    }

    // MARK: Transform

    /// Moves the origin by `x`, `y` points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales what is drawn next by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Turns what is drawn next by `angle` around the origin.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping, layers, filters

    /// Keeps what is drawn next inside `path` (outside it with the `.inverse` option).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clip.paths.append((path.applying(transform), options.contains(.inverse)))
    }

    /// Runs `content` with a copy of this context, as a layer of its own.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Adds a filter to what is drawn next (accepted; a terminal cell is not filtered).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

    // MARK: Paths

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path.applying(transform), shading, evenOdd: style.isEOFilled, clip))
    }

    /// Outlines `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        record(.stroke(path.applying(transform), shading, lineWidth: lineWidth * scale, clip))
    }

    /// Outlines `path` with `shading` in `style` (its width).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        stroke(path, with: shading, lineWidth: style.lineWidth)
    }

    // MARK: Text and images

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` at the top left of `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws resolved text with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        record(.text(text.text, text.shading, origin: origin(of: size, with: anchor, at: point), clip))
    }

    /// Draws resolved text at the top left of `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        record(.text(text.text, text.shading, origin: rect.origin.applying(transform), clip))
    }

    /// Draws `image` (its symbol) with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = ResolvedImage(image: image).size
        record(.image(image, origin: origin(of: size, with: anchor, at: point), clip))
    }

    /// Draws `image` (its symbol) in the middle of `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image, at: CGPoint(x: rect.midX, y: rect.midY))
    }

    /// Draws a resolved image with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image.image, at: point, anchor: anchor)
    }

    /// Draws a resolved image in the middle of `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image.image, in: rect, style: style)
    }

    /// Draws a symbol of the canvas (not drawn in a terminal; see the type's notes).
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// Draws a symbol of the canvas in `rect` (not drawn in a terminal).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}

    /// `text` ready to be measured and drawn.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text)
    }

    /// `image` ready to be measured and drawn.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image)
    }

    /// The canvas's symbol tagged `id`: none in a terminal, which does not draw symbols.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        nil
    }

    /// Where something `size` large starts in the canvas's points, its `anchor` at `point`.
    private func origin(of size: CGSize, with anchor: UnitPoint, at point: CGPoint) -> CGPoint {
        let at = point.applying(transform)
        return CGPoint(x: at.x - size.width * anchor.x, y: at.y - size.height * anchor.y)
    }

    private func record(_ operation: Operation) {
        guard clip.opacity > 0 else { return }
        recording.operations.append(operation)
    }

    /// How much the transform scales lengths (for line widths).
    private var scale: CGFloat {
        let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let scaleY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
        return (scaleX + scaleY) / 2
    }
}
