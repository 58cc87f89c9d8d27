import DataFlow
import Dispatch
import Foundation
import Testing

@Suite("receive(on:)")
struct ReceiveOnTests {
    @Test func valuesAndTheCompletionWaitForTheSchedulerInTheOrderSent() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        let subscription = subject.receive(on: scheduler).sink(
            receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("\($0)") })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(events.isEmpty, "nothing before the scheduler runs")
        #expect(scheduler.scheduledCount == 3)
        scheduler.advance()
        #expect(events == ["1", "2", "finished"])
        subscription.cancel()
    }

    @Test func nothingArrivesAfterTheReceiverCancelled() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let subscription = subject.receive(on: scheduler).sink { values.append($0) }
        subject.send(1)
        subscription.cancel()
        #expect(scheduler.scheduledCount == 0, "the waiting delivery is cancelled")
        subject.send(2)
        scheduler.advance()
        #expect(values.isEmpty)
    }

    @Test func aFailureIsDeliveredOnTheSchedulerToo() {
        let scheduler = ManualScheduler()
        var completion: Subscribers.Completion<URLError>?
        let subscription = Fail<Int, URLError>(error: URLError(.timedOut)).receive(on: scheduler).sink(
            receiveCompletion: { completion = $0 }, receiveValue: { _ in })
        #expect(completion == nil)
        scheduler.advance()
        #expect(completion == .failure(URLError(.timedOut)))
        subscription.cancel()
    }

    @Test func theImmediateSchedulerDeliversAtOnce() {
        var values: [Int] = []
        let subscription = [1, 2, 3].publisher.receive(on: ImmediateScheduler.shared).sink { values.append($0) }
        #expect(values == [1, 2, 3])
        subscription.cancel()
    }

    /// A run loop delivers when it runs, in the order sent.
    @Test func aRunLoopDeliversWhenItRuns() {
        let runLoop = RunLoop.current
        let subject = PassthroughSubject<String, Never>()
        var values: [String] = []
        let subscription = subject.receive(on: runLoop).sink { values.append($0) }
        for value in ["a", "b", "c"] { subject.send(value) }
        #expect(values.isEmpty, "nothing before the run loop runs")
        let deadline = Date().addingTimeInterval(10)
        while values.count < 3 && Date() < deadline {
            _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        #expect(values == ["a", "b", "c"])
        subscription.cancel()
    }

    /// Values sent on another thread arrive on the queue asked for, as a network response
    /// does on the main queue after `receive(on: DispatchQueue.main)`.
    @Test func valuesSentElsewhereArriveOnTheQueueAskedFor() async {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "receiver")
        queue.setSpecific(key: key, value: "receiver")
        let subject = PassthroughSubject<Int, Never>()
        let subscription = Locked<AnyCancellable?>(nil)
        let arrived: [String?] = await withCheckedContinuation { continuation in
            let seen = Locked<[String?]>([])
            subscription.withLock {
                $0 = subject.receive(on: queue).sink { _ in
                    let all = seen.withLock { seen in
                        seen.append(DispatchQueue.getSpecific(key: key))
                        return seen
                    }
                    if all.count == 3 { continuation.resume(returning: all) }
                }
            }
            DispatchQueue.global().async { (1...3).forEach { subject.send($0) } }
        }
        #expect(arrived == ["receiver", "receiver", "receiver"])
        subscription.withLock { $0?.cancel() }
    }
}
