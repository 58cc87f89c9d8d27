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

/// Shows the app's window with its commands: it holds the app, so that the app's `@State` and
/// `@StateObject` are installed on this node (kept for the app's life).
struct AppScenes<A: App>: View {
    let app: AppProperties<A>

    var body: some View {
        var resolution = SceneResolution()
        resolution.add(app.app.body)
        return CommandsHost(menus: resolution.menus, content: resolution.watchedWindow())
    }
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
