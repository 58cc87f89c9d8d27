import DataFlow
import Testing

@Suite("share, subscribe(on:)")
struct SharingOperatorsTests {
    @Test func shareMakesOneSubscriptionForEveryReceiverAndEndsItWithTheLast() {
        let subject = PassthroughSubject<Int, Never>()
        var subscriptions = 0
        var cancels = 0
        let shared = subject.handleEvents(receiveSubscription: { subscriptions += 1 }, receiveCancel: { cancels += 1 })
            .share()
        let first = Received(shared)
        subject.send(1)
        let second = Received(shared)
        subject.send(2)
        #expect(subscriptions == 1, "one subscription to the upstream")
        #expect(first.values == [1, 2])
        #expect(second.values == [2], "a receiver gets the values sent after it came")
        first.cancel()
        #expect(cancels == 0, "a receiver is left")
        second.cancel()
        #expect(cancels == 1, "the last receiver gone ends the subscription")
        let third = Received(shared)
        subject.send(3)
        #expect(subscriptions == 2, "the next receiver starts another")
        #expect(third.values == [3])
    }

    @Test func aReceiverAfterTheCompletionGetsItAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.share()
        let first = Received(shared)
        subject.send(completion: .finished)
        #expect(first.isFinished)
        let late = Received(shared)
        #expect(late.values.isEmpty && late.isFinished)
    }

    @Test func subscribeOnSubscribesWhenTheSchedulerRuns() {
        let scheduler = ManualScheduler()
        var subscriptions = 0
        let subscribed = Received(
            [1, 2].publisher.handleEvents(receiveSubscription: { subscriptions += 1 }).subscribe(on: scheduler))
        #expect(subscriptions == 0 && subscribed.values.isEmpty, "nothing before the scheduler runs")
        scheduler.advance()
        #expect(subscriptions == 1)
        #expect(subscribed.values == [1, 2] && subscribed.isFinished)
    }

    @Test func aReceiverThatCancelsFirstNeverSubscribes() {
        let scheduler = ManualScheduler()
        var subscriptions = 0
        let subscribed = Received(
            [1].publisher.handleEvents(receiveSubscription: { subscriptions += 1 }).subscribe(on: scheduler))
        subscribed.cancel()
        #expect(scheduler.scheduledCount == 0)
        scheduler.advance()
        #expect(subscriptions == 0 && subscribed.values.isEmpty)
    }
}
