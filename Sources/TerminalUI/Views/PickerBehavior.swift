/// Finds a picker's options, lays out and draws the picker, and takes its keys.
final class PickerBehavior: NodeBehavior {
    struct Option {
        let tag: AnyHashable?
        let node: Node
    }

    var style = PickerStyleKind.menu
    /// Reads the selection's current value (live: a write shows before any re-evaluation).
    var readSelection: () -> AnyHashable? = { nil }
    var choose: (AnyHashable) -> Void = { _ in }
    private(set) var isMenuOpen = false
    /// The segment (or inline row) Tab and Shift-Tab moved to in a focused segmented (or
    /// inline) picker, when it is not the chosen one: each option is a stop of its own (as a row
    /// of tabs, or the rows of a list a user taps), and Return or Space chooses it.
    private var highlighted: Int?

    /// Whether each option is a stop of Tab: a segment, or an inline picker's row.
    private var optionsAreStops: Bool { style == .segmented || style == .inline }

    override var isFocusable: Bool { true }
    override var focusesChildren: Bool { false }

    private var labelNode: Node? { node.children.first { $0.key == .slot(0) } }
    private var contentNode: Node? { node.children.first { $0.key == .slot(1) } }
    /// A menu picker's `currentValueLabel`, shown for the chosen value in place of its option.
    private var currentValueNode: Node? { node.children.first { $0.key == .slot(3) } }

    /// The options in order: tagged views, or `ForEach` rows by their ids.
    var options: [Option] {
        var result: [Option] = []
        func collect(_ node: Node, implicit: AnyHashable?) {
            guard node.isShown else { return }
            if let tag = node.behavior.pickerTag {
                result.append(Option(tag: tag, node: node))
            } else if node.behavior.isForEach {
                for child in node.children {
                    if case .id(let id) = child.key {
                        collect(child, implicit: id)
                    }
                }
            } else if node.behavior.isTransparent {
                for child in node.children { collect(child, implicit: implicit) }
            } else {
                result.append(Option(tag: implicit, node: node))
            }
        }
        if let contentNode { collect(contentNode, implicit: nil) }
        return result
    }

    /// The position of the chosen option, if one is chosen.
    var selectedIndex: Int? {
        let selected = readSelection()
        return options.firstIndex { $0.tag != nil && $0.tag == selected }
    }

    /// Chooses the option at `index` (when it has a tag).
    func choose(at index: Int) {
        let options = options
        guard options.indices.contains(index), let tag = options[index].tag else { return }
        choose(tag)
        // The picker reads the selection when laid out: lay out again even if nothing
        // re-evaluates.
        node.graph.setNeedsLayout()
    }

    func openMenu() {
        isMenuOpen = true
        node.invalidate()
    }

    func closeMenu() {
        guard isMenuOpen else { return }
        isMenuOpen = false
        node.invalidate()
    }

    override func didRemove() {
        isMenuOpen = false
    }

    // MARK: Keys

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option]), node.environment.isEnabled else { return false }
        let count = options.count
        guard count > 0 else { return false }
        let current = selectedIndex
        func step(_ delta: Int) -> Bool {
            let next = (current ?? (delta > 0 ? -1 : count)) + delta
            guard next >= 0, next < count else { return false }
            choose(at: next)
            return true
        }
        switch (style, key.key) {
        case (.menu, .return), (.menu, .space):
            openMenu()
            return true
        case (.segmented, .return), (.segmented, .space), (.inline, .return), (.inline, .space):
            choose(at: highlighted ?? current ?? 0)
            endHighlight()
            return true
        case (.segmented, .tab), (.inline, .tab):
            return moveHighlight(by: key.modifiers.contains(.shift) ? -1 : 1, from: highlighted ?? current ?? 0)
        case (_, .leftArrow):
            _ = step(-1)
            endHighlight()
            return true
        case (_, .rightArrow):
            _ = step(1)
            endHighlight()
            return true
        case (.inline, .upArrow), (.wheel, .upArrow):
            endHighlight()
            return step(-1)
        case (.inline, .downArrow), (.wheel, .downArrow):
            endHighlight()
            return step(1)
        default:
            return false
        }
    }

    /// Moves a segmented picker's highlight to the next segment (or the one before): false past
    /// the last (or the first), where Tab goes on to the next control; when the picker is the
    /// only control, the highlight comes round to the first segment (or the last).
    private func moveHighlight(by step: Int, from index: Int) -> Bool {
        guard let next = node.graph.focus.nextStop(of: node, from: index, by: step, count: options.count) else {
            endHighlight()
            return false
        }
        highlighted = next == selectedIndex ? nil : next
        node.invalidate()
        return true
    }

    private func endHighlight() {
        guard highlighted != nil else { return }
        highlighted = nil
        node.invalidate()
    }

    override func focusDidChange() {
        guard optionsAreStops else { return }
        if isFocused, let forward = node.graph.focus.isMovingForward, !options.isEmpty {
            // Reached by Tab from the control before (or Shift-Tab from the one after): the walk
            // along the options starts at the first (or the last), so Tab reaches every one.
            let first = forward ? 0 : options.count - 1
            highlighted = first == selectedIndex ? nil : first
            node.invalidate()
        } else if !isFocused {
            endHighlight()
        }
    }

    /// A segmented picker's focus is the segment Tab moved to (or the chosen one), not the row;
    /// an inline picker's is that option's row, with its mark; a wheel's, the chosen row.
    override var focusIndicatorFrame: Rect? {
        guard style != .menu, isFocused else { return nil }
        let index = (highlighted ?? selectedIndex ?? 0) - firstPlaced
        guard placedOptions.indices.contains(index) else { return nil }
        let option = placedOptions[index].node.frame
        guard style != .segmented else { return option.inset(by: CellInsets(leading: -1, trailing: -1)) }
        let markX = node.frame.minX + 2
        return Rect(x: markX, y: option.minY, width: max(option.maxX, markX + 3) - markX, height: 1)
    }

    /// A click focuses the picker; on a menu it opens the popup, on a segment or an inline row
    /// it chooses that option.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isClick else { return false }
        guard node.environment.isEnabled else { return true }
        node.graph.focus.focus(node)
        let point = event.location
        switch style {
        case .menu:
            openMenu()
        case .segmented:
            // A segment with the blank on either side of it.
            if let index = placedOptions.firstIndex(where: {
                $0.node.frame.inset(by: CellInsets(leading: -1, trailing: -1)).contains(point)
            }) {
                choose(at: index)
            }
        case .inline, .wheel:
            if let index = placedOptions.firstIndex(where: { $0.node.frame.minY == point.y }) {
                choose(at: firstPlaced + index)
            }
        }
        return true
    }

    // MARK: Layout

    private var labelSize: Size {
        labelNode.map { $0.sizeThatFits(ProposedSize(width: nil, height: 1)) } ?? .zero
    }

    private func optionSize(_ option: Option) -> Size {
        option.node.sizeThatFits(ProposedSize(width: nil, height: 1))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let label = labelSize
        let gap = label.width > 0 ? 2 : 0
        let options = options
        switch style {
        case .menu:
            let currentValue = currentValueNode?.sizeThatFits(ProposedSize(width: nil, height: 1)).width ?? 0
            let widest = max(currentValue, options.map { optionSize($0).width }.max() ?? 0)
            let ideal = label.width + gap + widest + 2
            return Size(width: proposal.width.map { max($0, ideal) } ?? ideal, height: 1)
        case .segmented:
            let segments = segmentsWidth(options)
            let ideal = label.width + gap + segments
            // Short of room, the label gives way to the segments (iOS never shows it).
            return Size(width: proposal.width.map { max($0, $0 < ideal ? segments : ideal) } ?? ideal, height: 1)
        case .inline, .wheel:
            let widest = options.map { optionSize($0).width + 6 }.max() ?? 0
            let ideal = max(label.width, widest)
            let shown = style == .wheel ? min(Self.wheelRows, options.count) : options.count
            let rows = (label.width > 0 ? 1 : 0) + shown
            return Size(width: proposal.width.map { max($0, ideal) } ?? ideal, height: max(1, rows))
        }
    }

    /// Where the last layout put the chosen option (menu style) or each option's first
    /// column (segmented style: the separators go between them).
    private var valueRect: Rect?
    private var segmentStarts: [Int] = []
    private var placedOptions: [Option] = []
    /// The position among the options of the first one placed (a wheel shows a window of them).
    private var firstPlaced = 0
    /// How many options a wheel shows at a time.
    static let wheelRows = 5

    /// The width of a segmented picker's segments, with their separators and end marks.
    private func segmentsWidth(_ options: [Option]) -> Int {
        options.reduce(0) { $0 + optionSize($1).width } + max(0, options.count - 1) * 3 + 4
    }

    override func place(in rect: Rect) {
        let options = options
        let segments = style == .segmented ? segmentsWidth(options) : 0
        var labelWidth = labelSize.width
        if style == .segmented, labelWidth > 0, rect.width < labelWidth + 2 + segments {
            labelWidth = 0
        }
        if let labelNode {
            labelNode.place(in: Rect(x: rect.minX, y: rect.minY, width: min(labelWidth, rect.width), height: 1))
        }
        placedOptions = options
        firstPlaced = 0
        segmentStarts.removeAll()
        valueRect = nil
        let valueStart = rect.minX + labelWidth + (labelWidth > 0 ? 2 : 0)
        func put(_ option: Option, x: Int, y: Int, width: Int) {
            let size = optionSize(option)
            option.node.place(in: Rect(x: x, y: y, width: max(0, min(size.width, width)), height: 1))
        }
        switch style {
        case .menu:
            guard let selected = selectedIndex else { return }
            let shown = currentValueNode ?? options[selected].node
            let width = shown.sizeThatFits(ProposedSize(width: nil, height: 1)).width
            let x = max(valueStart, rect.maxX - width - 2)
            shown.place(in: Rect(x: x, y: rect.minY, width: max(0, min(width, rect.maxX - 2 - x)), height: 1))
            valueRect = Rect(x: x, y: rect.minY, width: width, height: 1)
        case .segmented:
            var x = max(valueStart, rect.maxX - segments) + 2
            for option in options {
                let width = optionSize(option).width
                segmentStarts.append(x)
                put(option, x: x, y: rect.minY, width: max(0, rect.maxX - x))
                x += width + 3
            }
        case .inline:
            var y = rect.minY + (labelWidth > 0 ? 1 : 0)
            for option in options where y < rect.maxY {
                put(option, x: rect.minX + 6, y: y, width: rect.width - 6)
                y += 1
            }
        case .wheel:
            // The window keeps the chosen option in its middle row, short of either end.
            let rows = min(rect.height, Self.wheelRows, options.count)
            firstPlaced = max(0, min((selectedIndex ?? 0) - rows / 2, options.count - rows))
            placedOptions = Array(options[firstPlaced..<firstPlaced + rows])
            for (row, option) in placedOptions.enumerated() {
                put(option, x: rect.minX + 6, y: rect.minY + row, width: rect.width - 6)
            }
        }
    }

    // MARK: Drawing

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        labelNode?.behavior.draw(in: &canvas)
        let focused = isFocused
        let options = placedOptions
        let selected = selectedIndex
        var highlight = Style()
        if focused { highlight.attributes.insert(.reverse) }
        canvas.clipped(to: frame) { canvas in
            switch style {
            case .menu:
                // While the popup is open it shows the options (and draws them where it put them).
                let value = valueRect ?? Rect(x: frame.maxX - 2, y: frame.minY, width: 0, height: 1)
                if let selected, !isMenuOpen, selected < options.count {
                    (currentValueNode ?? options[selected].node).behavior.draw(in: &canvas)
                }
                canvas.draw(" ▾", at: Point(x: value.maxX, y: frame.minY), style: .plain, clip: frame)
                if focused {
                    canvas.restyle(Rect(x: value.minX, y: frame.minY, width: value.width + 2, height: 1)) {
                        $0.attributes.insert(.reverse)
                    }
                }
            case .segmented:
                let dim = Style(attributes: .dim)
                for (index, option) in options.enumerated() where index < segmentStarts.count {
                    let x = segmentStarts[index]
                    canvas.draw(
                        index == 0 ? "‹ " : " | ", at: Point(x: x - (index == 0 ? 2 : 3), y: frame.minY), style: dim,
                        clip: frame)
                    option.node.behavior.draw(in: &canvas)
                    // Focused, the segment Tab is on is reversed (the chosen one, until Tab
                    // moves on); the chosen one is underlined otherwise.
                    let isCurrent = focused && index == (highlighted ?? selected)
                    if isCurrent || index == selected {
                        canvas.restyle(option.node.frame) {
                            $0.attributes.insert(isCurrent ? .reverse : .underline)
                            $0.attributes.insert(.bold)
                        }
                    }
                }
                if let last = options.last {
                    canvas.draw(" ›", at: Point(x: last.node.frame.maxX, y: frame.minY), style: dim, clip: frame)
                }
            case .inline, .wheel:
                // Focused, the mark of the row Tab is on is reversed (the chosen one's, until Tab
                // moves on).
                let current = highlighted ?? selected
                for (index, option) in options.enumerated() where option.node.frame.minY < frame.maxY {
                    let isSelected = firstPlaced + index == selected
                    canvas.draw(
                        isSelected ? "(•)" : "( )", at: Point(x: frame.minX + 2, y: option.node.frame.minY),
                        style: firstPlaced + index == current ? highlight : .plain, clip: frame)
                    option.node.behavior.draw(in: &canvas)
                }
            }
        }
        if !node.environment.isEnabled {
            canvas.restyle(frame) { $0.attributes.insert(.dim) }
        } else if focused, let labelNode {
            canvas.restyle(labelNode.frame) { $0.attributes.insert(.bold) }
        }
    }
}

extension PickerBehavior: PopupMenuSource {
    var popupRows: [Node] { options.map(\.node) }
    var popupCheckedRow: Int? { selectedIndex }

    func choosePopupRow(_ index: Int) {
        choose(at: index)
        closeMenu()
    }

    func closePopup() {
        closeMenu()
    }

    /// The chosen value and its ` ▾`, as drawn.
    var popupAnchor: Rect? {
        guard let value = valueRect else { return node.frame }
        return Rect(x: value.minX, y: value.minY, width: value.width + 2, height: 1).intersection(node.frame)
    }
}
