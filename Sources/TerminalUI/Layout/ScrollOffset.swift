/// How far a scrolling container (a `ScrollView`, a `Form`) moves its content along an axis
/// (up, or left), so that the focused control stays in view.
enum ScrollOffset {
    /// What of the focused control to keep in view: its frame, or, when the frame is larger
    /// than `visible` (a long text in an editor), the cell of its cursor.
    @MainActor
    static func part(of focused: Node, fitting visible: Rect) -> Rect {
        let frame = focused.frame
        guard frame.height > visible.height || frame.width > visible.width,
            let cursor = focused.behavior.cursorPosition
        else { return frame }
        return Rect(origin: cursor, size: Size(width: 1, height: 1))
    }

    /// Rows kept in view before and after the focused control when focus scrolls to it, as
    /// vim's `scrolloff` keeps lines around the cursor: what follows a field (its hint, the
    /// line it changes) shows with it.
    static let focusContext = 2

    /// `frame` grown by up to `focusContext` rows above and below, as far as `visible` has
    /// room for both.
    static func withContext(_ frame: Rect, in visible: Rect) -> Rect {
        let margin = min(focusContext, max(0, (visible.height - frame.height) / 2))
        return Rect(x: frame.minX, y: frame.minY - margin, width: frame.width, height: frame.height + 2 * margin)
    }

    /// `offset` moved just enough along `axis` for `frame` — the focused control, laid out at
    /// `offset` — to lie within `visible`, then kept within the content (`contentLength` cells
    /// along the axis).
    static func keeping(
        _ frame: Rect, visibleIn visible: Rect, from offset: Int, contentLength: Int, axis: Axis = .vertical
    ) -> Int {
        var offset = offset
        if axis.end(of: frame) > axis.end(of: visible) {
            offset += axis.end(of: frame) - axis.end(of: visible)
        } else if axis.start(of: frame) < axis.start(of: visible) {
            offset -= axis.start(of: visible) - axis.start(of: frame)
        }
        return clamped(offset, contentLength: contentLength, visibleLength: axis.length(of: visible.size))
    }

    /// `offset` within 0 and the cells of content that do not fit.
    static func clamped(_ offset: Int, contentLength: Int, visibleLength: Int) -> Int {
        max(0, min(offset, max(0, contentLength - visibleLength)))
    }
}
