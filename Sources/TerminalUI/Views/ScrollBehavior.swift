/// Scrolls a `ScrollView`'s content along its axes to keep the focused control in view, or to
/// a view a `ScrollViewProxy` asked for; lays out lazily the rows (or columns) of a `ForEach`
/// in it (`LazyRows`, `LazyScroller`).
final class ScrollBehavior: NodeBehavior {
    override var clipsContent: Bool { true }

    /// A scroll view with nothing inside that takes focus takes it itself while its content
    /// does not fit, so that the keys scroll it (`handleKey`); it shows its bar reversed.
    /// Toolbar items written in the content show in the navigation bar, not inside it.
    override var isFocusable: Bool {
        overflows && !(node.children.first?.holdsControl(inPlace: true) ?? false) && node.environment.isScrollEnabled
    }

    /// Whether the content, as last laid out, is larger than the view.
    private var overflows: Bool {
        if isLazy {
            let extent = scroller.extent
            return extent.first > 0 || extent.shown < extent.count
        }
        return contentSize.width > viewport.width || contentSize.height > viewport.height
    }

    private var axes = Axis.Set.vertical
    private var showsIndicators = true
    /// How far the content is scrolled left (`x`) and up (`y`).
    private var offset = Point(x: 0, y: 0)
    /// The view a `ScrollViewProxy` asked to show, where, until the next layout shows it.
    private var requested: (target: Node, anchor: UnitPoint?)?
    /// The identity of a view asked for that may not be built (a lazy row), where, until a
    /// layout finds it or finds the content has none.
    private var requestedID: (id: AnyHashable, anchor: UnitPoint?)?
    /// The end of the content asked for (`ScrollPosition.scrollTo(edge:)`, a default anchor at
    /// the first layout), until the next layout shows it.
    private var requestedEdge: Edge?
    /// The offset asked for in cells (`ScrollPosition.scrollTo(point:)`), until the next layout.
    private var requestedOffset: Point?
    /// Whether a layout has placed the content yet: the first honours `defaultScrollAnchor`.
    private var hasPlaced = false
    /// The control that had focus when a proxy (or the wheel) scrolled: the scroll holds until
    /// focus moves.
    private weak var focusAtRequest: Node?
    /// The rows, when a `ForEach` in the content builds them lazily.
    private lazy var scroller = LazyScroller(owner: node)
    /// Whether the last layout was a lazy one (`LazyRows.isLazy`).
    private var isLazy = false
    /// Where the last layout showed the content (the frame less the indicator's line), and the
    /// content's size then (when not lazy).
    private var viewport = Rect(x: 0, y: 0, width: 0, height: 0)
    private var contentSize = Size.zero
    /// The bar the last layout found the content wide enough for, if any.
    private var indicator: ScrollIndicator?

    /// How many columns one notch of the wheel scrolls content that is not lazy.
    private static let wheelColumns = 8

    /// The axis the rows of a lazy `ForEach`, stack or grid in the content follow: vertical
    /// unless the scroll view scrolls only across.
    var lazyAxis: Axis { axes == .horizontal ? .horizontal : .vertical }

    func configure(axes: Axis.Set, showsIndicators: Bool) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        scroller.axis = lazyAxis
    }

    /// A vertical scroll view's views are its rows; a horizontal one's stack down as SwiftUI's
    /// do, so only the lazy stacks and grids in it are lazy (`scrollsLazily`).
    override func childrenAreLazy(inheriting inherited: Bool) -> Bool { lazyAxis == .vertical }

    /// Whether `node` (a lazy stack or grid) is laid out lazily by a scroll view along `axis`:
    /// between them are only the nodes its rows reach through (`LazyRows`), groups, custom
    /// views and lazy stacks along `axis`.
    static func scrollsLazily(_ node: Node, along axis: Axis) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if let scroll = current.behavior as? ScrollBehavior { return scroll.lazyAxis == axis }
            let isLazyStack = (current.behavior as? StackBehavior).map { $0.isLazy && $0.axis == axis } ?? false
            guard isLazyStack || current.behavior.isTransparent else { return false }
            ancestor = current.parent
        }
        return false
    }

    /// The rows, laid out in `cross` cells across the lazy axis (`nil`: as last laid out).
    private func rows(cross: Int? = nil) -> LazyRows {
        LazyRows(children: node, axis: lazyAxis, spacing: 0, cross: cross)
    }

    /// Lays out again for a scroll asked for (a proxy, a position, the wheel), which holds
    /// until focus moves from the control focused now.
    private func holdScroll() {
        focusAtRequest = node.graph.focus.focused
        node.graph.setNeedsLayout()
    }

    /// Shows `target` (a node inside the content) at `anchor` in the next layout.
    func scroll(to target: Node, anchor: UnitPoint?) {
        requested = (target, anchor)
        holdScroll()
    }

    /// Shows the view of identity `id` (marked `.id(id)`, or the element of a `ForEach` with
    /// that id, built or not) at `anchor` in the next layout, if the content holds it.
    func scroll(toID id: AnyHashable, anchor: UnitPoint?) {
        requestedID = (id, anchor)
        holdScroll()
    }

    /// Shows the `edge` end of the content (`.top`, `.bottom` down; `.leading`, `.trailing`
    /// across) in the next layout.
    func scroll(toEdge edge: Edge) {
        requestedEdge = edge
        holdScroll()
    }

    /// Scrolls content laid out in full to `offset` (in cells) in the next layout; rows built
    /// lazily go to their start for an offset of zero along their axis, and stay otherwise.
    func scroll(toOffset offset: Point) {
        requestedOffset = offset
        holdScroll()
    }

    /// Where the content is, as the last layout left it. Rows built lazily are counted as
    /// tall (wide) as the rows in view are on average.
    var geometry: ScrollGeometry {
        guard isLazy else { return ScrollGeometry(offset: offset, content: contentSize, container: viewport.size) }
        let extent = scroller.extent
        let shownLength = lazyAxis.length(of: viewport.size)
        let average = extent.shown > 0 ? max(1, shownLength / extent.shown) : 1
        let before = extent.first * average
        let total = max(shownLength, extent.count * average)
        let cross = lazyAxis.crossLength(of: viewport.size)
        return lazyAxis == .vertical
            ? ScrollGeometry(
                offset: Point(x: 0, y: before), content: Size(width: cross, height: total), container: viewport.size)
            : ScrollGeometry(
                offset: Point(x: before, y: 0), content: Size(width: total, height: cross), container: viewport.size)
    }

    /// The identity of the first view in view that has one: a row of a lazy `ForEach`, or a
    /// view of the content marked `.id` (`scrollPosition(id:)` follows it).
    var firstShownID: AnyHashable? {
        if isLazy { return scroller.firstShownID }
        for segment in rows().segments {
            guard case .single(let view) = segment.source, case .id(let id) = view.key else { continue }
            if view.frame.maxY > viewport.minY && view.frame.maxX > viewport.minX { return id }
        }
        return nil
    }

    /// The cells `target` covers (a custom view's are its content's).
    private static func frame(of target: Node) -> Rect {
        let frames = target.displayables.map(\.frame)
        guard let first = frames.first else { return target.frame }
        let (minX, minY) = (frames.map(\.minX).min() ?? first.minX, frames.map(\.minY).min() ?? first.minY)
        let (maxX, maxY) = (frames.map(\.maxX).max() ?? first.maxX, frames.map(\.maxY).max() ?? first.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The offset along `axis` (0 when the view does not scroll along it) that puts `frame`
    /// (laid out at the current offset) in view: at `anchor` when given, else with the least
    /// scrolling (`nil`: keeps the offset, within the content).
    private func offset(along axis: Axis, showing frame: Rect?, at anchor: UnitPoint? = nil) -> Int {
        guard axes.contains(axis == .vertical ? .vertical : .horizontal) else { return 0 }
        let current = axis == .vertical ? offset.y : offset.x
        let content = axis.length(of: contentSize)
        let visible = axis.length(of: viewport.size)
        guard let frame else { return ScrollOffset.clamped(current, contentLength: content, visibleLength: visible) }
        guard let anchor else {
            return ScrollOffset.keeping(frame, visibleIn: viewport, from: current, contentLength: content, axis: axis)
        }
        let start = axis.start(of: frame) - axis.start(of: viewport) + current
        let room = visible - axis.length(of: frame.size)
        let fraction = axis == .vertical ? anchor.y : anchor.x
        let shift = fraction < 1.0 / 3 ? 0 : fraction > 2.0 / 3 ? room : room / 2
        return ScrollOffset.clamped(start - shift, contentLength: content, visibleLength: visible)
    }

    /// The offsets that show `frame` (see `offset(along:showing:at:)`).
    private func offsets(showing frame: Rect?, at anchor: UnitPoint? = nil) -> Point {
        Point(
            x: offset(along: .horizontal, showing: frame, at: anchor),
            y: offset(along: .vertical, showing: frame, at: anchor))
    }

    /// Whether a bar shows under content `width` cells wide in a view `rect`.
    private func showsIndicator(forWidth width: Int, in rect: Rect) -> Bool {
        showsIndicators && axes.contains(.horizontal) && width > rect.width && rect.height > 1
    }

    /// `rect` less its bottom line when the bar shows there.
    private func viewport(in rect: Rect, contentWidth: Int) -> Rect {
        guard showsIndicator(forWidth: contentWidth, in: rect) else { return rect }
        return Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - 1)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let rows = self.rows(cross: lazyAxis.crossLength(of: proposal))
        if rows.isLazy, lazyAxis == .horizontal {
            // As tall as the columns shown, and the bar.
            let limit = proposal.width ?? node.graph.root.frame.width
            let content = scroller.measure(rows, cross: nil, limit: limit + 1, alignment: rows.alignment)
            let width = proposal.width ?? min(content.width, limit)
            let overflows = content.width > width || scroller.isScrolled
            let height = content.height + (showsIndicators && overflows ? 1 : 0)
            return Size(width: width, height: proposal.height.map { min($0, height) } ?? height)
        }
        if rows.isLazy {
            if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
            let content = scroller.measure(
                rows, cross: proposal.width, limit: proposal.height ?? node.graph.root.frame.height,
                alignment: rows.alignment)
            return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
        }
        let stack = layoutChildrenAsStack()
        guard axes.contains(.horizontal) else {
            let content = stack.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
            return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
        }
        let content = stack.sizeThatFits(ProposedSize(width: nil, height: nil))
        let width = proposal.width ?? content.width
        let height = content.height + (showsIndicators && content.width > width ? 1 : 0)
        guard axes.contains(.vertical) else {
            // Across only, as tall as the content.
            return Size(width: width, height: proposal.height.map { min($0, height) } ?? height)
        }
        return Size(width: width, height: proposal.height ?? height)
    }

    /// Turns a default anchor (at the first layout), an offset and an edge asked for into
    /// the scroll they ask for: the lazy rows' position, or the offset of content laid out in
    /// full.
    private func takeEdgeRequests(_ rows: LazyRows) {
        if !hasPlaced {
            hasPlaced = true
            // `defaultScrollAnchor(.bottom)` (a chat's last message) starts at the end.
            if let anchor = node.environment.defaultScrollAnchor {
                if lazyAxis == .vertical, anchor.y > 2.0 / 3 { requestedEdge = .bottom }
                if lazyAxis == .horizontal, anchor.x > 2.0 / 3 { requestedEdge = .trailing }
                focusAtRequest = node.graph.focus.focused
            }
        }
        if let requestedOffset {
            self.requestedOffset = nil
            if !isLazy {
                offset = requestedOffset
            } else if lazyAxis.length(of: Size(width: requestedOffset.x, height: requestedOffset.y)) == 0 {
                requestedEdge = lazyAxis == .vertical ? .top : .leading
            }
        }
        if isLazy, let edge = requestedEdge {
            requestedEdge = nil
            let toEnd = edge == .bottom || edge == .trailing
            if (edge == .top || edge == .bottom) == (lazyAxis == .vertical), rows.count > 0 {
                scroller.scroll(toRow: toEnd ? rows.count - 1 : 0, anchor: toEnd ? .bottomTrailing : .topLeading)
            }
        }
        if !isLazy, let edge = requestedEdge {
            requestedEdge = nil
            switch edge {
            case .top: offset.y = 0
            case .bottom: offset.y = .max / 2
            case .leading: offset.x = 0
            case .trailing: offset.x = .max / 2
            }
        }
    }

    /// Turns a view or an id asked for into the lazy row to show: the row holding the view, or
    /// the row of the id once the data says where it is.
    private func takeRowRequests(_ rows: LazyRows) {
        if let (target, anchor) = requested {
            requested = nil
            if let index = rows.index(holding: target) { scroller.scroll(toRow: index, anchor: anchor) }
        }
        if let (id, anchor) = requestedID {
            switch rows.index(ofID: id) {
            case .found(let index):
                requestedID = nil
                scroller.scroll(toRow: index, anchor: anchor)
            case .pending: break
            case .absent: requestedID = nil
            }
        }
    }

    override func place(in rect: Rect) {
        let rows = self.rows(cross: lazyAxis.crossLength(of: rect.size))
        isLazy = rows.isLazy
        indicator = nil
        takeEdgeRequests(rows)
        if isLazy {
            takeRowRequests(rows)
            placeLazily(rows, in: rect)
            return
        }
        if let (id, anchor) = requestedID {
            requestedID = nil
            if let target = node.firstDescendant(keyed: .id(id)) { requested = (target, anchor) }
        }
        let stack = layoutChildrenAsStack()
        let scrollsAcross = axes.contains(.horizontal)
        let scrollsDown = axes.contains(.vertical)
        // Across, the content is as wide as it would be, and no narrower than the view.
        var width = rect.width
        if scrollsAcross {
            let ideal = stack.sizeThatFits(ProposedSize(width: nil, height: scrollsDown ? nil : rect.height)).width
            width = max(width, ideal)
        }
        viewport = viewport(in: rect, contentWidth: width)
        let height =
            scrollsDown ? stack.sizeThatFits(ProposedSize(width: width, height: nil)).height : viewport.height
        contentSize = Size(width: width, height: height)
        let clock = node.layoutClock
        func placeContent() {
            stack.place(
                in: Rect(x: viewport.minX - offset.x, y: viewport.minY - offset.y, width: width, height: height))
        }
        // Stacks in the content place only what is shown (`StackBehavior`); to find where a
        // view is, it alone is placed first, with nothing shown.
        let nothing = Rect(origin: rect.origin, size: .zero)
        var focused = node.graph.focus.focused
        // The scroll view itself focused (nothing inside takes focus) keeps its offset.
        if let found = focused, found === node || !found.isDescendant(of: node) { focused = nil }
        if let (target, anchor) = requested, !target.isRemoved {
            requested = nil
            clock.showing(nothing, placing: target.displayables) { placeContent() }
            offset = offsets(showing: Self.frame(of: target), at: anchor)
        } else if let focused, focused !== focusAtRequest {
            focusAtRequest = nil
            clock.showing(nothing, placing: [focused]) { placeContent() }
            offset = offsets(
                showing: ScrollOffset.withContext(ScrollOffset.part(of: focused, fitting: viewport), in: viewport))
        } else {
            offset = offsets(showing: nil)
        }
        clock.showing(viewport, placing: focused.map { [$0] } ?? []) { placeContent() }
        if viewport != rect {
            indicator = ScrollIndicator(offset: offset.x, shown: viewport.width, total: width)
        }
    }

    /// Places the rows in view (`LazyScroller`): down, within the view's width (or, scrolling
    /// across too, the width of the widest row in view, shifted left by the offset); across,
    /// within its height.
    private func placeLazily(_ rows: LazyRows, in rect: Rect) {
        if lazyAxis == .horizontal {
            let content = scroller.measure(rows, cross: rect.height, limit: rect.width + 1, alignment: rows.alignment)
            viewport = viewport(in: rect, contentWidth: content.width)
            scroller.place(rows, in: viewport, alignment: rows.alignment)
            if viewport != rect {
                let extent = scroller.extent
                indicator = ScrollIndicator(offset: extent.first, shown: extent.shown, total: extent.count)
            }
            return
        }
        guard axes.contains(.horizontal) else {
            viewport = rect
            scroller.place(rows, in: rect, alignment: rows.alignment)
            return
        }
        let widest = scroller.measure(rows, cross: nil, limit: rect.height, alignment: rows.alignment).width
        let width = max(rect.width, widest)
        viewport = viewport(in: rect, contentWidth: width)
        contentSize = Size(width: width, height: viewport.height)
        offset.x = offset(along: .horizontal, showing: nil)
        func placeRows() {
            scroller.place(
                rows, in: Rect(x: viewport.minX - offset.x, y: viewport.minY, width: width, height: viewport.height),
                alignment: rows.alignment)
        }
        placeRows()
        if let focused = node.graph.focus.focused, focused !== node, focused.isDescendant(of: node),
            focused !== focusAtRequest,
            focused.isPlacedByLatestLayout
        {
            focusAtRequest = nil
            let kept = offset(along: .horizontal, showing: focused.frame)
            if kept != offset.x {
                offset.x = kept
                placeRows()
            }
        }
        if viewport != rect {
            indicator = ScrollIndicator(offset: offset.x, shown: viewport.width, total: width)
        }
    }

    override func draw(in canvas: inout CellGrid) {
        if isLazy {
            scroller.draw(in: &canvas, clippedTo: viewport)
        } else {
            canvas.clipped(to: viewport) { canvas in
                super.draw(in: &canvas)
            }
        }
        let frame = node.frame
        let focused = isFocused
        indicator?.draw(
            in: &canvas, along: Rect(x: frame.minX, y: viewport.maxY, width: frame.width, height: 1), reversed: focused)
        if focused, indicator == nil {
            // Down: a bar in the last column shows where the view is, while it has focus.
            let down =
                isLazy
                ? ScrollIndicator(
                    offset: scroller.extent.first, shown: scroller.extent.shown, total: scroller.extent.count)
                : ScrollIndicator(offset: offset.y, shown: viewport.height, total: contentSize.height)
            down.draw(
                in: &canvas, down: Rect(x: viewport.maxX - 1, y: viewport.minY, width: 1, height: viewport.height))
        }
    }

    /// Keys while the scroll view itself has focus: the arrows scroll a line (a column across),
    /// PgUp/PgDn a page, Home/End to either end.
    override func handleKey(_ key: KeyPress) -> Bool {
        guard node.environment.isScrollEnabled else { return false }
        if isLazy { return scroller.handleKeyOfOwner(key) }
        guard key.modifiers.isEmpty else { return false }
        let down = axes.contains(.vertical)
        let across = axes.contains(.horizontal)
        var target = offset
        switch key.key {
        case .upArrow where down: target.y -= 1
        case .downArrow where down: target.y += 1
        case .leftArrow where across: target.x -= 1
        case .rightArrow where across: target.x += 1
        case .pageUp, .pageDown:
            let sign = key.key == .pageUp ? -1 : 1
            if down {
                target.y += sign * max(1, viewport.height - 1)
            } else {
                target.x += sign * max(1, viewport.width - 1)
            }
        case .home: target = Point(x: 0, y: 0)
        case .end: target = Point(x: across && !down ? .max / 2 : offset.x, y: down ? .max / 2 : 0)
        default: return false
        }
        offset = Point(
            x: ScrollOffset.clamped(target.x, contentLength: contentSize.width, visibleLength: viewport.width),
            y: ScrollOffset.clamped(target.y, contentLength: contentSize.height, visibleLength: viewport.height))
        node.graph.setNeedsLayout()
        return true
    }

    /// Keys the focused control did not use: the lazy rows' (`LazyScroller.handleKey`); Home
    /// and End, which move focus to the first or last control of content that scrolls down
    /// (End on the last one scrolls to the content's end); and Left and Right, which move
    /// focus between the controls of a view that scrolls across.
    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        guard let focused, focused.isDescendant(of: node) else { return false }
        if isLazy,
            scroller.handleKey(key, focused: focused, rows: rows(), arrowsMoveFocus: lazyAxis == .horizontal)
        {
            return true
        }
        if !isLazy, axes.contains(.vertical), key.modifiers.isEmpty, key.key == .home || key.key == .end {
            let focus = node.graph.focus
            let toEnd = key.key == .end
            if let target = focus.firstFocusable(in: node, fromEnd: toEnd), target !== focused {
                return focus.focus(target)
            }
            offset.y = toEnd ? .max / 2 : 0
            holdScroll()
            return true
        }
        guard axes.contains(.horizontal), key.modifiers.isEmpty else { return false }
        switch key.key {
        case .rightArrow: return node.graph.focus.moveFocus(forward: true, within: node)
        case .leftArrow: return node.graph.focus.moveFocus(forward: false, within: node)
        default: return false
        }
    }

    /// The wheel scrolls the lazy rows along their axis (`LazyScroller.handleMouse`); across,
    /// content that is not lazy scrolls by columns, and stays there until focus moves.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        if event.scrollStep != nil, !node.environment.isScrollEnabled { return false }
        // Across only, the wheel's turn down scrolls across too.
        let acrossOnly = axes == .horizontal
        if isLazy, scroller.handleMouse(event, acrossOnly: acrossOnly) { return true }
        guard let step = event.scrollStep, step.axis == .horizontal || acrossOnly, axes.contains(.horizontal) else {
            return super.handleMouse(event)
        }
        offset.x = ScrollOffset.clamped(
            offset.x + step.delta * Self.wheelColumns, contentLength: contentSize.width,
            visibleLength: viewport.width)
        holdScroll()
        return true
    }
}
