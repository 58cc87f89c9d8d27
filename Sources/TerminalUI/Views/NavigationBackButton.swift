/// The back button in a pushed view's title line: `‹` and the title of the view below it, as
/// SwiftUI's navigation bar shows it.
///
/// It is a control: Tab reaches it after the pushed view's own controls (focus starts in the
/// view), and Return, Space or a click go back as Esc in the view does: the views around the
/// view's controls hear the Esc first (a form that drops its edits on Esc drops them), then the
/// view is popped. Its container works out the label at each layout; with none (the first view
/// pushed beside a split view's list) it takes no room and no focus.
struct NavigationBackButton: View {
    typealias Body = Never
    let label: @MainActor () -> String?
    let pop: () -> Void
}

extension NavigationBackButton: PrimitiveView {
    func makeBehavior() -> NavigationBackButtonBehavior { NavigationBackButtonBehavior() }

    func update(_ node: Node, behavior: NavigationBackButtonBehavior) {
        behavior.label = label
        behavior.pop = pop
    }
}

/// Draws a back button dim (reversed while focused) and, pressed, goes back as Esc in its view.
final class NavigationBackButtonBehavior: NodeBehavior {
    var label: @MainActor () -> String? = { nil }
    var pop: () -> Void = {}

    override var isFocusable: Bool { true }
    override var takesDefaultFocus: Bool { false }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard let label = label() else { return .zero }
        // A column after the label keeps the title two columns off, as from any leading item.
        return Size(width: Glyph.width(of: label) + 1, height: 1)
    }

    override func performPrimaryAction() -> Bool {
        goBack()
        return true
    }

    /// Delivers Esc as if pressed on the pushed view's first control (or the view, without
    /// one), up to the view's host, which pops it unless a view on the way took the key.
    private func goBack() {
        guard let host = node.nearest(NavigationDestinationHostBehavior.self)?.node,
            let content = host.children.first(where: { $0.key == .slot(0) })
        else { return pop() }
        let start = node.graph.focus.firstFocusable(in: content) ?? content
        let escape = KeyPress(.escape)
        var current: Node? = start
        while let candidate = current {
            if candidate.behavior.handleKeyFromDescendant(escape, focused: start) { return }
            if candidate === host { break }
            current = candidate.parent
        }
        pop()
    }

    /// Return and Space press the button; so does Esc, which the view would otherwise pop
    /// without its own views (outside which the button lies) hearing it.
    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option]),
            key.key == .return || key.key == .space || (key.key == .escape && key.modifiers.isEmpty)
        else {
            return false
        }
        return performPrimaryAction()
    }

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame
        guard !frame.isEmpty, let label = label() else { return }
        canvas.draw(label, at: frame.origin, style: Style(attributes: isFocused ? .reverse : .dim), clip: frame)
    }
}
