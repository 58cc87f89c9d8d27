import DataFlow

/// Presents an alert while a binding reads true.
///
/// The alert is a box centred over the dimmed screen with focus trapped inside it. Choosing
/// an action runs it, then writes false to the binding (so `Binding(ifNotNil:)` sets its
/// optional to nil); with no actions an OK button is supplied. Esc chooses the `.cancel`
/// button, or just closes. If the write cannot take effect (`.constant(true)`) the alert
/// stays; setting the binding false in code dismisses it without running an action.
struct AlertModifier<Actions: View, Message: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let title: Text
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message?

    func makeBehavior() -> AlertModifierBehavior { AlertModifierBehavior() }

    func update(_ node: Node, behavior: AlertModifierBehavior, content: any View) {
        let presented = isPresented.wrappedValue
        node.reconcileChildren { children in
            children.add(content, key: .slot(0))
            if presented {
                let box = children.add(
                    AlertBox(title: title, actions: actions, message: message, isPresented: isPresented), key: .slot(1))
                box.isOverlay = true
            }
        }
        if presented, let box = node.children.last, box.isOverlay {
            node.graph.present(box, focusing: box.behavior.initialFocus)
        }
    }
}

final class AlertModifierBehavior: NodeBehavior {
    override var isTransparent: Bool { true }
}

/// The box an alert draws: title, message, then its buttons in a row.
struct AlertBox<Actions: View, Message: View>: View {
    typealias Body = Never
    let title: Text
    let actions: Actions
    let message: Message?
    let isPresented: Binding<Bool>
}

extension AlertBox: PrimitiveView {
    func makeBehavior() -> AlertBoxBehavior {
        AlertBoxBehavior()
    }

    func update(_ node: Node, behavior: AlertBoxBehavior) {
        let isPresented = isPresented
        behavior.close = { isPresented.wrappedValue = false }
        var environment = node.environment
        environment.lineLimit = nil
        node.childEnvironment = environment
        node.reconcileChildren { children in
            children.add(title.bold(), key: .slot(0))
            if let message {
                children.add(message, key: .slot(1))
            }
            if Actions.self == EmptyView.self {
                children.add(Button("OK") {}, key: .slot(2))
            } else {
                children.add(actions, key: .slot(3))
            }
        }
        behavior.wireButtons()
    }
}

final class AlertBoxBehavior: NodeBehavior {
    override var clipsContent: Bool { true }

    var close: () -> Void = {}

    private var titleNodes: [Node] { part(0) }
    private var messageNodes: [Node] { part(1) }

    private var buttons: [ButtonBehavior] { actionControls.buttons }

    /// The text fields among the actions (an alert that asks for a name), shown above the
    /// buttons, one under another.
    private var fields: [Node] { actionControls.fields }

    /// The buttons and the text fields of the actions, in order (a button's label is not
    /// searched).
    private var actionControls: (buttons: [ButtonBehavior], fields: [Node]) {
        var buttons: [ButtonBehavior] = []
        var fields: [Node] = []
        func collect(_ node: Node) {
            if let button = node.behavior.button {
                buttons.append(button)
            } else if node.behavior is TextFieldBehavior {
                fields.append(node)
            } else {
                node.children.forEach(collect)
            }
        }
        for child in node.children where child.key == .slot(2) || child.key == .slot(3) {
            collect(child)
        }
        return (buttons, fields)
    }

    private func part(_ slot: Int) -> [Node] {
        node.children.first { $0.key == .slot(slot) }?.displayables ?? []
    }

    /// The control focused when the alert opens: its first text field; else, with a destructive
    /// button present, the cancel button (so Return does not destroy by default); otherwise the
    /// first plain button.
    override var initialFocus: Node? {
        if let field = fields.first { return field }
        let buttons = buttons
        if buttons.contains(where: { $0.role == .destructive }),
            let cancel = buttons.first(where: { $0.role == .cancel })
        {
            return cancel.node
        }
        return (buttons.first { $0.role == nil } ?? buttons.first)?.node
    }

    /// Makes every button run its action, then close the alert.
    func wireButtons() {
        for button in buttons {
            button.onPress = { [weak button, weak self] in
                button?.action()
                self?.close()
            }
        }
    }

    override func handleKeyFromDescendant(_ key: KeyPress, focused: Node?) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option]) else { return false }
        switch key.key {
        case .escape:
            if let cancel = buttons.first(where: { $0.role == .cancel }) {
                cancel.press()
            } else {
                close()
            }
            return true
        case .leftArrow, .upArrow:
            return node.graph.focus.moveFocus(forward: false, within: node)
        case .rightArrow, .downArrow:
            return node.graph.focus.moveFocus(forward: true, within: node)
        default:
            return false
        }
    }

    // MARK: Layout

    private static let maxInnerWidth = 56

    /// One row of the box: the title, the message, the text fields, or the buttons.
    private struct Row {
        var nodes: [Node]
        var size: Size
        var axis: Axis
        var spacing: Int
    }

    /// The rows at an inner width of `width`. The buttons sit side by side when they fit the
    /// width, else one under another, so that every button is on screen.
    private func rows(width: Int) -> [Row] {
        var result: [Row] = []
        for nodes in [titleNodes, messageNodes] where !nodes.isEmpty {
            let stack = StackLayout(axis: .vertical, alignment: HorizontalAlignment.center, spacing: 0, children: nodes)
            result.append(
                Row(
                    nodes: nodes, size: stack.sizeThatFits(ProposedSize(width: width, height: nil)), axis: .vertical,
                    spacing: 0))
        }
        let fields = fields
        if !fields.isEmpty {
            let heights = fields.map { $0.sizeThatFits(ProposedSize(width: width, height: nil)).height }
            result.append(
                Row(nodes: fields, size: Size(width: width, height: heights.reduce(0, +)), axis: .vertical, spacing: 0))
        }
        let buttonNodes = buttons.compactMap(\.node)
        let side = StackLayout(
            axis: .horizontal, alignment: VerticalAlignment.center, spacing: 2, children: buttonNodes)
        let sideSize = side.sizeThatFits(ProposedSize(width: nil, height: 1))
        if sideSize.width <= width {
            result.append(Row(nodes: buttonNodes, size: sideSize, axis: .horizontal, spacing: 2))
        } else {
            let stacked = StackLayout(
                axis: .vertical, alignment: HorizontalAlignment.center, spacing: 0, children: buttonNodes)
            result.append(
                Row(
                    nodes: buttonNodes, size: stacked.sizeThatFits(ProposedSize(width: width, height: nil)),
                    axis: .vertical, spacing: 0))
        }
        return result
    }

    /// The height of each row and of the blank line after it, within `available` lines: the
    /// buttons keep their lines; when the screen is too low for everything, the blank lines go
    /// first, then the message and then the title lose lines (a cut text ends in "…").
    private static func fit(_ heights: [Int], into available: Int) -> [(height: Int, gap: Int)] {
        var rows = heights.enumerated().map { (height: $1, gap: $0 < heights.count - 1 ? 1 : 0) }
        func total() -> Int { rows.reduce(0) { $0 + $1.height + $1.gap } }
        for index in rows.indices where total() > available {
            rows[index].gap = 0
        }
        // Texts (every row but the buttons), the one nearest the buttons first.
        for index in rows.indices.dropLast().reversed() {
            let excess = total() - available
            guard excess > 0 else { break }
            rows[index].height = max(0, rows[index].height - excess)
        }
        return rows
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let limit = min(Self.maxInnerWidth, max(10, (proposal.width ?? 80) - 4))
        let widest = rows(width: limit).map(\.size.width).max() ?? 0
        let inner = min(limit, max(24, widest))
        let heights = rows(width: inner).map(\.size.height)
        let height = heights.reduce(0, +) + max(0, heights.count - 1) + 2
        return Size(width: inner + 4, height: proposal.height.map { min($0, height) } ?? height)
    }

    override func place(in rect: Rect) {
        let inner = max(0, rect.width - 4)
        let all = rows(width: inner)
        let fitted = Self.fit(all.map(\.size.height), into: max(0, rect.height - 2))
        var y = rect.minY + 1
        for (row, space) in zip(all, fitted) {
            if row.axis == .horizontal {
                let stack = StackLayout(
                    axis: .horizontal, alignment: VerticalAlignment.center, spacing: row.spacing, children: row.nodes)
                let width = min(inner, row.size.width)
                stack.place(
                    in: Rect(x: rect.minX + 2 + max(0, (inner - width) / 2), y: y, width: width, height: space.height))
            } else {
                // One under another, centred, each cut to the lines left (a stack would give a
                // text all the lines it asks for).
                var top = y
                for node in row.nodes {
                    let size = node.sizeThatFits(ProposedSize(width: inner, height: nil))
                    let width = min(inner, size.width)
                    let height = max(0, min(size.height, y + space.height - top))
                    node.place(
                        in: Rect(x: rect.minX + 2 + max(0, (inner - width) / 2), y: top, width: width, height: height))
                    top += height
                }
            }
            y += space.height + space.gap
        }
    }

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame
        canvas.fill(frame, style: .plain)
        BoxDrawing.drawBox(frame, style: Style(attributes: .bold), in: &canvas)
        // The box places the title, the message, the fields and the buttons itself, so it
        // draws them itself too: actions wrapped in a stack are drawn where they are placed.
        let controls = actionControls
        let drawn = titleNodes + messageNodes + controls.fields + controls.buttons.compactMap(\.node)
        canvas.clipped(to: frame) { canvas in
            for node in drawn {
                node.behavior.draw(in: &canvas)
            }
        }
    }
}

extension View {
    /// Shows an alert titled `title` with `actions` (buttons) while `isPresented` is true.
    public func alert<S: StringProtocol, A: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            AlertModifier<A, EmptyView>(title: Text(title), isPresented: isPresented, actions: actions(), message: nil))
    }

    /// Shows an alert with a message below the title.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(AlertModifier(title: Text(title), isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Shows an alert titled with a `Text`.
    public func alert<A: View>(
        _ title: Text,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(AlertModifier<A, EmptyView>(title: title, isPresented: isPresented, actions: actions(), message: nil))
    }

    /// Shows an alert titled with a `Text`, with a message.
    public func alert<A: View, M: View>(
        _ title: Text,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: message()))
    }
}
