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
/// every command with its shortcut (while it shows, keys other than F1, Esc and the shortcuts
/// are ignored).
final class CommandsHostBehavior: NodeBehavior {
    private(set) var isShowingHelp = false

    private var contentNode: Node? { node.children.first { $0.key == .slot(0) } }
    private var helpNode: Node? { node.children.first { $0.key == .slot(1) } }

    override var focusChildren: [Node] {
        // The help is read, not used: focus and clicks stay with the window's controls,
        // which are out of reach while it shows.
        guard !isShowingHelp, let contentNode else { return [] }
        return [contentNode]
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        StackLayout(axis: .vertical, alignment: .leading, spacing: 0, children: contentNode?.displayables ?? [])
            .sizeThatFits(proposal)
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
        guard helpNode != nil else { return false }
        if key == KeyPress(.functionKey(1)) {
            setShowingHelp(!isShowingHelp)
            return true
        }
        if runCommand(for: key) {
            setShowingHelp(false)
            return true
        }
        if isShowingHelp, key == KeyPress(.escape) {
            setShowingHelp(false)
        }
        return isShowingHelp
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
        var parts = KeyPress(shortcut.key, modifiers: shortcut.modifiers).description.split(
            separator: "-", omittingEmptySubsequences: false
        ).map(String.init)
        if shortcut.key.isPrintable, shortcut.key != .space, let last = parts.indices.last {
            parts[last] = parts[last].uppercased()
        }
        return parts.joined(separator: "-")
    }
}
