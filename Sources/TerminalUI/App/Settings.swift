/// An app's settings window, as SwiftUI's `Settings` (macOS). **Approximated:** a terminal
/// has one window, so the settings open over it, as a window `openWindow` opens: from
/// "Settings…" in the commands' help (F1), a `SettingsLink`, or `openSettings()`; Esc closes
/// them.
public struct Settings<Content: View>: Scene {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Settings: PrimitiveScene {
    func resolve(into resolution: inout SceneResolution) {
        let content = content
        resolution.addOpenableWindow(
            OpenableWindow(id: SettingsWindowID.id, valueType: nil) { _ in AnyView(erasing: content) })
        resolution.addMenu(title: "App", items: AnyView(erasing: SettingsLink { Text("Settings…") }))
    }
}

/// The identifier a `Settings` scene opens by.
enum SettingsWindowID {
    static let id = "TerminalUI.Settings"
}

/// Opens the app's `Settings` scene, as SwiftUI's `OpenSettingsAction`
/// (`@Environment(\.openSettings)`).
public struct OpenSettingsAction {
    let openWindow: OpenWindowAction

    /// Opens the settings over the window.
    public func callAsFunction() {
        openWindow(id: SettingsWindowID.id)
    }
}

extension EnvironmentValues {
    /// Opens the app's `Settings` scene.
    public var openSettings: OpenSettingsAction {
        OpenSettingsAction(openWindow: openWindow)
    }
}

/// A button that opens the app's `Settings` scene, as SwiftUI's `SettingsLink`.
public struct SettingsLink<Label: View>: View {
    @Environment(\.openSettings) private var openSettings
    let label: Label

    /// A link labelled "Settings…".
    public init() where Label == Text {
        label = Text("Settings…")
    }

    /// A link with a label of one's own.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button(action: { openSettings() }) { label }
    }
}
