/// The bar a horizontal scroll view draws on its bottom line when its content is wider than
/// it: a dim track, and on it a thumb as long as the share of the content in view, where the
/// view is.
struct ScrollIndicator {
    /// How far into the content the view starts, how much of it the view shows and how long the
    /// content is, all in one unit (columns, or a lazy scroll view's items).
    let offset: Int
    let shown: Int
    let total: Int

    /// Draws the bar along the first line of `rect`.
    func draw(in canvas: inout CellGrid, along rect: Rect) {
        let width = rect.width
        guard width > 0, total > 0 else { return }
        let thumb = min(width, max(1, width * shown / total))
        // The thumb reaches the end only when the view does.
        let start = offset + shown >= total ? width - thumb : min(width - thumb, width * offset / total)
        for x in 0..<width {
            let isThumb = x >= start && x < start + thumb
            canvas.put(
                Glyph(text: isThumb ? "━" : "─", width: 1), at: Point(x: rect.minX + x, y: rect.minY),
                style: Style(attributes: isThumb ? [] : .dim))
        }
    }
}
