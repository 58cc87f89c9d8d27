/// What a popup menu lists and does: a menu-style picker's options, a `Menu`'s or a context
/// menu's items.
@MainActor
protocol PopupMenuSource: AnyObject {
    /// The rows, in order.
    var popupRows: [Node] { get }
    /// The row marked ✓ (a picker's choice), if any.
    var popupCheckedRow: Int? { get }
    /// The rows that cannot be highlighted or chosen: sections' headers.
    var popupHeaderRows: IndexSet { get }
    /// Chooses row `index` and closes the popup.
    func choosePopupRow(_ index: Int)
    /// Closes the popup without choosing.
    func closePopup()
    /// Where on the screen the popup opens from, as laid out last: the control (a picker's
    /// value, a menu's button), the focused row, or the point clicked; nil: centred.
    var popupAnchor: Rect? { get }
}

extension PopupMenuSource {
    var popupHeaderRows: IndexSet { [] }
}

/// The popup list a menu-style picker, a `Menu` or a context menu opens: a box next to what
/// opened it (`RootBehavior` places it), one row per item (a section's header dim, above its
/// items, and passed over by the keys).
struct PopupMenu: View {
    typealias Body = Never
    weak var source: (any PopupMenuSource)?
}

extension PopupMenu: PrimitiveView {
    func makeBehavior() -> PopupMenuBehavior {
        PopupMenuBehavior()
    }

    func update(_ node: Node, behavior: PopupMenuBehavior) {
        if behavior.source == nil, let source {
            let headers = source.popupHeaderRows
            behavior.highlighted =
                source.popupCheckedRow ?? source.popupRows.indices.first { !headers.contains($0) } ?? 0
        }
        behavior.source = source
    }
}

/// Moves the highlight through a popup's rows and chooses one.
final class PopupMenuBehavior: NodeBehavior {
    weak var source: (any PopupMenuSource)?
    var highlighted = 0
    private var top = 0

    override var isFocusable: Bool { true }
    override var focusesChildren: Bool { false }

    private var visibleRows: Int { max(1, node.frame.height - 2) }

    override var overlayAnchor: Rect? { source?.popupAnchor }

    /// The highlighted row, where a user sees the focus: the popup is one control, its rows are not.
    override var focusIndicatorFrame: Rect? {
        let frame = node.frame
        let row = highlighted - top
        guard frame.width > 2, row >= 0, row < frame.height - 2 else { return nil }
        return Rect(x: frame.minX + 1, y: frame.minY + 1 + row, width: frame.width - 2, height: 1)
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard let source, key.modifiers.isDisjoint(with: [.control, .option]) else { return false }
        let count = source.popupRows.count
        switch key.key {
        case .upArrow, "k": highlighted -= 1
        case .downArrow, "j": highlighted += 1
        case .pageUp: highlighted -= visibleRows
        case .pageDown: highlighted += visibleRows
        case .home: highlighted = 0
        case .end: highlighted = count - 1
        case .return, .space:
            source.choosePopupRow(highlighted)
            return true
        case .escape:
            source.closePopup()
            return true
        case .tab:
            return true
        default:
            return false
        }
        highlighted = min(max(0, highlighted), max(0, count - 1))
        // Past a header onto the next item the way the highlight moved.
        let step = [KeyEquivalent.upArrow, "k", .pageUp, .end].contains(key.key) ? -1 : 1
        highlighted =
            Self.choosable(from: highlighted, step: step, of: count, past: source.popupHeaderRows) ?? highlighted
        node.graph.setNeedsLayout()
        return true
    }

    /// The first of `count` rows from `start` going by `step` that is not one of `headers`,
    /// else the first the other way.
    private static func choosable(from start: Int, step: Int, of count: Int, past headers: IndexSet) -> Int? {
        let ahead = stride(from: start, to: step > 0 ? count : -1, by: step)
        let behind = stride(from: start - step, to: step > 0 ? -1 : count, by: -step)
        return ahead.first { !headers.contains($0) } ?? behind.first { !headers.contains($0) }
    }

    /// A click on a row chooses it and closes the menu.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isClick, let source else { return false }
        let row = event.location.y - (node.frame.minY + 1)
        guard row >= 0, row < visibleRows, top + row < source.popupRows.count,
            event.location.x > node.frame.minX, event.location.x < node.frame.maxX - 1,
            !source.popupHeaderRows.contains(top + row)
        else { return true }
        highlighted = top + row
        source.choosePopupRow(highlighted)
        return true
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard let source else { return .zero }
        let options = source.popupRows
        let widest = options.map { $0.sizeThatFits(ProposedSize(width: nil, height: 1)).width }.max() ?? 0
        let width = min(widest + 6, proposal.width ?? (widest + 6))
        let height = min(options.count + 2, max(3, (proposal.height ?? options.count + 2) - 2))
        return Size(width: max(width, 10), height: height)
    }

    /// The rows placed by the last layout, and which of them are headers.
    private var placed: [Node] = []
    private var placedHeaders = IndexSet()

    override func place(in rect: Rect) {
        guard let source else { return }
        let options = source.popupRows
        let headers = source.popupHeaderRows
        placed = options
        placedHeaders = headers
        let rows = max(0, rect.height - 2)
        if highlighted < top { top = highlighted }
        if highlighted >= top + rows { top = highlighted - rows + 1 }
        top = min(max(0, top), max(0, options.count - rows))
        let inner = Rect(x: rect.minX + 1, y: rect.minY + 1, width: max(0, rect.width - 2), height: rows)
        for row in 0..<rows where top + row < options.count {
            let option = options[top + row]
            let size = option.sizeThatFits(ProposedSize(width: nil, height: 1))
            // An item after the column of ✓, a header from the box's edge.
            let indent = headers.contains(top + row) ? 1 : 3
            option.place(
                in: Rect(
                    x: inner.minX + indent, y: inner.minY + row,
                    width: max(0, min(size.width, inner.width - indent - 1)),
                    height: 1))
        }
    }

    override func draw(in canvas: inout CellGrid) {
        guard let source else { return }
        let frame = node.frame
        guard frame.width > 2, frame.height > 2 else { return }
        let options = placed
        let rows = frame.height - 2
        canvas.fill(frame, style: .plain)
        BoxDrawing.drawBox(frame, style: Style(attributes: .bold), in: &canvas)
        let selected = source.popupCheckedRow
        let inner = Rect(x: frame.minX + 1, y: frame.minY + 1, width: frame.width - 2, height: rows)
        canvas.clipped(to: inner) { canvas in
            for row in 0..<rows where top + row < options.count {
                let index = top + row
                let y = inner.minY + row
                if index == selected {
                    canvas.draw("✓", at: Point(x: inner.minX + 1, y: y), style: .plain, clip: inner)
                }
                options[index].behavior.draw(in: &canvas)
                if placedHeaders.contains(index) {
                    canvas.restyle(Rect(x: inner.minX, y: y, width: inner.width, height: 1)) {
                        $0.attributes.insert(.dim)
                    }
                } else if index == highlighted {
                    canvas.restyle(Rect(x: inner.minX, y: y, width: inner.width, height: 1)) {
                        $0.attributes.insert(.reverse)
                    }
                }
            }
        }
        if options.count > rows {
            let thumb = inner.minY + (rows - 1) * top / max(1, options.count - rows)
            canvas.put(Glyph(text: "┃", width: 1), at: Point(x: frame.maxX - 1, y: thumb), style: .plain)
        }
    }
}
