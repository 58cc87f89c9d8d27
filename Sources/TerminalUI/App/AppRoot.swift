/// The view an `App` runs as: it holds the app, so that the app's `@State` and `@StateObject`
/// are installed on this node (kept for the app's life), and shows the app's window with its
/// commands and the scene phase.
struct AppRoot<A: App>: View {
    let app: AppProperties<A>
    @Environment(\.scenePhaseSource) private var phase

    init(app: A) {
        self.app = AppProperties(app: app)
    }

    var body: some View {
        var resolution = SceneResolution()
        resolution.add(app.app.body)
        let window = resolution.window?() ?? AnyView(EmptyView())
        // Every scheduler sets the source; the fallback only keeps the type whole.
        return ScenePhaseReader(
            source: phase ?? ScenePhaseSource(), content: CommandsHost(menus: resolution.menus, content: window))
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
