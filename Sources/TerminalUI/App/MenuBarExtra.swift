/// A Mac app's menu bar item and what it shows, as SwiftUI's `MenuBarExtra`. **Approximated:**
/// a terminal has no menu bar, so the content is a window: the app's window when no
/// `WindowGroup` or `Window` comes before it, else one that F1's "Window" menu opens, its item
/// showing the extra's label.
public struct MenuBarExtra<Label: View, Content: View>: Scene {
    public typealias Body = Never
    let label: Label
    let content: () -> Content

    /// An extra whose label is a view of its own.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
    }

    /// An extra shown while `isInserted` is true; always shown in a terminal, which has no menu
    /// bar to take it out of.
    public init(
        isInserted: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(content: content, label: label)
    }
}

extension MenuBarExtra where Label == Text {
    /// An extra labelled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// An extra labelled `title`; the symbol is left out, as a menu item shows no icon.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title, content: content)
    }

    /// An extra labelled `title`; the image is left out, as a menu item shows no icon.
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title, content: content)
    }

    /// An extra labelled `title`, shown while `isInserted` is true (always, in a terminal).
    public init<S: StringProtocol>(
        _ title: S, isInserted: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(title, content: content)
    }

    /// An extra labelled `title`, with a symbol, shown while `isInserted` is true.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(title, content: content)
    }
}

extension MenuBarExtra: PrimitiveScene {
    func resolve(into resolution: inout SceneResolution) {
        let content = content
        guard resolution.window != nil else {
            resolution.offerWindow { AnyView(content()) }
            return
        }
        let id = "TerminalUI.MenuBarExtra.\(resolution.openableWindows.count)"
        resolution.addOpenableWindow(OpenableWindow(id: id, valueType: nil) { _ in AnyView(content()) })
        let label = label
        resolution.addMenu(title: "Window", items: AnyView(OpenWindowButton(id: id) { label }))
    }
}

/// How a `MenuBarExtra` shows its content, as SwiftUI's `MenuBarExtraStyle`; in a terminal it
/// is a window whatever the style.
public struct MenuBarExtraStyle: Sendable {
    public static let automatic = MenuBarExtraStyle()
    public static let menu = MenuBarExtraStyle()
    public static let window = MenuBarExtraStyle()
}

extension Scene {
    /// No-op: a `MenuBarExtra`'s content is a window in a terminal, whatever the style.
    public func menuBarExtraStyle(_ style: MenuBarExtraStyle) -> Self { self }
}
