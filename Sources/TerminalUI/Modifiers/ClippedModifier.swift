/// Draws the content only within the view's frame, as SwiftUI's `.clipped()`: content laid out
/// larger than the frame (a wide text in a narrow `.frame`) is cut at its edges, and clicks
/// outside the frame do not reach it.
struct ClippedModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    func makeBehavior() -> ClippedBehavior { ClippedBehavior() }

    func update(_ node: Node, behavior: ClippedBehavior, content: any View) {
        updateContent(node, content)
    }
}

final class ClippedBehavior: ModifierBehavior {
    override var isReusable: Bool { true }
    override var clipsContent: Bool { true }

    override func draw(in canvas: inout CellGrid) {
        canvas.clipped(to: node.frame) { canvas in
            super.draw(in: &canvas)
        }
    }
}

extension View {
    /// Cuts what the view draws at the edges of its frame; a cell is never smoothed, so
    /// `antialiased` changes nothing.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(ClippedModifier())
    }
}
