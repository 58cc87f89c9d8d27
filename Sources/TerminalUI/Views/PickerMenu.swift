/// The popup list a menu-style picker opens: a box over the screen, one row per option.
struct PickerMenu: View {
    typealias Body = Never
    weak var picker: PickerBehavior?
}

extension PickerMenu: PrimitiveView {
    func makeBehavior() -> PickerMenuBehavior {
        PickerMenuBehavior()
    }

    func update(_ node: Node, behavior: PickerMenuBehavior) {
        if behavior.picker == nil {
            behavior.highlighted = picker?.selectedIndex ?? 0
        }
        behavior.picker = picker
    }
}

/// Moves the highlight through a picker's options and chooses one.
final class PickerMenuBehavior: NodeBehavior {
    weak var picker: PickerBehavior?
    var highlighted = 0
    private var top = 0

    override var isFocusable: Bool { true }
    override var focusesChildren: Bool { false }

    private var visibleRows: Int { max(1, node.frame.height - 2) }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard let picker, key.modifiers.isDisjoint(with: [.control, .option]) else { return false }
        let count = picker.options.count
        switch key.key {
        case .upArrow, "k": highlighted -= 1
        case .downArrow, "j": highlighted += 1
        case .pageUp: highlighted -= visibleRows
        case .pageDown: highlighted += visibleRows
        case .home: highlighted = 0
        case .end: highlighted = count - 1
        case .return, .space:
            picker.choose(at: highlighted)
            picker.closeMenu()
            return true
        case .escape:
            picker.closeMenu()
            return true
        case .tab:
            return true
        default:
            return false
        }
        highlighted = min(max(0, highlighted), max(0, count - 1))
        node.graph.setNeedsLayout()
        return true
    }

    /// A click on an option chooses it and closes the menu.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isClick, let picker else { return false }
        let row = event.location.y - (node.frame.minY + 1)
        guard row >= 0, row < visibleRows, top + row < picker.options.count,
            event.location.x > node.frame.minX, event.location.x < node.frame.maxX - 1
        else { return true }
        highlighted = top + row
        picker.choose(at: highlighted)
        picker.closeMenu()
        return true
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard let picker else { return .zero }
        let options = picker.options
        let widest = options.map { $0.node.sizeThatFits(ProposedSize(width: nil, height: 1)).width }.max() ?? 0
        let width = min(widest + 6, proposal.width ?? (widest + 6))
        let height = min(options.count + 2, max(3, (proposal.height ?? options.count + 2) - 2))
        return Size(width: max(width, 10), height: height)
    }

    /// The options placed by the last layout, and the first of them shown.
    private var placed: [PickerBehavior.Option] = []

    override func place(in rect: Rect) {
        guard let picker else { return }
        let options = picker.options
        placed = options
        let rows = max(0, rect.height - 2)
        if highlighted < top { top = highlighted }
        if highlighted >= top + rows { top = highlighted - rows + 1 }
        top = min(max(0, top), max(0, options.count - rows))
        let inner = Rect(x: rect.minX + 1, y: rect.minY + 1, width: max(0, rect.width - 2), height: rows)
        for row in 0..<rows where top + row < options.count {
            let option = options[top + row].node
            let size = option.sizeThatFits(ProposedSize(width: nil, height: 1))
            option.place(
                in: Rect(
                    x: inner.minX + 3, y: inner.minY + row, width: max(0, min(size.width, inner.width - 4)), height: 1))
        }
    }

    override func draw(in canvas: inout Canvas) {
        guard let picker else { return }
        let frame = node.frame
        guard frame.width > 2, frame.height > 2 else { return }
        let options = placed
        let rows = frame.height - 2
        canvas.fill(frame, style: .plain)
        BoxDrawing.drawBox(frame, style: Style(attributes: .bold), in: &canvas)
        let selected = picker.selectedIndex
        let inner = Rect(x: frame.minX + 1, y: frame.minY + 1, width: frame.width - 2, height: rows)
        canvas.clipped(to: inner) { canvas in
            for row in 0..<rows where top + row < options.count {
                let index = top + row
                let y = inner.minY + row
                if index == selected {
                    canvas.draw("✓", at: Point(x: inner.minX + 1, y: y), style: .plain, clip: inner)
                }
                options[index].node.behavior.draw(in: &canvas)
                if index == highlighted {
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
