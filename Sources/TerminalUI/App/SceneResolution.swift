/// What an app's scenes add up to in a terminal: the content of the one window shown (the
/// first `WindowGroup` or `Window`), every scene's commands, and the terminal settings.
@MainActor
struct SceneResolution {
    /// Makes the content of the window shown; `nil` when the app has no window scene.
    var window: (() -> AnyView)?
    /// The commands' menus, in order, menus of the same name merged.
    var menus: [CommandMenuContent] = []
    var minimumSize = Size(width: 20, height: 5)
    var reportsMouse = true
    var onInterrupt: @MainActor () -> InterruptResponse = { .quit }

    /// Reads `scene` (its body, down to the scenes TerminalUI implements).
    mutating func add<S: Scene>(_ scene: S) {
        if let primitive = S._primitiveScene?.type {
            resolvePrimitive(scene, as: primitive)
        } else {
            add(scene.body)
        }
    }

    private mutating func resolvePrimitive<S: Scene, P: PrimitiveScene>(_ scene: S, as type: P.Type) {
        // `S` is `P` (its `_primitiveScene` said so): a cast between equal types, no lookup.
        (scene as! P).resolve(into: &self)
    }

    /// Wraps the content of the window shown in `watcher` (a scene's `.onChange`), whichever
    /// scene shows it.
    mutating func watch(_ watcher: @escaping @MainActor (AnyView) -> some View) {
        watchers.append { AnyView(watcher($0)) }
    }

    /// The scenes' `.onChange` watchers, put around the window's content in order.
    private(set) var watchers: [@MainActor (AnyView) -> AnyView] = []

    /// The window's content inside every watcher.
    func watchedWindow() -> AnyView {
        watchers.reduce(window?() ?? AnyView(EmptyView())) { content, watcher in watcher(content) }
    }

    /// Takes `content` as the window shown unless an earlier scene is.
    mutating func offerWindow(_ content: @escaping () -> AnyView) {
        if window == nil {
            window = content
        }
    }

    /// The window scenes `openWindow` can show, in the order the app declares them.
    private(set) var openableWindows: [OpenableWindow] = []

    /// Lets `openWindow` show `window`.
    mutating func addOpenableWindow(_ window: OpenableWindow) {
        openableWindows.append(window)
    }

    /// Adds a menu's items, after those of an earlier menu of the same title.
    mutating func addMenu(title: String, items: AnyView) {
        if let index = menus.firstIndex(where: { $0.title == title }) {
            menus[index].items.append(items)
        } else {
            menus.append(CommandMenuContent(title: title, items: [items]))
        }
    }
}

/// One menu of an app's commands: its title and each group of items added to it.
struct CommandMenuContent {
    let title: String
    var items: [AnyView]
}

/// A window scene `openWindow` can show: found by its identifier or the type of value it
/// presents, its content made for the value.
struct OpenableWindow {
    let id: String?
    /// What a command that opens it is called (a `Window`'s title).
    var title: String? = nil
    let valueType: Any.Type?
    let content: (Binding<AnyHashable?>) -> AnyView

    /// Whether this scene opens for `id` and `value` (either may be left out).
    func opens(id: String?, value: AnyHashable?) -> Bool {
        if let id, id != self.id { return false }
        if let value {
            guard let valueType else { return false }
            return type(of: value.base) == valueType
        }
        return id != nil
    }
}
