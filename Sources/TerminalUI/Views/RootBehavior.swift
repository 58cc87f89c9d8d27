/// Lays the hosted content over the whole screen and draws alerts above it, each centred over
/// a dimmed copy of what is below.
final class RootBehavior: NodeBehavior {
    override func place(in rect: Rect) {
        layoutChildrenAsStack().place(in: rect)
        for overlay in node.graph.overlays {
            let size = overlay.sizeThatFits(ProposedSize(width: max(0, rect.width - 2), height: rect.height))
            let width = min(size.width, rect.width)
            let height = min(size.height, rect.height)
            overlay.place(in: Rect(
                x: rect.minX + max(0, (rect.width - width) / 2),
                y: rect.minY + max(0, (rect.height - height) / 2),
                width: width,
                height: height
            ))
        }
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        for overlay in node.graph.overlays {
            canvas.restyle(canvas.bounds) { style in
                style.attributes.insert(.dim)
                style.attributes.remove(.reverse)
            }
            overlay.behavior.draw(in: &canvas)
        }
    }
}
