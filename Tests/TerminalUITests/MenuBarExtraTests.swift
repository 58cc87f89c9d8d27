import Testing

@testable import TerminalUICore

@Suite("Menu bar extra")
@MainActor
struct MenuBarExtraTests {
    private struct TimerOnly: App {
        var body: some Scene {
            MenuBarExtra {
                Text("Focus for 25 minutes")
            } label: {
                Text("PoTi")
            }
            .menuBarExtraStyle(.window)
        }
    }

    private struct WithWindow: App {
        var body: some Scene {
            WindowGroup { Text("Main window") }
            MenuBarExtra("Quick Note", systemImage: "note") { Text("Jot it down") }
        }
    }

    @Test func anAppOfAnExtraAloneShowsItsContentAsTheWindow() {
        let host = TestHost(app: TimerOnly(), width: 40, height: 12)
        #expect(host.shows("Focus for 25 minutes"))
    }

    @Test func anExtraBesideAWindowOpensFromTheWindowMenuByItsLabel() {
        let host = TestHost(app: WithWindow(), width: 40, height: 12)
        #expect(host.shows("Main window"))
        host.press(.functionKey(1))
        #expect(host.shows("Window") && host.shows("Quick Note"), "the help lists it:\n\(host.screenText)")
        while !(host.focusedFrame.map { host.screen[$0.minY].contains("Quick Note") } ?? true) { host.press(.tab) }
        host.press(.return)
        #expect(host.shows("Jot it down"), "its content opens as a window:\n\(host.screenText)")
        host.press(.escape)
        #expect(host.shows("Main window"))
    }
}
