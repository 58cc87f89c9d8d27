/// Places content that may be taller than its room (a phone's layout, in points, on a short
/// terminal): at its top while the focused control shows there (the title stays in view), or
/// scrolled up just far enough to show it — and, when all from the focused control to the
/// end fits in the room, to the end, so that what follows the last field (a result, a total)
/// comes into view. As a scroll view, it places
/// only what is in view (and the focused control). Used where a screen or a navigation pane
/// places its content.
@MainActor
enum OverflowScroll {
    /// Places `stack` in `rect` (see below); returns whether it is taller than `rect`.
    @discardableResult
    static func place(_ stack: StackLayout, in rect: Rect) -> Bool {
        let height = stack.sizeThatFits(ProposedSize(rect.size)).height
        return place(height: height, of: stack.children, in: rect) { stack.place(in: $0) }
    }

    /// The height of `content` placed at the height it takes in `room`: when it is taller than
    /// the room, offered that height it may take more still (a fixed frame gives way when its
    /// stack is short of room, `FrameBehavior`, and less so when offered more), so it is offered
    /// what it takes until that holds.
    static func settledHeight(of content: Node, in room: Size) -> Int {
        var height = content.sizeThatFits(ProposedSize(room)).height
        guard height > room.height else { return height }
        for _ in 0..<4 {
            let taken = content.sizeThatFits(ProposedSize(width: room.width, height: height)).height
            if taken <= height { return height }
            height = taken
        }
        return content.sizeThatFits(ProposedSize(width: room.width, height: nil)).height
    }

    /// Places content `height` rows tall, made of `holders`, in `rect` with `place` (given the
    /// rect to place it in, moved up when scrolled); returns whether it is taller than `rect`.
    @discardableResult
    static func place(height: Int, of holders: [Node], in rect: Rect, _ place: (Rect) -> Void) -> Bool {
        guard height > rect.height, let first = holders.first else {
            place(rect)
            return false
        }
        let clock = first.layoutClock
        let focused = first.graph.focus.focused.flatMap { focused in
            holders.contains { focused === $0 || focused.isDescendant(of: $0) } ? focused : nil
        }
        var offset = 0
        if let focused {
            // Where the focused control is, with nothing else placed.
            clock.showing(Rect(origin: rect.origin, size: .zero), placing: [focused]) { place(rect) }
            let frame = ScrollOffset.part(of: focused, fitting: rect)
            offset = max(0, frame.maxY - rect.maxY)
            if offset > 0 && height - (frame.minY - rect.minY) <= rect.height { offset = height - rect.height }
            offset = min(offset, height - rect.height)
        }
        clock.showing(rect, placing: focused.map { [$0] } ?? []) {
            place(Rect(x: rect.minX, y: rect.minY - offset, width: rect.width, height: rect.height))
        }
        return true
    }
}
