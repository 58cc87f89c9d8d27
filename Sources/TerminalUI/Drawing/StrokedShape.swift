import Foundation

/// A shape's outline as a shape of its own, as SwiftUI's `stroke(lineWidth:)` makes: filling it
/// (`Circle().stroke(lineWidth: 20).fill(.blue)`) draws the outline in the fill's colour.
struct StrokedShape<Base: Shape>: Shape {
    let shape: Base
    let lineWidth: CGFloat
    @Environment(\.shapePaint) private var paint

    /// The outline's path: the shape's own (a terminal strokes it `lineWidth` wide when drawn).
    func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    var body: some View {
        shape.environment(\.shapePaint, .stroke(color, lineWidth: lineWidth))
    }

    /// The colour a fill or stroke of this outline asked for; nil for the foreground colour.
    private var color: Color? {
        switch paint {
        case .fill(let color, _)?, .stroke(let color, _)?: color
        case nil: nil
        }
    }
}
