import Foundation

/// A view that draws with a `GraphicsContext`, as SwiftUI's `Canvas`: each time it is drawn,
/// `renderer` is given a context and the canvas's size in points. Like a shape, it takes all
/// the room offered. **Approximated** as `GraphicsContext` is: braille dots for paths, whole
/// cells for text; `symbols` are accepted and not drawn.
public struct Canvas<Symbols: View>: View {
    public typealias Body = Never
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    /// A canvas with views to draw as symbols (resolved by their `.tag`).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer
        ) { EmptyView() }
    }
}

extension Canvas: PrimitiveView {
    func makeBehavior() -> CanvasBehavior { CanvasBehavior() }

    func update(_ node: Node, behavior: CanvasBehavior) {
        behavior.renderer = renderer
        behavior.environment = node.environment
    }
}

/// Runs a canvas's renderer when drawn and paints what it recorded, in order, into the cells.
final class CanvasBehavior: NodeBehavior {
    var renderer: (inout GraphicsContext, CGSize) -> Void = { _, _ in }
    var environment = EnvironmentValues()

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions
    }

    override func place(in rect: Rect) {}

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        let recording = GraphicsContext.Recording(environment: environment)
        var context = GraphicsContext(recording: recording)
        renderer(&context, PointLength.size(frame.size))
        canvas.clipped(to: frame) { cells in
            for operation in recording.operations {
                paint(operation, in: frame, on: &cells)
            }
        }
    }

    private func paint(_ operation: GraphicsContext.Operation, in frame: Rect, on cells: inout CellGrid) {
        switch operation {
        case .fill(let path, let shading, let evenOdd, let clip):
            draw(path, as: .fill(color(of: shading), evenOdd: evenOdd), clip: clip, in: frame, on: &cells)
        case .stroke(let path, let shading, let lineWidth, let clip):
            draw(path, as: .stroke(color(of: shading), lineWidth: lineWidth), clip: clip, in: frame, on: &cells)
        case .text(let text, let shading, let origin, let clip):
            draw(text, shading: shading, at: origin, clip: clip, in: frame, on: &cells)
        case .image(let image, let origin, let clip):
            draw(Text(image), shading: nil, at: origin, clip: clip, in: frame, on: &cells)
        }
    }

    /// Draws `path` in braille dots as a shape of your own is, kept inside the clip.
    private func draw(
        _ path: Path, as paint: ShapePaint, clip: GraphicsContext.Clip, in frame: Rect, on cells: inout CellGrid
    ) {
        var dots = DotGrid(path.polylines(step: 2), paint: paint, columns: frame.width, rows: frame.height)
        keep(&dots, inside: clip)
        dots.paint(paint, at: frame.origin, on: &cells, dimmed: clip.opacity < 1)
    }

    /// Draws text in whole cells from the cell holding `origin`, each cell kept where the clip
    /// holds its centre.
    private func draw(
        _ text: Text, shading: GraphicsContext.Shading?, at origin: CGPoint, clip: GraphicsContext.Clip,
        in frame: Rect, on cells: inout CellGrid
    ) {
        var base = Style()
        environment.font?.apply(to: &base)
        (shading.map(color(of:)) ?? environment.foregroundColor)?.applyForeground(to: &base)
        if clip.opacity < 1 { base.attributes.insert(.dim) }
        let layout = TextLayout(text: text, base: base)
        let column = Int((origin.x / PointLength.pointsPerColumn).rounded())
        let row = Int((origin.y / PointLength.pointsPerRow).rounded())
        let placed = Rect(
            origin: Point(x: frame.minX + column, y: frame.minY + row), size: Size(width: layout.totalWidth, height: 1))
        let centre = CGPoint(
            x: (CGFloat(column) + CGFloat(layout.totalWidth) / 2) * PointLength.pointsPerColumn,
            y: (CGFloat(row) + 0.5) * PointLength.pointsPerRow)
        guard inside(centre, clip) else { return }
        layout.draw(in: placed, lineLimit: 1, canvas: &cells)
    }

    private func keep(_ dots: inout DotGrid, inside clip: GraphicsContext.Clip) {
        guard !clip.paths.isEmpty else { return }
        dots.lower { self.inside($0, clip) }
    }

    private func inside(_ point: CGPoint, _ clip: GraphicsContext.Clip) -> Bool {
        clip.paths.allSatisfy { $0.path.contains(point) != $0.inverse }
    }

    private func color(of shading: GraphicsContext.Shading) -> Color? {
        shading.style.flatMap { terminalColor(of: $0) } ?? environment.foregroundColor
    }
}
