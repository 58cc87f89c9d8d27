/// Places content that may be taller than its room (a phone's layout, in points, on a short
/// terminal): at its top, or scrolled up just far enough to show the focused control — and, on
/// the last control, as far as the content goes, so that what follows it (a result, a total)
/// comes into view. Used where a screen or a navigation pane places its content.
@MainActor
enum OverflowScroll {
    /// Places content `height` rows tall, made of `holders`, in `rect` with `place` (given the
    /// rect to place it in, moved up when scrolled); returns whether it is taller than `rect`.
    @discardableResult
    static func place(height: Int, of holders: [Node], in rect: Rect, _ place: (Rect) -> Void) -> Bool {
        place(rect)
        guard height > rect.height else { return false }
        guard let graph = holders.first?.graph, let focused = graph.focus.focused,
            let holder = holders.first(where: { focused === $0 || focused.isDescendant(of: $0) })
        else { return true }
        let frame = focused.frame
        var offset = frame.maxY > rect.maxY ? frame.maxY - rect.maxY : 0
        if holders.last === holder, graph.focus.focusables(in: holder).last === focused {
            offset = max(offset, frame.minY - rect.minY)
        }
        offset = min(max(0, offset), height - rect.height)
        if offset > 0 {
            place(Rect(x: rect.minX, y: rect.minY - offset, width: rect.width, height: rect.height))
        }
        return true
    }
}
