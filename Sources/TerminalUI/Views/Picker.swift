/// A control for choosing one of several options, as SwiftUI's `Picker`.
///
/// The options are the views of `content`, each identified by its `.tag(_:)` — or, inside a
/// `ForEach`, by the element's id — and choosing one writes that tag to `selection` (once).
/// How it looks depends on `.pickerStyle(_:)`:
/// - menu (the default): the label, and at the right the chosen option with `▾`. Return or
///   Space opens a popup list of the options below it (Up/Down, PgUp/PgDn, Home/End
///   move; Return chooses; Esc closes without choosing); Left/Right choose the previous or next
///   option without opening it.
/// - segmented: the label, then `‹ A | B | C ›` with the chosen option highlighted;
///   Left/Right choose.
/// - inline: the label, then one row per option, `(•)` marking the chosen one; Up/Down (and
///   Left/Right) choose, and Up on the first or Down on the last option moves focus on in a form.
/// - wheel: the inline rows without the label, five at a time around the chosen one, as a
///   wheel's drum shows a few; the same keys.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    /// What a menu picker shows for the chosen value in place of that option's own view.
    let currentValueLabel: AnyView?

    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, content: content(), label: label(), valueLabel: nil)
    }

    private init(selection: Binding<SelectionValue>, content: Content, label: Label, valueLabel: AnyView?) {
        self.selection = selection
        self.content = content
        self.label = label
        self.currentValueLabel = valueLabel
    }

    /// A picker whose menu shows `currentValueLabel` for the chosen value, as iOS's menu picker
    /// does; the popup still lists the options themselves.
    public init<CurrentValueLabel: View>(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(selection: selection, content: content(), label: label(), valueLabel: AnyView(currentValueLabel()))
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
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// A picker titled with the string `titleKey` stands for.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
}

extension Picker: PrimitiveView {
    func makeBehavior() -> PickerBehavior {
        PickerBehavior()
    }

    func update(_ node: Node, behavior: PickerBehavior) {
        let selection = selection.watched
        behavior.style = node.environment.pickerStyle
        behavior.readSelection = { AnyHashable(selection.wrappedValue) }
        behavior.choose = { tag in
            guard let value = tag.base as? SelectionValue, value != selection.wrappedValue else { return }
            selection.wrappedValue = value
        }
        let labelsHidden = node.environment.labelsHidden || behavior.style == .wheel
        let menuOpen = behavior.isMenuOpen
        node.reconcileChildren { children in
            if !labelsHidden {
                children.add(label, key: .slot(0))
            }
            children.add(content, key: .slot(1))
            if behavior.style == .menu, let currentValueLabel {
                children.add(currentValueLabel, key: .slot(3))
            }
            if menuOpen {
                let menu = children.add(PopupMenu(source: behavior), key: .slot(2))
                menu.isOverlay = true
            }
        }
        if menuOpen, let menu = node.children.last, menu.isOverlay {
            node.graph.present(menu)
        }
    }
}
