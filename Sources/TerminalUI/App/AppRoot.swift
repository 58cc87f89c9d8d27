/// The view an `App` runs as: the app's scenes below the scene phase, so that the app's own
/// `@Environment(\.scenePhase)` reads it (and a scene's `.onChange(of: scenePhase)` sees it
/// change).
struct AppRoot<A: App>: View {
    let app: A
    @Environment(\.scenePhaseSource) private var phase

    init(app: A) {
        self.app = app
    }

    var body: some View {
        // Every scheduler sets the source; the fallback only keeps the type whole.
        ScenePhaseReader(source: phase ?? ScenePhaseSource(), content: AppScenes(app: AppProperties(app: app)))
    }
}

/// Shows the app's window with its commands, and the windows `openWindow` opened over it (the
/// last one opened on top): it holds the app, so that the app's `@State` and `@StateObject`
/// are installed on this node (kept for the app's life).
struct AppScenes<A: App>: View {
    let app: AppProperties<A>
    @State private var opened: [OpenedWindow] = []

    var body: some View {
        var resolution = SceneResolution()
        resolution.add(app.app.body)
        let windows = resolution.openableWindows
        let opened = $opened
        return CommandsHost(menus: resolution.menus, content: resolution.watchedWindow())
            .sheet(
                isPresented: Binding(
                    get: { !opened.wrappedValue.isEmpty },
                    set: { if !$0, !opened.wrappedValue.isEmpty { opened.wrappedValue.removeLast() } })
            ) {
                if let top = opened.wrappedValue.indices.last {
                    windows[opened.wrappedValue[top].scene].content(opened[top].value)
                }
            }
            .environment(
                \.openWindow,
                OpenWindowAction { id, value in
                    guard let scene = windows.firstIndex(where: { $0.opens(id: id, value: value) }) else { return }
                    opened.wrappedValue.append(OpenedWindow(scene: scene, id: id, value: value))
                }
            )
            .environment(
                \.dismissWindow,
                DismissWindowAction { id, value in
                    let match = opened.wrappedValue.lastIndex { window in
                        (id == nil || window.id == id) && (value == nil || window.value == value)
                    }
                    if let match { opened.wrappedValue.remove(at: match) }
                })
    }
}

/// A window scene `openWindow` opened: which scene, and what it was opened with.
struct OpenedWindow: Equatable {
    let scene: Int
    let id: String?
    var value: AnyHashable?
}

/// The app, as a dynamic property of the view that hosts it: installing it installs the
/// app's own dynamic properties (an `App` is no `DynamicProperty`, so the engine would not
/// look inside it).
struct AppProperties<A: App>: DynamicProperty {
    let app: A
}

extension AppProperties: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        DynamicPropertyInstaller.install(in: app, on: node, slot: &slot)
    }
}

extension AppProperties: ViewInput {
    /// Always: the app is made once and hosted by one view for its whole run.
    func isSameInput(as other: AppProperties) -> Bool { true }
}
