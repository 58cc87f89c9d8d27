/// The bar a horizontal scroll view draws on its bottom line when its content is wider than
/// it (and a vertical one in its last column while it has focus): a dim track, and on it a
/// thumb as long as the share of the content in view, where the view is.
struct ScrollIndicator {
    /// How far into the content the view starts, how much of it the view shows and how long the
    /// content is, all in one unit (columns, or a lazy scroll view's items).
    let offset: Int
    let shown: Int
    let total: Int

    /// Draws the bar along the first line of `rect` (reversed: the view has focus).
    func draw(in canvas: inout CellGrid, along rect: Rect, reversed: Bool = false) {
        for (index, isThumb) in cells(rect.width).enumerated() {
            canvas.put(
                Glyph(text: isThumb ? "━" : "─", width: 1), at: Point(x: rect.minX + index, y: rect.minY),
                style: style(isThumb, reversed: reversed))
        }
    }

    /// Draws the bar down the first column of `rect` (reversed: the view has focus).
    func draw(in canvas: inout CellGrid, down rect: Rect, reversed: Bool = false) {
        for (index, isThumb) in cells(rect.height).enumerated() {
            canvas.put(
                Glyph(text: isThumb ? "┃" : "│", width: 1), at: Point(x: rect.minX, y: rect.minY + index),
                style: style(isThumb, reversed: reversed))
        }
    }

    /// For each of `length` cells, whether the thumb covers it.
    private func cells(_ length: Int) -> [Bool] {
        guard length > 0, total > 0 else { return [] }
        let thumb = min(length, max(1, length * shown / total))
        // The thumb reaches the end only when the view does.
        let start = offset + shown >= total ? length - thumb : min(length - thumb, length * offset / total)
        return (0..<length).map { $0 >= start && $0 < start + thumb }
    }

    private func style(_ isThumb: Bool, reversed: Bool) -> Style {
        var attributes: Style.Attributes = isThumb ? [] : .dim
        if reversed { attributes.insert(.reverse) }
        return Style(attributes: attributes)
    }
}
