import DataFlow
import Foundation
import Testing

@Suite("Future, Deferred, Empty, Fail, sequences and subjects that end")
struct PublisherTypesTests {
    @Test func aFutureDeliversItsResultToReceiversBeforeAndAfterIt() {
        var promise: Future<Int, TestError>.Promise?
        var runs = 0
        let future = Future<Int, TestError> { fulfil in
            runs += 1
            promise = fulfil
        }
        let early = Received(future)
        #expect(early.values.isEmpty)
        promise?(.success(42))
        promise?(.success(43))
        let late = Received(future)
        #expect(early.values == [42] && early.isFinished)
        #expect(late.values == [42] && late.isFinished)
        #expect(runs == 1, "the closure runs once, as the future is made")

        let failed = Received(Future<Int, TestError> { $0(.failure(TestError(code: 7))) })
        #expect(failed.values.isEmpty && failed.failure == TestError(code: 7))
    }

    @Test func aCancelledFutureReceiverGetsNothing() {
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { promise = $0 }
        let cancelled = Received(future)
        cancelled.cancel()
        promise?(.success(1))
        #expect(cancelled.values.isEmpty && cancelled.completions.isEmpty)
    }

    @Test func deferredMakesAPublisherPerReceiver() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        let first = Received(deferred)
        let second = Received(deferred)
        #expect(first.values == [1] && second.values == [2])
        #expect(first.isFinished)
    }

    @Test func emptyAndFailEndAtOnce() {
        let empty = Received(Empty<Int, Never>())
        #expect(empty.values.isEmpty && empty.isFinished)
        let never = Received(Empty<Int, Never>(completeImmediately: false))
        #expect(never.completions.isEmpty)
        let fail = Received(Fail(outputType: Int.self, failure: TestError(code: 3)))
        #expect(fail.failure == TestError(code: 3))
    }

    @Test func aSequencesPublisherSendsItsElementsThenFinishes() {
        let letters = Received("abc".publisher.map(String.init))
        #expect(letters.values == ["a", "b", "c"] && letters.isFinished)
        let just = Received(Just(1))
        #expect(just.values == [1] && just.isFinished)
    }

    @Test func aCompletedSubjectSendsNothingMoreAndTellsLateReceivers() {
        let subject = PassthroughSubject<Int, TestError>()
        let values = Received(subject)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 9)))
        subject.send(2)
        subject.send(completion: .finished)
        #expect(values.values == [1])
        #expect(values.failure == TestError(code: 9))
        let late = Received(subject)
        #expect(late.failure == TestError(code: 9))

        let current = CurrentValueSubject<Int, Never>(1)
        let now = Received(current)
        current.send(completion: .finished)
        current.send(2)
        #expect(now.values == [1] && now.isFinished)
    }
}
