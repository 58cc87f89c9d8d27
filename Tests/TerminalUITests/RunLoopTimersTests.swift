import Foundation
import Testing

@testable import TerminalUICore

@Suite("Foundation timers in a headless host")
@MainActor
struct RunLoopTimersTests {
    private struct Countdown: View {
        @State private var left = 3
        @State private var timer: Timer?

        var body: some View {
            VStack {
                Text("left \(left)")
                Button(timer == nil ? "Start" : "Stop") {
                    if let timer {
                        timer.invalidate()
                        self.timer = nil
                    } else {
                        timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in
                            MainActor.assumeIsolated { left = max(0, left - 1) }
                        }
                    }
                }
            }
        }
    }

    @Test func aScheduledTimerTicksWhileTheTestAwaits() async throws {
        let host = TestHost(Countdown(), width: 20, height: 2)
        host.press(.return)
        #expect(host.screen[0].contains("left 3") && host.screen[1].contains("Stop"))
        // No call on the host meanwhile: the ticks fire, and their frames draw, while the test awaits.
        for _ in 0..<200 where !host.screen[0].contains("left 0") {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(host.screen[0].contains("left 0"), "every tick ran:\n\(host.screenText)")
        host.press(.return)
        #expect(host.screen[1].contains("Start"))
    }

    @Test func noTimerNoWakeUp() {
        let host = TestHost(Countdown(), width: 20, height: 2)
        let frames = host.frameCount
        host.settle()
        #expect(host.frameCount == frames)
    }
}
