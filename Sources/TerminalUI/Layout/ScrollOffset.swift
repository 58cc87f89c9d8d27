/// How far a scrolling container (a `ScrollView`, a `Form`) moves its content along an axis
/// (up, or left), so that the focused control stays in view.
enum ScrollOffset {
    /// `offset` moved just enough along `axis` for `frame` — the focused control, laid out at
    /// `offset` — to lie within `visible` (back to the start when the control lies in the
    /// first screenful), then kept within the content (`contentLength` cells along the axis).
    static func keeping(
        _ frame: Rect, visibleIn visible: Rect, from offset: Int, contentLength: Int, axis: Axis = .vertical
    ) -> Int {
        var offset = offset
        let length = axis.length(of: visible.size)
        if axis.end(of: frame) > axis.end(of: visible) {
            offset += axis.end(of: frame) - axis.end(of: visible)
        } else if axis.start(of: frame) < axis.start(of: visible) {
            // Back up to a control of the first screenful: all of it shows, what is above the
            // control (a title, a card) too.
            let endInContent = axis.end(of: frame) - axis.start(of: visible) + offset
            offset = endInContent <= length ? 0 : offset - (axis.start(of: visible) - axis.start(of: frame))
        }
        return clamped(offset, contentLength: contentLength, visibleLength: length)
    }

    /// `offset` within 0 and the cells of content that do not fit.
    static func clamped(_ offset: Int, contentLength: Int, visibleLength: Int) -> Int {
        max(0, min(offset, max(0, contentLength - visibleLength)))
    }
}
