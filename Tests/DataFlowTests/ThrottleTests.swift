import DataFlow
import Foundation
import Testing

@Suite("throttle")
struct ThrottleTests {
    @Test func theFirstValueGoesAtOnceThenTheLatestOfEachInterval() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let latest = Received(subject.throttle(for: .milliseconds(100), scheduler: scheduler, latest: true))
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(latest.values == [1])
        scheduler.advance()
        #expect(latest.values == [1, 3])
        scheduler.advance()
        #expect(latest.values == [1, 3], "a quiet interval sends nothing and closes")
        subject.send(4)
        #expect(latest.values == [1, 3, 4], "the next value goes at once")
        latest.cancel()
    }

    @Test func withoutLatestTheFirstOfEachIntervalGoes() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let first = Received(subject.throttle(for: 1, scheduler: scheduler, latest: false))
        for value in [1, 2, 3] { subject.send(value) }
        scheduler.advance()
        #expect(first.values == [1, 2])
        first.cancel()
    }

    @Test func aWaitingValueGoesBeforeTheEndAndACancelStopsTheWait() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let ended = Received(subject.throttle(for: 1, scheduler: scheduler, latest: true))
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(ended.values == [1, 2] && ended.isFinished)

        let other = PassthroughSubject<Int, Never>()
        let cancelled = Received(other.throttle(for: 1, scheduler: scheduler, latest: true))
        other.send(1)
        other.send(2)
        cancelled.cancel()
        #expect(scheduler.scheduledCount == 0, "the interval's wait is cancelled")
        #expect(cancelled.values == [1])
    }
}
