extension MouseRouter {
    /// `frame`, the frame of `control`, less the rows at its top and bottom that another
    /// control covers: where a click on half or more of the row's cells within `screen` would
    /// go to a node that is neither `control`, inside it, nor around it.
    func uncoveredRows(of frame: Rect, showing control: Node, in scope: Node, within screen: Rect) -> Rect {
        let minX = max(frame.minX, screen.minX)
        let maxX = min(frame.maxX, screen.maxX)
        guard minX < maxX else { return frame }
        func isCovered(_ y: Int) -> Bool {
            guard screen.minY <= y, y < screen.maxY else { return false }
            var covered = 0
            for x in minX..<maxX {
                guard let hit = hitTest(Point(x: x, y: y), in: scope), hit !== control else { continue }
                if !hit.isDescendant(of: control), !control.isDescendant(of: hit) { covered += 1 }
            }
            return covered * 2 >= maxX - minX
        }
        var top = frame.minY
        var bottom = frame.maxY
        while top < bottom, isCovered(top) { top += 1 }
        while bottom > top, isCovered(bottom - 1) { bottom -= 1 }
        return Rect(x: frame.minX, y: top, width: frame.width, height: bottom - top)
    }
}
