import Testing

@testable import TerminalUICore

@MainActor
private final class PhaseLog {
    static var phases: [ScenePhase] = []
}

private struct PhaseApp: App {
    var body: some Scene {
        WindowGroup {
            PhaseView()
        }
    }
}

private struct PhaseView: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text("Phase: \(String(describing: scenePhase))")
            .onChange(of: scenePhase) { phase in PhaseLog.phases.append(phase) }
    }
}

@Suite("Scene phase")
@MainActor
struct ScenePhaseTests {
    @Test func anAppIsActiveThenBackgroundWhileSuspendedAndActiveAgain() {
        PhaseLog.phases = []
        let host = TestHost(app: PhaseApp(), width: 40, height: 12)
        #expect(host.screen[0] == "Phase: active")
        host.suspend()
        #expect(PhaseLog.phases == [.inactive, .background])
        host.resume()
        #expect(PhaseLog.phases == [.inactive, .background, .active])
        #expect(host.screen[0] == "Phase: active")
    }

    @Test func aViewRunOnItsOwnIsActive() {
        let host = TestHost(PhaseView(), width: 40, height: 12)
        #expect(host.screen[0] == "Phase: active")
    }
}
