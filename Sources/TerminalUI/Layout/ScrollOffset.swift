/// How far a scrolling container (a `ScrollView`, a `Form`) moves its content up, so that the
/// focused control stays in view.
enum ScrollOffset {
    /// `offset` moved just enough for `frame` — the focused control, laid out at `offset` — to
    /// lie within `visible`, then kept within the content (`contentHeight` rows).
    static func keeping(_ frame: Rect, visibleIn visible: Rect, from offset: Int, contentHeight: Int) -> Int {
        var offset = offset
        if frame.maxY > visible.maxY {
            offset += frame.maxY - visible.maxY
        } else if frame.minY < visible.minY {
            offset -= visible.minY - frame.minY
        }
        return clamped(offset, contentHeight: contentHeight, visibleHeight: visible.height)
    }

    /// `offset` within 0 and the rows of content that do not fit.
    static func clamped(_ offset: Int, contentHeight: Int, visibleHeight: Int) -> Int {
        max(0, min(offset, max(0, contentHeight - visibleHeight)))
    }
}
