import DataFlow
import Testing

@Suite("timeout")
struct TimeoutTests {
    @Test func aQuietIntervalFinishesAndEachValueStartsTheWaitAgain() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let results = Received(subject.timeout(.seconds(1), scheduler: scheduler))
        #expect(scheduler.scheduledCount == 1, "the wait starts as the receiver attaches")
        subject.send(1)
        subject.send(2)
        #expect(scheduler.scheduledCount == 1, "each value replaces the wait")
        #expect(results.completions.isEmpty)
        scheduler.advance()
        subject.send(3)
        #expect(results.values == [1, 2])
        #expect(results.isFinished)
    }

    @Test func aCustomErrorFailsTheReceiver() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let results = Received(subject.timeout(1, scheduler: scheduler) { TestError(code: 408) })
        scheduler.advance()
        #expect(results.failure == TestError(code: 408))
    }

    @Test func theUpstreamsEndComesFirstAndStopsTheWait() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let failed = Received(subject.timeout(1, scheduler: scheduler))
        subject.send(completion: .failure(TestError(code: 1)))
        #expect(failed.failure == TestError(code: 1))
        #expect(scheduler.scheduledCount == 0)

        let finished = Received([1, 2].publisher.timeout(1, scheduler: scheduler))
        #expect(finished.values == [1, 2])
        #expect(finished.isFinished)
        #expect(scheduler.scheduledCount == 0)
    }

    @Test func aCancelStopsTheWait() {
        let scheduler = ManualScheduler()
        let results = Received(PassthroughSubject<Int, Never>().timeout(1, scheduler: scheduler))
        results.cancel()
        #expect(scheduler.scheduledCount == 0)
        #expect(results.completions.isEmpty)
    }

    @Test func onTheImmediateSchedulerItEndsAtOnce() {
        let results = Received(PassthroughSubject<Int, Never>().timeout(1, scheduler: ImmediateScheduler.shared))
        #expect(results.isFinished)
    }
}
