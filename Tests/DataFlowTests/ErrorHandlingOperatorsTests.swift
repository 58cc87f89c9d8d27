import DataFlow
import Testing

@Suite("tryMap, tryFilter, tryCompactMap, mapError, replaceError, catch, tryCatch and retry")
struct ErrorHandlingOperatorsTests {
    /// Throws `TestError(code: value)` for a negative value.
    private static func checked(_ value: Int) throws -> Int {
        guard value >= 0 else { throw TestError(code: value) }
        return value
    }

    @Test func tryMapSendsWhatItMakesAndFailsWithWhatItThrows() {
        let subject = PassthroughSubject<Int, Never>()
        let results = Received(subject.tryMap { try Self.checked($0) * 10 })
        subject.send(1)
        subject.send(2)
        #expect(results.values == [10, 20])
        subject.send(-4)
        subject.send(3)
        #expect(results.values == [10, 20], "nothing after the error")
        #expect(results.failure as? TestError == TestError(code: -4))
        #expect(results.completions.count == 1)

        let finishing = Received([1, 2].publisher.tryMap { try Self.checked($0) })
        #expect(finishing.values == [1, 2])
        #expect(finishing.isFinished)
    }

    @Test func tryMapPassesTheUpstreamsFailureOn() {
        let subject = PassthroughSubject<Int, TestError>()
        let results = Received(subject.tryMap { $0 + 1 })
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 7)))
        #expect(results.values == [2])
        #expect(results.failure as? TestError == TestError(code: 7))
    }

    @Test func tryMapEndsTheUpstreamSubscriptionWhenItThrows() {
        let subject = PassthroughSubject<Int, Never>()
        var upstreamCancels = 0
        let results = Received(subject.handleEvents(receiveCancel: { upstreamCancels += 1 }).tryMap(Self.checked))
        subject.send(-1)
        #expect(upstreamCancels == 1)
        #expect(results.failure != nil)
    }

    @Test func tryFilterSendsWhatItAcceptsAndFailsWithWhatItThrows() {
        let results = Received([1, 2, 3, 4, -5, 6].publisher.tryFilter { try Self.checked($0) % 2 == 0 })
        #expect(results.values == [2, 4])
        #expect(results.failure as? TestError == TestError(code: -5))

        let finishing = Received([1, 2, 3, 4].publisher.tryFilter { $0 > 2 })
        #expect(finishing.values == [3, 4])
        #expect(finishing.isFinished)
    }

    @Test func tryCompactMapDropsNilAndFailsWithWhatItThrows() {
        let results = Received(
            ["1", "x", "3", "-2", "5"].publisher.tryCompactMap { text in try Int(text).map(Self.checked) })
        #expect(results.values == [1, 3])
        #expect(results.failure as? TestError == TestError(code: -2))

        let finishing = Received(["1", "x", "3"].publisher.tryCompactMap { Int($0) })
        #expect(finishing.values == [1, 3])
        #expect(finishing.isFinished)
    }

    @Test func mapErrorChangesTheFailureAndKeepsValuesAndTheEnd() {
        let subject = PassthroughSubject<Int, TestError>()
        let results = Received(subject.mapError { TestError(code: $0.code + 100) })
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 1)))
        #expect(results.values == [1])
        #expect(results.failure == TestError(code: 101))

        let finishing = Received([1, 2].publisher.setFailureType(to: TestError.self).mapError { $0 as any Error })
        #expect(finishing.values == [1, 2])
        #expect(finishing.isFinished)
    }

    @Test func replaceErrorTurnsAFailureIntoOneLastValueAndTheEnd() {
        let subject = PassthroughSubject<Int, TestError>()
        let results = Received(subject.replaceError(with: 0))
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 1)))
        #expect(results.values == [1, 0])
        #expect(results.isFinished)

        let finishing = Received([1, 2].publisher.setFailureType(to: TestError.self).replaceError(with: 0))
        #expect(finishing.values == [1, 2], "no replacement without a failure")
        #expect(finishing.isFinished)
    }

    @Test func catchSwitchesToThePublisherTheHandlerMakesOfTheFailure() {
        let subject = PassthroughSubject<Int, TestError>()
        var caught: [TestError] = []
        let results = Received(
            subject.catch { error -> Just<Int> in
                caught.append(error)
                return Just(-1)
            })
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 3)))
        subject.send(2)
        #expect(results.values == [1, -1])
        #expect(caught == [TestError(code: 3)])
        #expect(results.isFinished, "Just finishes")

        let finishing = Received([1, 2].publisher.setFailureType(to: TestError.self).catch { _ in Just(0) })
        #expect(finishing.values == [1, 2])
        #expect(finishing.isFinished)
    }

    @Test func catchFailsWithTheFailureOfTheNewPublisherAndFollowsItUntilCancelled() {
        let upstream = PassthroughSubject<Int, TestError>()
        let fallback = PassthroughSubject<Int, TestError>()
        let results = Received(upstream.catch { _ in fallback })
        upstream.send(completion: .failure(TestError(code: 1)))
        fallback.send(5)
        fallback.send(completion: .failure(TestError(code: 2)))
        #expect(results.values == [5])
        #expect(results.failure == TestError(code: 2))

        let again = PassthroughSubject<Int, TestError>()
        let nextFallback = PassthroughSubject<Int, TestError>()
        let cancelled = Received(again.catch { _ in nextFallback })
        again.send(completion: .failure(TestError(code: 1)))
        cancelled.cancel()
        nextFallback.send(6)
        nextFallback.send(completion: .finished)
        #expect(cancelled.values.isEmpty)
        #expect(cancelled.completions.isEmpty)
    }

    @Test func catchOfAPublisherThatFailsAtOnce() {
        let results = Received(Fail<Int, TestError>(error: TestError(code: 1)).catch { _ in [7, 8].publisher })
        #expect(results.values == [7, 8])
        #expect(results.isFinished)
    }

    @Test func tryCatchFailsWithWhatTheHandlerThrowsOrFollowsWhatItMakes() {
        let throwing = Received(
            Fail<Int, TestError>(error: TestError(code: 1)).tryCatch { error -> Just<Int> in
                throw TestError(code: error.code + 1)
            })
        #expect(throwing.values.isEmpty)
        #expect(throwing.failure as? TestError == TestError(code: 2))

        let recovering = Received(Fail<Int, TestError>(error: TestError(code: 1)).tryCatch { _ in Just(3) })
        #expect(recovering.values == [3])
        #expect(recovering.isFinished)

        let failingAgain = Received(
            Fail<Int, TestError>(error: TestError(code: 1)).tryCatch { _ in
                Fail<Int, TestError>(error: TestError(code: 4))
            })
        #expect(failingAgain.failure as? TestError == TestError(code: 4))
    }

    @Test func retryAttachesAgainAfterAFailureUpToTheCount() {
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts += 1
            return attempts < 3
                ? Fail(error: TestError(code: attempts)).eraseToAnyPublisher()
                : Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        let results = Received(flaky.retry(2))
        #expect(attempts == 3)
        #expect(results.values == [3])
        #expect(results.isFinished)

        attempts = 0
        let exhausted = Received(flaky.retry(1))
        #expect(attempts == 2)
        #expect(exhausted.values.isEmpty)
        #expect(exhausted.failure == TestError(code: 2), "the last attempt's failure")
    }

    @Test func retryKeepsValuesSentBeforeAFailureAndStopsOnCancel() {
        var subjects: [PassthroughSubject<Int, TestError>] = []
        let upstream = Deferred { () -> PassthroughSubject<Int, TestError> in
            subjects.append(PassthroughSubject())
            return subjects[subjects.count - 1]
        }
        let results = Received(upstream.retry(5))
        subjects[0].send(1)
        subjects[0].send(completion: .failure(TestError(code: 1)))
        #expect(subjects.count == 2)
        subjects[1].send(2)
        #expect(results.values == [1, 2])
        results.cancel()
        subjects[1].send(completion: .failure(TestError(code: 2)))
        #expect(subjects.count == 2, "no attempt after a cancel")
        #expect(results.completions.isEmpty)

        let none = Received(Fail<Int, TestError>(error: TestError(code: 1)).retry(0))
        #expect(none.failure == TestError(code: 1))
    }
}
