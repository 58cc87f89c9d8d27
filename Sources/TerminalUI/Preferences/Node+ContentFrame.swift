extension Node {
    /// Where the view stands on the screen after the last layout, in cells: its frame, or for a
    /// node that lays nothing out itself (a modifier such as `.preference`), the box around
    /// what its content lays out.
    var contentFrame: Rect {
        guard behavior.isTransparent else { return frame }
        var union: Rect?
        for child in childDisplayables {
            let next = child.frame
            guard let box = union else {
                union = next
                continue
            }
            let minX = min(box.minX, next.minX)
            let minY = min(box.minY, next.minY)
            union = Rect(
                x: minX, y: minY, width: max(box.maxX, next.maxX) - minX, height: max(box.maxY, next.maxY) - minY)
        }
        return union ?? .zero
    }
}
