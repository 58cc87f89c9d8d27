import Testing

@testable import TerminalUICore

@MainActor
private final class SceneLog {
    static var lines: [String] = []
}

private struct PhaseWatchingApp: App {
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            Text("Phase: \(String(describing: scenePhase))")
        }
        .onChange(of: scenePhase) { phase in SceneLog.lines.append("legacy \(phase)") }
        .onChange(of: scenePhase) { old, new in SceneLog.lines.append("\(old) → \(new)") }
        .windowResizability(.contentSize)
        .defaultSize(width: 400, height: 300)
        .defaultPosition(.topLeading)
        .handlesExternalEvents(matching: ["*"])
    }
}

@Suite("Scene onChange and window sizes")
@MainActor
struct SceneOnChangeTests {
    @Test func theAppReadsTheScenePhaseAndItsScenesOnChangeRunsWhenItChanges() {
        SceneLog.lines = []
        let host = TestHost(app: PhaseWatchingApp(), width: 40, height: 6)
        #expect(host.screen[0] == "Phase: active", "the app's own @Environment(\\.scenePhase)")
        host.suspend()
        #expect(
            SceneLog.lines == [
                "legacy inactive", "active → inactive", "legacy background", "inactive → background",
            ])
        host.resume()
        #expect(SceneLog.lines.suffix(2) == ["legacy active", "background → active"])
        #expect(host.screen[0] == "Phase: active")
    }
}
