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

    @Test func aScheduledTimerTicksAsTheHostSettles() {
        let host = TestHost(Countdown(), width: 20, height: 2)
        host.press(.return)
        #expect(host.screen[0].contains("left 3") && host.screen[1].contains("Stop"))
        // Each settle is a pass of the run loop, as the terminal makes between events: the ticks
        // due by then fire. (The test does not await, so its thread, and the timer's, stay.)
        let deadline = Date().addingTimeInterval(10)
        while !host.screen[0].contains("left 0"), Date() < deadline { host.settle() }
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
