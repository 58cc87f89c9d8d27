/// A control for choosing one of several options, as SwiftUI's `Picker`.
///
/// The options are the views of `content`, each identified by its `.tag(_:)` — or, inside a
/// `ForEach`, by the element's id — and choosing one writes that tag to `selection` (once).
/// How it looks depends on `.pickerStyle(_:)`:
/// - menu (the default): the label, and at the right the chosen option with `▾`. Return or
///   Space opens a popup list of the options over the screen (Up/Down, PgUp/PgDn, Home/End
///   move; Return chooses; Esc closes without choosing); Left/Right choose the previous or next
///   option without opening it.
/// - segmented: the label, then `‹ A | B | C ›` with the chosen option highlighted;
///   Left/Right choose.
/// - inline (also wheel): the label, then one row per option, `(•)` marking the chosen one;
///   Up/Down (and Left/Right) choose, and Up on the first or Down on the last option moves focus
///   on in a form.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
}

extension Picker {
    /// A picker with a label view given first (the older form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// A picker titled with the string `titleKey` stands for.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
}

extension Picker: PrimitiveView {
    func makeBehavior() -> PickerBehavior {
        PickerBehavior()
    }

    func update(_ node: Node, behavior: PickerBehavior) {
        let selection = selection
        behavior.style = node.environment.pickerStyle
        behavior.readSelection = { AnyHashable(selection.wrappedValue) }
        behavior.choose = { tag in
            guard let value = tag.base as? SelectionValue, value != selection.wrappedValue else { return }
            selection.wrappedValue = value
        }
        let labelsHidden = node.environment.labelsHidden
        let menuOpen = behavior.isMenuOpen
        node.reconcileChildren { children in
            if !labelsHidden {
                children.add(label, key: .slot(0))
            }
            children.add(content, key: .slot(1))
            if menuOpen {
                let menu = children.add(PickerMenu(picker: behavior), key: .slot(2))
                menu.isOverlay = true
            }
        }
        if menuOpen, let menu = node.children.last, menu.isOverlay {
            node.graph.present(menu)
        }
    }
}

/// How pickers look, as SwiftUI's `PickerStyle` (`.menu`, `.segmented`, `.inline`, `.wheel`).
public protocol PickerStyle {}

public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// Drawn as the inline style: a terminal has no wheel.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// Drawn as the menu style: the popup takes the place of a pushed list.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }

/// The three ways a terminal draws a picker.
enum PickerStyleKind {
    case menu, segmented, inline
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.menu
}

extension EnvironmentValues {
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how pickers in this view look.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind = switch style {
        case is SegmentedPickerStyle: .segmented
        case is InlinePickerStyle, is WheelPickerStyle: .inline
        default: .menu
        }
        return environment(\.pickerStyle, kind)
    }
}

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

    override var isFocusable: Bool { true }
    override var focusesChildren: Bool { false }

    private var labelNode: Node? { node.children.first { $0.key == .slot(0) } }
    private var contentNode: Node? { node.children.first { $0.key == .slot(1) } }

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
        case (_, .leftArrow):
            _ = step(-1)
            return true
        case (_, .rightArrow):
            _ = step(1)
            return true
        case (.inline, .upArrow):
            return step(-1)
        case (.inline, .downArrow):
            return step(1)
        default:
            return false
        }
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
            if let index = placedOptions.firstIndex(where: { $0.node.frame.inset(by: EdgeInsets(top: 0, leading: -1, bottom: 0, trailing: -1)).contains(point) }) {
                choose(at: index)
            }
        case .inline:
            if let index = placedOptions.firstIndex(where: { $0.node.frame.minY == point.y }) {
                choose(at: index)
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
            let widest = options.map { optionSize($0).width }.max() ?? 0
            let ideal = label.width + gap + widest + 2
            return Size(width: proposal.width.map { max($0, ideal) } ?? ideal, height: 1)
        case .segmented:
            let segments = options.reduce(0) { $0 + optionSize($1).width } + max(0, options.count - 1) * 3 + 4
            let ideal = label.width + gap + segments
            return Size(width: proposal.width.map { max($0, ideal) } ?? ideal, height: 1)
        case .inline:
            let widest = options.map { optionSize($0).width + 6 }.max() ?? 0
            let ideal = max(label.width, widest)
            let rows = (label.width > 0 ? 1 : 0) + options.count
            return Size(width: proposal.width.map { max($0, ideal) } ?? ideal, height: max(1, rows))
        }
    }

    /// Where the last layout put the chosen option (menu style) or each option's first
    /// column (segmented style: the separators go between them).
    private var valueRect: Rect?
    private var segmentStarts: [Int] = []
    private var placedOptions: [Option] = []

    override func place(in rect: Rect) {
        let labelWidth = labelSize.width
        if let labelNode {
            labelNode.place(in: Rect(x: rect.minX, y: rect.minY, width: min(labelWidth, rect.width), height: 1))
        }
        let options = options
        placedOptions = options
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
            let width = optionSize(options[selected]).width
            let x = max(valueStart, rect.maxX - width - 2)
            put(options[selected], x: x, y: rect.minY, width: rect.maxX - 2 - x)
            valueRect = Rect(x: x, y: rect.minY, width: width, height: 1)
        case .segmented:
            let total = options.reduce(0) { $0 + optionSize($1).width } + max(0, options.count - 1) * 3 + 4
            var x = max(valueStart, rect.maxX - total) + 2
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
        }
    }

    // MARK: Drawing

    override func draw(in canvas: inout Canvas) {
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
                    options[selected].node.behavior.draw(in: &canvas)
                }
                canvas.draw(" ▾", at: Point(x: value.maxX, y: frame.minY), style: .plain, clip: frame)
                if focused {
                    canvas.restyle(Rect(x: value.minX, y: frame.minY, width: value.width + 2, height: 1)) { $0.attributes.insert(.reverse) }
                }
            case .segmented:
                let dim = Style(attributes: .dim)
                for (index, option) in options.enumerated() where index < segmentStarts.count {
                    let x = segmentStarts[index]
                    canvas.draw(index == 0 ? "‹ " : " | ", at: Point(x: x - (index == 0 ? 2 : 3), y: frame.minY), style: dim, clip: frame)
                    option.node.behavior.draw(in: &canvas)
                    if index == selected {
                        canvas.restyle(option.node.frame) {
                            $0.attributes.insert(focused ? .reverse : .underline)
                            $0.attributes.insert(.bold)
                        }
                    }
                }
                if let last = options.last {
                    canvas.draw(" ›", at: Point(x: last.node.frame.maxX, y: frame.minY), style: dim, clip: frame)
                }
            case .inline:
                for (index, option) in options.enumerated() where option.node.frame.minY < frame.maxY {
                    let isSelected = index == selected
                    canvas.draw(isSelected ? "(•)" : "( )", at: Point(x: frame.minX + 2, y: option.node.frame.minY), style: isSelected ? highlight : .plain, clip: frame)
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
              event.location.x > node.frame.minX, event.location.x < node.frame.maxX - 1 else { return true }
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
            option.place(in: Rect(x: inner.minX + 3, y: inner.minY + row, width: max(0, min(size.width, inner.width - 4)), height: 1))
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
                    canvas.restyle(Rect(x: inner.minX, y: y, width: inner.width, height: 1)) { $0.attributes.insert(.reverse) }
                }
            }
        }
        if options.count > rows {
            let thumb = inner.minY + (rows - 1) * top / max(1, options.count - rows)
            canvas.put(Glyph(text: "┃", width: 1), at: Point(x: frame.maxX - 1, y: thumb), style: .plain)
        }
    }
}
