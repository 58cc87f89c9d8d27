/// Hosts an app's window with its commands: the window fills the screen; the commands' views
/// are kept alive beside it (their buttons, with their shortcuts, in the tree) but shown only
/// in the help that F1 opens.
struct CommandsHost: View {
    typealias Body = Never
    let menus: [CommandMenuContent]
    let content: AnyView
}

extension CommandsHost: PrimitiveView {
    func makeBehavior() -> CommandsHostBehavior {
        CommandsHostBehavior()
    }

    func update(_ node: Node, behavior: CommandsHostBehavior) {
        let menus = menus
        node.graph.commands = behavior
        node.reconcileChildren { children in
            children.add(content, key: .slot(0))
            // An app without commands (roster) makes no views for them.
            if !menus.isEmpty {
                children.add(CommandsHelp(menus: menus), key: .slot(1))
            }
        }
    }
}

/// The commands' menus as the help lists them: each menu's name, then its items.
struct CommandsHelp: View {
    let menus: [CommandMenuContent]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Commands (F1 or Esc closes)").bold()
            ForEach(menus.indices, id: \.self) { index in
                Text(menus[index].title).bold()
                ForEach(menus[index].items.indices, id: \.self) { item in
                    menus[index].items[item]
                }
            }
        }
    }
}

/// Runs the app's commands: a command's shortcut runs it before the focused control sees the
/// key (a command's Ctrl-A wins over a text field's); F1 shows or hides the help, which lists
/// every command with its shortcut. While it shows, focus is in it, as in a menu bar's menu:
/// Tab, ↑ and ↓ move between the commands, Return or Space runs one and closes the help
/// (a nested `Menu` opens its items); the window's controls are out of reach until F1 or Esc
/// closes it, when focus goes back to where it was.
final class CommandsHostBehavior: NodeBehavior {
    private(set) var isShowingHelp = false
    /// The window's control that had focus when the help opened.
    private weak var focusBeforeHelp: Node?

    /// The window's control that had focus when the help opened, while the help shows.
    var windowFocusWhileHelpShows: Node? {
        isShowingHelp ? focusBeforeHelp : nil
    }

    private var contentNode: Node? { node.children.first { $0.key == .slot(0) } }
    private var helpNode: Node? { node.children.first { $0.key == .slot(1) } }

    override var focusChildren: [Node] {
        // Focus is in the window or in the help, never both.
        guard let shown = isShowingHelp ? helpNode : contentNode else { return [] }
        return [shown]
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let window = StackLayout(
            axis: .vertical, alignment: .leading, spacing: 0, children: contentNode?.displayables ?? []
        ).sizeThatFits(proposal)
        guard isShowingHelp else { return window }
        // The help is as large as it needs, however small the window's content.
        let help = StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: helpNode?.displayables ?? [])
            .sizeThatFits(proposal)
        return Size(width: max(window.width, help.width), height: max(window.height, help.height))
    }

    override func place(in rect: Rect) {
        StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: contentNode?.displayables ?? []).place(
            in: rect)
        let helpRect = isShowingHelp ? rect : Rect(x: rect.minX, y: rect.minY, width: 0, height: 0)
        StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: helpNode?.displayables ?? []).place(
            in: helpRect)
    }

    override func draw(in canvas: inout CellGrid) {
        guard isShowingHelp, let helpNode else {
            contentNode?.behavior.draw(in: &canvas)
            return
        }
        helpNode.behavior.draw(in: &canvas)
        for (button, shortcut) in shortcutButtons(in: helpNode) {
            let frame = button.frame
            guard !frame.isEmpty else { continue }
            let label = TextLayout(text: Text(verbatim: Self.describe(shortcut)), base: Style(attributes: .dim))
            let x = frame.maxX + 1
            label.draw(
                in: Rect(x: x, y: frame.minY, width: max(0, node.frame.maxX - x), height: 1), lineLimit: 1,
                canvas: &canvas)
        }
    }

    /// Handles F1, a command's shortcut, and every key while the help shows (running a
    /// command closes it); returns whether the key was used.
    func handleCommandKey(_ key: KeyPress) -> Bool {
        // No commands, no help: F1 is the views'.
        guard let helpNode else { return false }
        if key == KeyPress(.functionKey(1)) {
            setShowingHelp(!isShowingHelp)
            return true
        }
        if runCommand(for: key) {
            setShowingHelp(false)
            return true
        }
        guard isShowingHelp else { return false }
        let focused = node.graph.focus.focused
        guard let focused, focused.isDescendant(of: helpNode) else {
            // Nothing in the help to use: only Esc does something.
            if key == KeyPress(.escape) { setShowingHelp(false) }
            return true
        }
        // A nested menu's popup open in the help takes its own keys (Esc closes it first).
        guard !node.graph.focus.hasOpenScope else { return false }
        if key == KeyPress(.escape) {
            setShowingHelp(false)
            return true
        }
        if key == KeyPress(.downArrow) || key == KeyPress(.upArrow) {
            // ↑ and ↓ go from command to command, as in a menu.
            _ = node.graph.focus.moveFocus(forward: key == KeyPress(.downArrow), within: helpNode)
            return true
        }
        if key == KeyPress(.return) || key == KeyPress(.space), focused.behavior.button != nil {
            // A command runs from the help, which closes first so that what it opens shows.
            setShowingHelp(false)
            if focused.environment.isEnabled { _ = focused.behavior.performPrimaryAction() }
            return true
        }
        return false
    }

    /// Runs the enabled command whose shortcut `key` is; returns whether one ran.
    private func runCommand(for key: KeyPress) -> Bool {
        guard let helpNode else { return false }
        for (button, _) in shortcutButtons(in: helpNode)
        where button.behavior.matchesShortcut(key) && button.environment.isEnabled {
            return button.behavior.triggerShortcut()
        }
        return false
    }

    private func setShowingHelp(_ showing: Bool) {
        guard showing != isShowingHelp else { return }
        isShowingHelp = showing
        let focus = node.graph.focus
        if showing {
            focusBeforeHelp = focus.focused
            if let helpNode { focus.request(focusIn: helpNode) }
        } else if let before = focusBeforeHelp, !before.isRemoved, focus.focus(before) {
            focusBeforeHelp = nil
        } else if let contentNode {
            focus.request(focusIn: contentNode)
        }
        node.graph.setNeedsLayout()
    }

    /// The buttons with a keyboard shortcut under `root`, in order.
    private func shortcutButtons(in root: Node) -> [(Node, KeyboardShortcut)] {
        var found: [(Node, KeyboardShortcut)] = []
        func collect(_ node: Node) {
            guard node.isShown else { return }
            if let shortcut = node.behavior.button?.shortcut {
                found.append((node, shortcut))
                return
            }
            for child in node.children {
                collect(child)
            }
        }
        collect(root)
        return found
    }

    /// "Ctrl-N" for Control-n: letters shown in capitals, as menus show them.
    static func describe(_ shortcut: KeyboardShortcut) -> String {
        var parts = KeyPress(shortcut.key, modifiers: shortcut.terminalModifiers).description.split(
            separator: "-", omittingEmptySubsequences: false
        ).map(String.init)
        if shortcut.key.isPrintable, shortcut.key != .space, let last = parts.indices.last {
            parts[last] = parts[last].uppercased()
        }
        return parts.joined(separator: "-")
    }
}
