import DataFlow
import Testing

@Suite("tryScan, tryFirst(where:), tryRemoveDuplicates(by:), assertNoFailure and retry without a limit")
struct TryOperatorsTests {
    @Test func tryScanSendsEachResultAndFailsWithWhatItThrows() {
        let results = Received(
            [1, 2, 3, -4, 5].publisher.tryScan(0) { sum, value in
                guard value >= 0 else { throw TestError(code: value) }
                return sum + value
            })
        #expect(results.values == [1, 3, 6])
        #expect(results.failure as? TestError == TestError(code: -4))

        let finishing = Received([1, 2].publisher.tryScan("") { $0 + String($1) })
        #expect(finishing.values == ["1", "12"])
        #expect(finishing.isFinished)
    }

    @Test func tryFirstSendsTheFirstMatchThenFinishesAndEndsTheUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var upstreamCancels = 0
        let results = Received(subject.handleEvents(receiveCancel: { upstreamCancels += 1 }).tryFirst { $0 > 2 })
        subject.send(1)
        subject.send(3)
        subject.send(4)
        #expect(results.values == [3])
        #expect(results.isFinished)
        #expect(upstreamCancels == 1)

        let failing = Received(
            [1, -2, 3].publisher.tryFirst { value in
                guard value >= 0 else { throw TestError(code: value) }
                return value > 2
            })
        #expect(failing.values.isEmpty)
        #expect(failing.failure as? TestError == TestError(code: -2))

        let none = Received([1, 2].publisher.tryFirst { $0 > 5 })
        #expect(none.values.isEmpty && none.isFinished, "finishes with nothing when the upstream does")
    }

    @Test func tryRemoveDuplicatesDropsWhatThePredicateCallsDuplicatesAndFailsWithWhatItThrows() {
        let results = Received(
            [1, 1, 2, 2, 2, 3, 1].publisher.tryRemoveDuplicates { previous, value in
                guard value != 3 || previous != 2 else { return true }
                return previous == value
            })
        #expect(results.values == [1, 2, 1], "3 after 2 is called a duplicate; the next compares with the 3")
        #expect(results.isFinished)

        let failing = Received(
            [1, 2, 2].publisher.tryRemoveDuplicates { previous, value in
                guard previous != value else { throw TestError(code: value) }
                return false
            })
        #expect(failing.values == [1, 2])
        #expect(failing.failure as? TestError == TestError(code: 2))
    }

    @Test func assertNoFailurePassesValuesAndTheFinishOnAsNeverFailing() {
        let subject = PassthroughSubject<Int, TestError>()
        let checked: Publishers.AssertNoFailure<PassthroughSubject<Int, TestError>> = subject.assertNoFailure("prices")
        let results = Received<Int, Never>(checked)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(results.values == [1, 2])
        #expect(results.isFinished)
    }

    @Test func retryWithoutALimitAttachesAgainUntilTheUpstreamSucceeds() {
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts += 1
            return attempts < 5
                ? Fail(error: TestError(code: attempts)).eraseToAnyPublisher()
                : Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        let retry = Publishers.Retry(upstream: flaky, retries: nil)
        #expect(retry.retries == nil)
        let results = Received(retry)
        #expect(attempts == 5)
        #expect(results.values == [5])
        #expect(results.isFinished)
        #expect(flaky.retry(2).retries == 2)
    }
}
