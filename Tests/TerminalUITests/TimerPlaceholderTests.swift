import Foundation
import Testing

@testable import TerminalUICore

@Suite("Timer() as a placeholder")
@MainActor
struct TimerPlaceholderTests {
    /// A countdown as student code writes one: a placeholder timer until Start schedules one.
    private final class Countdown {
        var timer = Timer()

        func stop() { timer.invalidate() }
    }

    @Test func aPlaceholderTimerIsUnscheduledAndInvalidatesHarmlessly() {
        let countdown = Countdown()
        #expect(countdown.timer.timeInterval == 0, "a timer that does not repeat")
        countdown.stop()
        #expect(!countdown.timer.isValid)
        countdown.stop()
        #expect(!countdown.timer.isValid, "a second invalidate is harmless too")
    }
}
