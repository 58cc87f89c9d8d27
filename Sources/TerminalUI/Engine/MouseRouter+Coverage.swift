extension MouseRouter {
    /// `frame`, the frame of `control`, less the rows at its top and bottom that another
    /// control covers: where a click on half or more of the row's cells within `screen` would
    /// go to another control (one that takes focus), neither inside `control` nor around it. A
    /// decoration drawn over the control (a stroked outline) does not cover it.
    func uncoveredRows(of frame: Rect, showing control: Node, in scope: Node, within screen: Rect) -> Rect {
        let minX = max(frame.minX, screen.minX)
        let maxX = min(frame.maxX, screen.maxX)
        guard minX < maxX else { return frame }
        func isCovered(_ y: Int) -> Bool {
            guard screen.minY <= y, y < screen.maxY else { return false }
            var covered = 0
            for x in minX..<maxX {
                guard let hit = hitTest(Point(x: x, y: y), in: scope), let other = Self.control(at: hit, in: scope),
                    other !== control
                else { continue }
                if !other.isDescendant(of: control), !control.isDescendant(of: other) { covered += 1 }
            }
            return covered * 2 >= maxX - minX
        }
        var top = frame.minY
        var bottom = frame.maxY
        while top < bottom, isCovered(top) { top += 1 }
        while bottom > top, isCovered(bottom - 1) { bottom -= 1 }
        return Rect(x: frame.minX, y: top, width: frame.width, height: bottom - top)
    }

    /// The control a click on `node` would reach: `node` or its nearest ancestor below `scope`
    /// that takes focus.
    private static func control(at node: Node, in scope: Node) -> Node? {
        var current: Node? = node
        while let candidate = current, candidate !== scope {
            if candidate.behavior.isFocusable { return candidate }
            current = candidate.parent
        }
        return nil
    }
}
