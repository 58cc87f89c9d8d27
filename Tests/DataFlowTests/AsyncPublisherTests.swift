import DataFlow
import Testing

@Suite("values: a publisher as an asynchronous sequence")
struct AsyncPublisherTests {
    @Test func aSequencesValuesArriveInOrderAndTheLoopEndsWhenItFinishes() async {
        var received: [Int] = []
        for await value in [1, 2, 3].publisher.values {
            received.append(value)
        }
        #expect(received == [1, 2, 3])
    }

    @Test func valuesSentWhileNobodyWaitsAreKeptForTheNextAwait() async {
        let subject = PassthroughSubject<String, Never>()
        var iterator = subject.values.makeAsyncIterator()
        subject.send("a")
        subject.send("b")
        #expect(await iterator.next() == "a")
        #expect(await iterator.next() == "b")
        subject.send(completion: .finished)
        #expect(await iterator.next() == nil)
        #expect(await iterator.next() == nil, "it stays ended")
    }

    @Test func aBufferKeepsAtMostItsSizeBetweenAwaitsAsItsStrategySays() async throws {
        let subject = PassthroughSubject<Int, TestError>()
        var latest = subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).values.makeAsyncIterator()
        var earliest = subject.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest).values.makeAsyncIterator()
        var failing = subject.buffer(size: 2, prefetch: .byRequest, whenFull: .customError { TestError(code: 3) })
            .values.makeAsyncIterator()
        for value in 1...4 { subject.send(value) }
        #expect(try await latest.next() == 3)
        #expect(try await latest.next() == 4)
        #expect(try await earliest.next() == 1)
        #expect(try await earliest.next() == 2)
        #expect(try await failing.next() == 1)
        #expect(try await failing.next() == 2)
        await #expect(throws: TestError(code: 3)) { try await failing.next() }
        subject.send(5)
        #expect(try await latest.next() == 5, "the buffer keeps values only while nobody awaits them")
    }

    @Test func aBufferPassesEveryValueToAReceiverThatTakesThemAsTheyCome() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let subscription = subject.buffer(size: 1, prefetch: .byRequest, whenFull: .dropOldest)
            .sink { received.append($0) }
        for value in 1...3 { subject.send(value) }
        #expect(received == [1, 2, 3])
        subscription.cancel()
    }

    @Test func aValueSentLaterWakesTheWaitingLoop() async {
        let subject = PassthroughSubject<Int, Never>()
        let subscribed = Locked(false)
        let values = subject.handleEvents(receiveSubscription: { subscribed.withLock { $0 = true } }).values
        let loop = Task {
            var received: [Int] = []
            for await value in values { received.append(value) }
            return received
        }
        while !subscribed.withLock({ $0 }) { await Task.yield() }
        subject.send(7)
        subject.send(completion: .finished)
        #expect(await loop.value == [7])
    }

    @Test func aFailureIsThrownAfterTheValuesSentBeforeIt() async throws {
        let subject = PassthroughSubject<Int, TestError>()
        var iterator = subject.values.makeAsyncIterator()
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 9)))
        #expect(try await iterator.next() == 1)
        await #expect(throws: TestError(code: 9)) { try await iterator.next() }
        #expect(try await iterator.next() == nil, "after the failure the sequence has ended")
    }

    @Test func cancellingTheTaskEndsTheLoopAndTheSubscription() async {
        let subject = PassthroughSubject<Int, Never>()
        let subscribed = Locked(false)
        let cancelled = Locked(false)
        let values = subject.handleEvents(
            receiveSubscription: { subscribed.withLock { $0 = true } },
            receiveCancel: { cancelled.withLock { $0 = true } }
        ).values
        let loop = Task {
            var count = 0
            for await _ in values { count += 1 }
            return count
        }
        while !subscribed.withLock({ $0 }) { await Task.yield() }
        loop.cancel()
        #expect(await loop.value == 0)
        #expect(cancelled.withLock { $0 }, "the subscription ended")
    }
}
