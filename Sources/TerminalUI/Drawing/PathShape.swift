import Foundation

/// What a shape of your own is as a view: its path in the frame, drawn with braille dots.
struct PathShape: PrimitiveView {
    typealias Body = Never
    let path: (CGRect) -> Path

    func makeBehavior() -> PathShapeBehavior { PathShapeBehavior() }

    func update(_ node: Node, behavior: PathShapeBehavior) {
        behavior.path = path
        behavior.paint = node.environment.shapePaint ?? .fill(node.environment.foregroundColor)
    }
}

/// Draws a path: a stroke as braille dots along its lines, a fill as solid cells inside it and
/// braille dots along its edges.
final class PathShapeBehavior: NodeBehavior {
    var path: (CGRect) -> Path = { _ in Path() }
    var paint = ShapePaint.fill(nil)
    private let painter = PathPainter()

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions
    }

    override func place(in rect: Rect) {}

    override func draw(in canvas: inout CellGrid) {
        painter.draw(path, paint: paint, in: node.frame, on: &canvas)
    }
}

/// Rasterises a shape's path into a frame of cells with braille dots, keeping the last drawing
/// while the path, the frame's size and the paint stay the same.
final class PathPainter {
    private var drawn: (path: Path, size: Size, paint: ShapePaint, grid: DotGrid)?

    func draw(_ path: (CGRect) -> Path, paint: ShapePaint, in frame: Rect, on canvas: inout CellGrid) {
        guard !frame.isEmpty else { return }
        let outline = path(PointLength.rect(Rect(origin: .zero, size: frame.size)))
        let grid: DotGrid
        if let drawn, drawn.path == outline, drawn.size == frame.size, drawn.paint == paint {
            grid = drawn.grid
        } else {
            grid = DotGrid(outline.polylines(step: 2), paint: paint, columns: frame.width, rows: frame.height)
            drawn = (outline, frame.size, paint, grid)
        }
        grid.paint(paint, at: frame.origin, on: &canvas)
    }
}
