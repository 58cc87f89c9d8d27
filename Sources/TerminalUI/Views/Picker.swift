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

    override func place(in rect: Rect) {
        if let labelNode {
            let size = labelSize
            labelNode.place(in: Rect(x: rect.minX, y: rect.minY, width: min(size.width, rect.width), height: 1))
        }
    }

    /// Places `option` at `x` on row `y`, cut to `width`, and draws it.
    private func drawOption(_ option: Option, x: Int, y: Int, width: Int, in canvas: inout Canvas) {
        let size = optionSize(option)
        option.node.place(in: Rect(x: x, y: y, width: max(0, min(size.width, width)), height: 1))
        option.node.behavior.draw(in: &canvas)
    }

    // MARK: Drawing

    override func draw(in canvas: inout Canvas) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        labelNode?.behavior.draw(in: &canvas)
        let focused = isFocused
        let enabled = node.environment.isEnabled
        let labelWidth = labelSize.width
        let options = options
        let selected = selectedIndex
        var highlight = Style()
        if focused { highlight.attributes.insert(.reverse) }
        canvas.clipped(to: frame) { canvas in
            switch style {
            case .menu:
                let width = selected.map { optionSize(options[$0]).width } ?? 0
                let x = max(frame.minX + labelWidth + (labelWidth > 0 ? 2 : 0), frame.maxX - width - 2)
                if let selected {
                    drawOption(options[selected], x: x, y: frame.minY, width: frame.maxX - 2 - x, in: &canvas)
                }
                canvas.draw(" ▾", at: Point(x: x + width, y: frame.minY), style: .plain, clip: frame)
                if focused {
                    canvas.restyle(Rect(x: x, y: frame.minY, width: width + 2, height: 1)) { $0.attributes.insert(.reverse) }
                }
            case .segmented:
                let total = options.reduce(0) { $0 + optionSize($1).width } + max(0, options.count - 1) * 3 + 4
                var x = max(frame.minX + labelWidth + (labelWidth > 0 ? 2 : 0), frame.maxX - total)
                x += canvas.draw("‹ ", at: Point(x: x, y: frame.minY), style: Style(attributes: .dim), clip: frame)
                for (index, option) in options.enumerated() {
                    if index > 0 {
                        x += canvas.draw(" | ", at: Point(x: x, y: frame.minY), style: Style(attributes: .dim), clip: frame)
                    }
                    let width = optionSize(option).width
                    drawOption(option, x: x, y: frame.minY, width: width, in: &canvas)
                    if index == selected {
                        canvas.restyle(Rect(x: x, y: frame.minY, width: width, height: 1)) {
                            $0.attributes.insert(focused ? .reverse : .underline)
                            $0.attributes.insert(.bold)
                        }
                    }
                    x += width
                }
                canvas.draw(" ›", at: Point(x: x, y: frame.minY), style: Style(attributes: .dim), clip: frame)
            case .inline:
                var y = frame.minY + (labelWidth > 0 ? 1 : 0)
                for (index, option) in options.enumerated() where y < frame.maxY {
                    let isSelected = index == selected
                    canvas.draw(isSelected ? "(•)" : "( )", at: Point(x: frame.minX + 2, y: y), style: isSelected ? highlight : .plain, clip: frame)
                    drawOption(option, x: frame.minX + 6, y: y, width: frame.width - 6, in: &canvas)
                    y += 1
                }
            }
        }
        if !enabled {
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
        node.graph.requestFrame()
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

    override func place(in rect: Rect) {}

    override func draw(in canvas: inout Canvas) {
        guard let picker else { return }
        let frame = node.frame
        guard frame.width > 2, frame.height > 2 else { return }
        let options = picker.options
        let rows = frame.height - 2
        if highlighted < top { top = highlighted }
        if highlighted >= top + rows { top = highlighted - rows + 1 }
        top = min(max(0, top), max(0, options.count - rows))
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
                let option = options[index].node
                let size = option.sizeThatFits(ProposedSize(width: nil, height: 1))
                option.place(in: Rect(x: inner.minX + 3, y: y, width: min(size.width, inner.width - 4), height: 1))
                option.behavior.draw(in: &canvas)
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
