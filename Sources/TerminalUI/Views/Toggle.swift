/// A control that turns an option on or off, as SwiftUI's `Toggle`: drawn `[x] Label` when on
/// and `[ ] Label` when off; Space or Return flips it while it has focus (one write per press).
/// Under `.labelsHidden()` only the box is drawn. A `ToggleStyle` set with `.toggleStyle(_:)`
/// draws it instead (reversed while focused); the keys and clicks still flip it.
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// A toggle labelled with the string `titleKey` stands for.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

extension Toggle where Label == TerminalUICore.Label<Text, Image> {
    /// A toggle labelled `title` with the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TerminalUICore.Label(title, systemImage: systemImage) }
    }
}

extension Toggle: PrimitiveView {
    func makeBehavior() -> ToggleBehavior {
        ToggleBehavior()
    }

    func update(_ node: Node, behavior: ToggleBehavior) {
        behavior.isOn = isOn.watched
        let style = node.environment.toggleStyle
        behavior.isStyled = style != nil
        node.reconcileChildren { children in
            if let style {
                children.add(style.makeBody(AnyView(label), isOn), key: .slot(1))
            } else if !node.environment.labelsHidden {
                children.add(label, key: .slot(0))
            }
        }
    }
}

/// Draws a toggle and flips it.
final class ToggleBehavior: NodeBehavior {
    override var isReusable: Bool { true }
    var isOn: Binding<Bool>?
    /// Whether a custom style draws the toggle: no box, the style's body fills the frame.
    var isStyled = false

    /// `[x]` and the space after it.
    private static let boxWidth = 4

    override var isFocusable: Bool { true }
    override var focusesChildren: Bool { false }
    override var keepsLayout: Bool { true }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option]), key.key == .space || key.key == .return,
            node.environment.isEnabled
        else { return false }
        return flip()
    }

    /// A click on the box or the label flips the toggle and focuses it.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.isClick else { return false }
        guard node.environment.isEnabled else { return true }
        node.graph.focus.focus(node)
        _ = flip()
        return true
    }

    private func flip() -> Bool {
        guard let isOn else { return false }
        isOn.wrappedValue.toggle()
        if isStyled {
            // The style's body was made from the old value.
            node.invalidate()
        } else {
            // The box reads the binding when drawn: redraw even if nothing re-evaluates.
            node.graph.setNeedsLayout(of: node)
        }
        return true
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if isStyled { return layoutChildrenAsStack().sizeThatFits(proposal) }
        let label = layoutChildrenAsStack().sizeThatFits(
            ProposedSize(
                width: proposal.width.map { max(0, $0 - Self.boxWidth) }, height: proposal.height
            ))
        let width = node.children.isEmpty ? 3 : label.width + Self.boxWidth
        return Size(width: width, height: max(1, label.height))
    }

    override func place(in rect: Rect) {
        if isStyled { return layoutChildrenAsStack().place(in: rect) }
        layoutChildrenAsStack().place(
            in: Rect(
                x: rect.minX + Self.boxWidth, y: rect.minY, width: max(0, rect.width - Self.boxWidth),
                height: rect.height
            ))
    }

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        super.draw(in: &canvas)
        if isStyled {
            drawStyledState(in: &canvas)
            return
        }
        let on = isOn?.wrappedValue ?? false
        var box = Style()
        if isFocused { box.attributes.insert(.reverse) }
        canvas.draw(on ? "[x]" : "[ ]", at: frame.origin, style: box, clip: frame)
        if !node.environment.isEnabled {
            canvas.restyle(frame) { $0.attributes.insert(.dim) }
        } else if isFocused {
            canvas.restyle(
                Rect(
                    x: frame.minX + Self.boxWidth, y: frame.minY, width: max(0, frame.width - Self.boxWidth),
                    height: frame.height)
            ) {
                $0.attributes.insert(.bold)
            }
        }
    }

    /// A styled toggle shows only whether it is focused or disabled; the body shows the rest.
    private func drawStyledState(in canvas: inout CellGrid) {
        if !node.environment.isEnabled {
            canvas.restyle(node.frame) { $0.attributes.insert(.dim) }
        } else if isFocused {
            canvas.restyle(node.frame) { $0.attributes.insert(.reverse) }
        }
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls below leave out their labels (set with `.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Leaves out the labels of the toggles, pickers and sliders in this view (they keep only
    /// their values).
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
