extension MouseRouter {
    /// `frame`, the frame of `control`, less the rows at its top and bottom that another control
    /// covers, then narrowed to its widest run of columns no other control covers. A row (a
    /// column) is covered where a click on half or more of its cells within `screen` would go
    /// to another control (one that takes focus), neither inside `control` nor around it. A
    /// decoration drawn over the control (a stroked outline) does not cover it.
    func uncoveredPart(of frame: Rect, showing control: Node, in scope: Node, within screen: Rect) -> Rect {
        var part = frame
        func isCovered(_ x: Int, _ y: Int) -> Bool {
            guard let hit = hitTest(Point(x: x, y: y), in: scope), let other = Self.control(at: hit, in: scope),
                other !== control
            else { return false }
            return !other.isDescendant(of: control) && !control.isDescendant(of: other)
        }
        // Only the cells on the screen count; a row or column off it is not covered.
        func isCovered(row y: Int) -> Bool {
            let xs = max(part.minX, screen.minX)..<max(max(part.minX, screen.minX), min(part.maxX, screen.maxX))
            guard screen.minY <= y, y < screen.maxY, !xs.isEmpty else { return false }
            return xs.count { isCovered($0, y) } * 2 >= xs.count
        }
        func isCovered(column x: Int) -> Bool {
            let ys = max(part.minY, screen.minY)..<max(max(part.minY, screen.minY), min(part.maxY, screen.maxY))
            guard screen.minX <= x, x < screen.maxX, !ys.isEmpty else { return false }
            return ys.count { isCovered(x, $0) } * 2 >= ys.count
        }
        while !part.isEmpty, isCovered(row: part.minY) { part = part.inset(top: 1) }
        while !part.isEmpty, isCovered(row: part.maxY - 1) { part = part.inset(bottom: 1) }
        guard !part.isEmpty else { return part }
        // The widest run of columns no other control covers (a button laid over a field's end
        // leaves the field's text on one side, perhaps a margin on the other).
        var best = part.minX..<part.minX
        var start = part.minX
        for x in part.minX...part.maxX {
            if x == part.maxX || isCovered(column: x) {
                if x - start > best.count { best = start..<x }
                start = x + 1
            }
        }
        return Rect(x: best.lowerBound, y: part.minY, width: best.count, height: part.height)
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

extension Rect {
    /// This rectangle with `top` and `bottom` rows taken off.
    fileprivate func inset(top: Int = 0, bottom: Int = 0) -> Rect {
        Rect(x: minX, y: minY + top, width: width, height: max(0, height - top - bottom))
    }
}
