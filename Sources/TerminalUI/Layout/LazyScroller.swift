/// Scrolls the rows of a lazy container (`LazyRows`: a `Form`, a `ScrollView`) and places only
/// those in view, so that a container of a million rows (or a grid of a million cells) costs
/// what a screenful costs.
///
/// The position is the first row shown and how many of its lines are above the view, so rows
/// above it need not be built to know where the view is. The focused control is kept in view
/// when focus moves, as the containers built in full do. Moving focus past the rows built (Tab,
/// or Up and Down in a form), a page key or the mouse wheel asks for a row by its index: the
/// next layout builds it (and no row between), scrolls to it and focuses its first control.
/// Rows scrolled away are handed back to their `ForEach`, which keeps those holding state.
///
/// A horizontal scroller (`axis`) does the same with columns: "above" is "left of", a line is a
/// column, and Left and Right are its arrows.
@MainActor
final class LazyScroller {
    /// The container node.
    private unowned let owner: Node
    /// The axis the rows follow one another along; changing it scrolls back to the start.
    var axis = Axis.vertical {
        didSet {
            if axis != oldValue { (top, topLine) = (0, 0) }
        }
    }
    /// The first row shown, and how many of its lines are above the view (negative: blank
    /// lines of the space before it are in view).
    private var top = 0
    private var topLine = 0
    /// Where the last layout placed the rows.
    private var viewport = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Rows placed by the last layout, in order.
    private(set) var placed: [(index: Int, row: LazyRow)] = []
    /// The rows of the last layout.
    private var rowCount = 0
    /// The focused control at the last layout: when focus moves, the view scrolls to it.
    private weak var lastFocused: Node?
    /// A row to move focus into at the next layout, which way to look for a row with a
    /// control from it, and whether focus goes on out of the container when none has one.
    private var focusTarget: (index: Int, forward: Bool, leavesWhenNone: Bool)?
    /// A row to show at the next layout, and where (`scroll(toRow:anchor:)`).
    private var requestedRow: (index: Int, anchor: UnitPoint?)?

    /// The first row shown, how many rows the last layout placed and how many there are (a
    /// scroll view's bar shows them).
    var extent: (first: Int, shown: Int, count: Int) { (top, placed.count, rowCount) }

    /// The identity of the first row in view that has one: the element of a `ForEach`, or a
    /// view marked `.id` (`scrollPosition(id:)` follows it).
    var firstShownID: AnyHashable? {
        for (_, row) in placed {
            for node in row.nodes {
                if case .id(let id) = node.key { return id }
            }
        }
        return nil
    }

    /// Shows row `index` at the next layout, at `anchor` (the nearest of top, centre and
    /// bottom; `nil`: with the least scrolling). The scroll holds until focus moves.
    func scroll(toRow index: Int, anchor: UnitPoint?) {
        requestedRow = (index, anchor)
    }

    /// Whether the view is scrolled away from the first row's start.
    var isScrolled: Bool { top > 0 || topLine > 0 }

    /// How many rows a page key and the mouse wheel look through for a control.
    private static let searchLimit = 64
    /// How many rows one notch of the mouse wheel scrolls.
    static let wheelRows = 3

    init(owner: Node) {
        self.owner = owner
    }

    // MARK: Layout

    /// The length of the rows from the first shown, up to `limit` cells along the axis (the
    /// rows measured are the ones a layout shows), and their widest row's within `cross` cells
    /// across it. Scrolled within a known `cross`, the rows fill `limit` (they are longer than
    /// the view), and are not measured.
    func measure(_ rows: LazyRows, cross: Int?, limit: Int, alignment: AlignmentKey) -> Size {
        if let cross, isScrolled { return axis.size(length: limit, cross: cross) }
        var length = -topLine
        var widest = 0
        var index = top
        while index < rows.count, length < limit, let row = rows.row(at: index) {
            let segment = rows.locate(index)!.segment
            let size = row.sizeThatFits(cross: cross.map { max(0, $0 - segment.indent) }, alignment: alignment)
            widest = max(widest, axis.crossLength(of: size) + segment.indent)
            length += (index > top ? rows.gap(before: index) : 0) + axis.length(of: size)
            index += 1
        }
        return axis.size(length: max(0, min(length, limit)), cross: widest)
    }

    /// Places the rows in view inside `rect`.
    func place(_ rows: LazyRows, in rect: Rect, alignment: AlignmentKey) {
        placed.removeAll(keepingCapacity: true)
        viewport = rect
        rowCount = rows.count
        let forEaches = rows.lazyForEaches
        for forEach in forEaches { forEach.focusFollowsElements = true }
        var isComplete = false
        defer {
            // An incomplete layout (a row's data was not at hand) keeps every row: the next
            // one, after the pass that brings the data, decides.
            if isComplete {
                for forEach in forEaches { forEach.finishLayout() }
            }
        }
        let length = axis.length(of: rect.size)
        let cross = axis.crossLength(of: rect.size)
        guard rowCount > 0, length > 0 else {
            top = 0
            topLine = 0
            isComplete = true
            return
        }
        top = min(max(0, top), rowCount - 1)
        var heights: [Int: (row: LazyRow, height: Int)] = [:]
        func height(_ index: Int) -> Int? {
            if let known = heights[index] { return known.height }
            guard let row = rows.row(at: index), let segment = rows.locate(index)?.segment else { return nil }
            let size = row.sizeThatFits(cross: max(0, cross - segment.indent), alignment: alignment)
            heights[index] = (row, axis.length(of: size))
            return axis.length(of: size)
        }

        let focus = owner.graph.focus
        if let target = focusTarget {
            guard moveFocus(to: target, in: rows, measure: height) else { return }
        }
        let focused = focus.focused.flatMap { $0.isDescendant(of: owner) ? $0 : nil }
        let focusedRow = focused.flatMap { rows.index(holding: $0) }
        if let (index, anchor) = requestedRow {
            guard show(min(index, rowCount - 1), at: anchor, height: length, rows: rows, measure: height) else {
                return
            }
            requestedRow = nil
            lastFocused = focus.focused
        }
        if let focusedRow, focused !== lastFocused {
            guard scroll(toShow: focusedRow, height: length, rows: rows, measure: height) else { return }
        }
        // Place from the top; when the last row leaves blank lines below, end there instead.
        for attempt in 0..<2 {
            placed.removeAll(keepingCapacity: true)
            var y = axis.start(of: rect) - topLine
            var index = top
            while index < rowCount {
                if index > top { y += rows.gap(before: index) }
                guard y < axis.end(of: rect) else { break }
                guard let rowHeight = height(index), let segment = rows.locate(index)?.segment else { return }
                let row = heights[index]!.row
                row.place(
                    in: axis.rect(
                        start: y, length: rowHeight, crossStart: axis.crossStart(of: rect) + segment.indent,
                        cross: max(0, cross - segment.indent)),
                    alignment: alignment)
                placed.append((index, row))
                y += rowHeight
                index += 1
            }
            guard attempt == 0, index == rowCount, y < axis.end(of: rect), top > 0 || topLine > 0 else { break }
            guard let anchor = anchor(endingAt: rowCount - 1, height: length, rows: rows, measure: height) else {
                return
            }
            (top, topLine) = anchor
        }
        // Focus scrolled out of view (a page key, the wheel) moves to the first control in it.
        if let focusedRow, !placed.contains(where: { $0.index == focusedRow }),
            let control = placed.lazy.flatMap({ $0.row.nodes }).compactMap({ focus.focusables(in: $0).first }).first
        {
            focus.focus(control)
        }
        lastFocused = focus.focused
        isComplete = true
    }

    /// Moves focus into the row `target` names, or the nearest row holding a control in its
    /// direction; returns false when a row's data is not at hand yet (the target stays). Each
    /// row is measured first: a lazy container in it (a carousel, a horizontal scroll view in a
    /// vertical one's row) builds its first views only then. When no row looked at holds a
    /// control (a button above fifty cards of text) and the target `leavesWhenNone` (Tab's,
    /// not a page key's), focus goes on out of the container, as Tab past its last control does.
    private func moveFocus(
        to target: (index: Int, forward: Bool, leavesWhenNone: Bool), in rows: LazyRows, measure: (Int) -> Int?
    ) -> Bool {
        let focus = owner.graph.focus
        var index = target.index
        var searched = 0
        while index >= 0, index < rowCount, searched < Self.searchLimit {
            guard measure(index) != nil, let row = rows.row(at: index) else {
                focusTarget = (index, target.forward, target.leavesWhenNone)
                return false
            }
            let controls = row.nodes.flatMap { focus.focusables(in: $0) }
            if let control = target.forward ? controls.first : controls.last {
                focus.focus(control)
                focusTarget = nil
                return true
            }
            index += target.forward ? 1 : -1
            searched += 1
        }
        focusTarget = nil
        if target.leavesWhenNone, let focused = focus.focused, focused !== owner, focused.isDescendant(of: owner) {
            _ = focus.moveFocus(forward: target.forward)
        }
        return true
    }

    /// Scrolls as little as it takes to show row `index` in full (its top, if it is taller
    /// than the view); false when a row's data is not at hand yet.
    private func scroll(toShow index: Int, height: Int, rows: LazyRows, measure: (Int) -> Int?) -> Bool {
        if index < top || (index == top && topLine > 0) {
            (top, topLine) = (index, 0)
            return true
        }
        // Rows are at least a line tall, so a row this far down is below the view.
        if index - top <= height {
            var bottom = -topLine
            for row in top...index {
                guard let rowHeight = measure(row) else { return false }
                bottom += (row > top ? rows.gap(before: row) : 0) + rowHeight
            }
            if bottom <= height { return true }
        }
        guard let anchor = anchor(endingAt: index, height: height, rows: rows, measure: measure) else { return false }
        (top, topLine) = anchor
        return true
    }

    /// Scrolls to show row `index` at `anchor` (see `scroll(toRow:anchor:)`); false when a
    /// row's data is not at hand yet.
    private func show(
        _ index: Int, at anchor: UnitPoint?, height: Int, rows: LazyRows, measure: (Int) -> Int?
    ) -> Bool {
        guard let anchor else { return scroll(toShow: index, height: height, rows: rows, measure: measure) }
        let fraction = axis == .vertical ? anchor.y : anchor.x
        if fraction < 1.0 / 3 {
            (top, topLine) = (index, 0)
            return true
        }
        guard let rowHeight = measure(index) else { return false }
        // The row's end at the view's end, or (centred) half the room left below it.
        let end = fraction > 2.0 / 3 ? height : (height + rowHeight) / 2
        guard let position = self.anchor(endingAt: index, height: max(rowHeight, end), rows: rows, measure: measure)
        else { return false }
        (top, topLine) = position
        return true
    }

    /// The position that shows row `index` at the bottom of a view `height` lines tall, with
    /// the rows above it filling the view (the top at the first row when they cannot).
    private func anchor(endingAt index: Int, height: Int, rows: LazyRows, measure: (Int) -> Int?) -> (Int, Int)? {
        guard var used = measure(index) else { return nil }
        var first = index
        while first > 0 {
            guard let above = measure(first - 1) else { return nil }
            let block = rows.gap(before: first) + above
            if used + block > height { break }
            used += block
            first -= 1
        }
        let remaining = height - used
        if remaining <= 0 { return (first, -remaining) }
        if first == 0 { return (0, 0) }
        let gap = rows.gap(before: first)
        if remaining <= gap { return (first, -remaining) }
        guard let above = measure(first - 1) else { return nil }
        return (first - 1, above - (remaining - gap))
    }

    // MARK: Drawing

    /// Draws the rows in view, clipped to `frame`.
    func draw(in canvas: inout CellGrid, clippedTo frame: Rect) {
        canvas.clipped(to: frame) { canvas in
            for (_, row) in placed {
                for node in row.nodes { node.behavior.draw(in: &canvas) }
            }
        }
    }

    // MARK: Keys and the mouse

    /// Handles a key the focused control (`focused`, inside the container) did not use: Tab
    /// and Shift-Tab past the rows built, the arrows along the axis too when `arrowsMoveFocus`
    /// (a form's Up and Down, a horizontal scroll view's Left and Right, which wrap round),
    /// PgUp/PgDn and Home/End.
    func handleKey(_ key: KeyPress, focused: Node, rows: LazyRows, arrowsMoveFocus: Bool) -> Bool {
        let (back, next): (KeyEquivalent, KeyEquivalent) =
            axis == .vertical ? (.upArrow, .downArrow) : (.leftArrow, .rightArrow)
        switch (key.key, key.modifiers) {
        case (.tab, []), (.tab, .shift):
            return moveFocus(forward: key.modifiers.isEmpty, from: focused, rows: rows, wrapping: false)
        case (next, []) where arrowsMoveFocus, (back, []) where arrowsMoveFocus:
            let forward = key.key == next
            return moveFocus(forward: forward, from: focused, rows: rows, wrapping: true)
                || owner.graph.focus.moveFocus(forward: forward, within: owner)
        case (.pageDown, []): scroll(pages: 1)
        case (.pageUp, []): scroll(pages: -1)
        case (.home, []): scroll(pages: .min)
        case (.end, []): scroll(pages: .max)
        default: return false
        }
        return true
    }

    /// Handles a key for the container itself, focused because nothing in it takes focus: the
    /// arrows along the axis scroll a row, PgUp/PgDn a page, Home/End to either end.
    func handleKeyOfOwner(_ key: KeyPress) -> Bool {
        let (back, next): (KeyEquivalent, KeyEquivalent) =
            axis == .vertical ? (.upArrow, .downArrow) : (.leftArrow, .rightArrow)
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case next: scroll(rows: 1)
        case back: scroll(rows: -1)
        case .pageDown: scroll(pages: 1)
        case .pageUp: scroll(pages: -1)
        case .home: scroll(pages: .min)
        case .end: scroll(pages: .max)
        default: return false
        }
        return true
    }

    /// The mouse wheel scrolls along the axis (the vertical wheel too, when `acrossOnly`: the
    /// container scrolls only across); returns whether the event was a turn of it.
    func handleMouse(_ event: MouseEvent, acrossOnly: Bool = false) -> Bool {
        guard let step = event.scrollStep, step.axis == axis || acrossOnly else { return false }
        scroll(rows: step.delta * Self.wheelRows)
        return true
    }

    /// Moves focus to the next (or previous) row's control when the focused one is the last
    /// (or first) of the rows built and more rows follow, or round to the first (or last) row
    /// when `wrapping` (a form's arrows) or when nothing outside the container takes focus
    /// (Tab would come round to the rows built, not to the first); false leaves the key to
    /// focus traversal.
    private func moveFocus(forward: Bool, from focused: Node, rows: LazyRows, wrapping: Bool) -> Bool {
        let focus = owner.graph.focus
        let controls = focus.focusables(in: owner)
        guard let edge = forward ? controls.last : controls.first, edge === focused,
            let row = rows.index(holding: focused)
        else { return false }
        let next = row + (forward ? 1 : -1)
        if next >= 0, next < rows.count {
            request((next, forward, true))
        } else if wrapping || focus.holdsEveryControl(owner) {
            request((forward ? 0 : rows.count - 1, forward, true))
        } else {
            return false
        }
        return true
    }

    /// Scrolls a page (`pages` of them, negative: up), to the top (`Int.min`) or the end
    /// (`Int.max`); focus, if it is in the container, moves into the rows then shown.
    private func scroll(pages: Int) {
        let page = max(1, placed.filter { $0.row.end <= axis.end(of: viewport) }.count)
        switch pages {
        case .min: top = 0
        case .max: top = max(0, rowCount - 1)
        default: top = min(max(0, top + pages * page), max(0, rowCount - 1))
        }
        topLine = 0
        if owner.graph.focus.focused?.isDescendant(of: owner) == true {
            request((top, pages != .max, false))
        }
        owner.graph.setNeedsLayout()
    }

    /// Scrolls by `rows` rows (the mouse wheel): focus, if it scrolls out of view, moves to the
    /// first control in view.
    private func scroll(rows delta: Int) {
        top = min(max(0, top + delta), max(0, rowCount - 1))
        topLine = 0
        owner.graph.setNeedsLayout()
    }

    private func request(_ target: (index: Int, forward: Bool, leavesWhenNone: Bool)) {
        focusTarget = target
        owner.graph.setNeedsLayout()
    }
}
