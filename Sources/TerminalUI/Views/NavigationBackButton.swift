/// The back button in a pushed view's title line: `‹` and the title of the view below it, as
/// SwiftUI's navigation bar shows it.
///
/// It is a control: Tab reaches it after the pushed view's own controls (focus starts in the
/// view), and Return, Space or a click pop the view, as Esc does. Its container works out the
/// label at each layout; with none (the first view pushed beside a split view's list) it takes
/// no room and no focus.
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

/// Draws a back button dim (reversed while focused) and pops its view when pressed.
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
        pop()
        return true
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option]), key.key == .return || key.key == .space else {
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
