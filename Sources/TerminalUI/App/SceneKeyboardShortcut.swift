/// A scene whose window a keyboard shortcut opens, as SwiftUI's scene `keyboardShortcut`: the
/// shortcut works anywhere in the app, and F1 lists it under "Window" with the window's title.
struct ShortcutScene<Content: Scene>: Scene {
    typealias Body = Never
    let content: Content
    let shortcut: KeyboardShortcut?
}

extension ShortcutScene: PrimitiveScene {
    func resolve(into resolution: inout SceneResolution) {
        let before = resolution.openableWindows.count
        resolution.add(content)
        // Only a window the scene itself added, and one `openWindow` can find by its id.
        guard let shortcut, resolution.openableWindows.count > before,
            let window = resolution.openableWindows.last, let id = window.id
        else { return }
        resolution.addMenu(
            title: "Window",
            items: AnyView(OpenWindowButton(id: id) { Text(window.title ?? id) }.keyboardShortcut(shortcut)))
    }
}

extension Scene {
    /// Lets `key` with `modifiers` open this scene's window from anywhere in the app, as
    /// SwiftUI's scene `keyboardShortcut` does; F1 lists the command under "Window".
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene {
        ShortcutScene(content: self, shortcut: KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Lets `shortcut` open this scene's window; `nil` adds no shortcut.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some Scene {
        ShortcutScene(content: self, shortcut: shortcut)
    }
}
