import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: Return, Space or a click hand its
/// destination to `@Environment(\.openURL)`.
///
/// **Approximated:** drawn as its label underlined, reversed while focused. The default
/// `openURL` cannot reach a browser from a terminal, so the link then shows its URL in place of
/// its label (until focus leaves it), for the terminal's own link detection to open (a Ctrl- or
/// Cmd-click in most terminals) or to be copied. An `openURL` of the app's own runs instead.
public struct Link<Label: View>: View {
    public typealias Body = Never
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    /// A link titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled with the string `titleKey` stands for.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

extension Link: PrimitiveView {
    func makeBehavior() -> LinkBehavior { LinkBehavior() }

    func update(_ node: Node, behavior: LinkBehavior) {
        behavior.destination = destination
        behavior.openURL = node.environment.openURL
        let shown = behavior.shownURL
        node.reconcileChildren { children in
            if let shown {
                children.add(Text(verbatim: shown.absoluteString), key: .slot(1))
            } else {
                children.add(label, key: .slot(0))
            }
        }
    }
}

/// Opens a link's URL and draws it.
final class LinkBehavior: NodeBehavior {
    var destination: URL?
    var openURL: OpenURLAction?
    /// The URL the default action left to show, in place of the label.
    private(set) var shownURL: URL?

    override var isFocusable: Bool { true }
    override var focusesChildren: Bool { false }

    override func performPrimaryAction() -> Bool {
        guard node.environment.isEnabled, let destination, let openURL else { return true }
        if let shown = openURL.open(destination), shown != shownURL {
            shownURL = shown
            node.invalidate()
        }
        return true
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .option]), key.key == .return || key.key == .space else {
            return false
        }
        return performPrimaryAction()
    }

    override func focusDidChange() {
        guard !isFocused, shownURL != nil else { return }
        shownURL = nil
        node.invalidate()
    }

    override func draw(in canvas: inout CellGrid) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        super.draw(in: &canvas)
        let enabled = node.environment.isEnabled
        let focused = isFocused
        canvas.restyle(frame) { style in
            style.attributes.insert(.underline)
            if !enabled {
                style.attributes.insert(.dim)
            } else if focused {
                style.attributes.insert(.reverse)
            } else if style.foreground == nil {
                style.foreground = TerminalColor(4)
            }
        }
    }
}
