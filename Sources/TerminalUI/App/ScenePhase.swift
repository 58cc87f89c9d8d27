import DataFlow

/// Whether the app is in front, as SwiftUI's `ScenePhase`: `.active` while it runs, then
/// `.inactive` and `.background` when it is suspended (Ctrl-Z), and `.active` again on `fg`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

/// The scene phase of a running app, set by its `FrameScheduler` around job control.
@MainActor
final class ScenePhaseSource: ObservableObject {
    @Published var phase = ScenePhase.active
}

/// Gives `content` the current scene phase in `@Environment(\.scenePhase)`.
struct ScenePhaseReader<Content: View>: View {
    @ObservedObject var source: ScenePhaseSource
    let content: Content

    var body: some View {
        content.environment(\.scenePhase, source.phase)
    }
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

private struct ScenePhaseSourceKey: EnvironmentKey {
    static let defaultValue: ScenePhaseSource? = nil
}

extension EnvironmentValues {
    /// The app's scene phase (`.active` while it runs; in an `App`, `.background` while
    /// suspended).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Where the running app's scene phase is kept (set by its `FrameScheduler`).
    var scenePhaseSource: ScenePhaseSource? {
        get { self[ScenePhaseSourceKey.self] }
        set { self[ScenePhaseSourceKey.self] = newValue }
    }
}
