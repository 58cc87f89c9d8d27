import DataFlow
import Testing

@Suite("flatMap and switchToLatest")
struct FlatteningOperatorsTests {
    @Test func flatMapSendsEveryInnerPublishersValuesAndFinishesAfterAll() {
        let queries = PassthroughSubject<String, Never>()
        var inners: [PassthroughSubject<String, Never>] = []
        let results = Received(
            queries.flatMap { query -> PassthroughSubject<String, Never> in
                let inner = PassthroughSubject<String, Never>()
                inners.append(inner)
                return inner
            })
        queries.send("a")
        queries.send("b")
        inners[0].send("a1")
        inners[1].send("b1")
        inners[0].send("a2")
        #expect(results.values == ["a1", "b1", "a2"])
        queries.send(completion: .finished)
        inners[0].send(completion: .finished)
        #expect(results.completions.isEmpty, "b still runs")
        inners[1].send("b2")
        inners[1].send(completion: .finished)
        #expect(results.values.last == "b2")
        #expect(results.isFinished)
    }

    @Test func flatMapOfPublishersThatEndAtOnceAndAFailure() {
        let expanded = Received([1, 2, 3].publisher.flatMap { [$0, $0 * 10].publisher })
        #expect(expanded.values == [1, 10, 2, 20, 3, 30])
        #expect(expanded.isFinished)

        let subject = PassthroughSubject<Int, TestError>()
        let failing = Received(
            subject.flatMap { value in
                value < 0
                    ? Fail(error: TestError(code: value)).eraseToAnyPublisher()
                    : Just(value).setFailureType(to: TestError.self).eraseToAnyPublisher()
            })
        subject.send(1)
        subject.send(-3)
        subject.send(2)
        #expect(failing.values == [1])
        #expect(failing.failure == TestError(code: -3))
    }

    @Test func flatMapStopsOnCancel() {
        let outer = PassthroughSubject<Int, Never>()
        let inner = PassthroughSubject<Int, Never>()
        let results = Received(outer.flatMap { _ in inner })
        outer.send(0)
        inner.send(1)
        results.cancel()
        inner.send(2)
        outer.send(0)
        #expect(results.values == [1])
        #expect(results.completions.isEmpty)
    }

    @Test func switchToLatestFollowsOnlyTheLatestPublisher() {
        let searches = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
        let first = PassthroughSubject<String, Never>()
        let second = PassthroughSubject<String, Never>()
        let results = Received(searches.switchToLatest())
        searches.send(first)
        first.send("first 1")
        searches.send(second)
        first.send("first 2")
        second.send("second 1")
        #expect(results.values == ["first 1", "second 1"], "the first is cancelled when the second comes")
        searches.send(completion: .finished)
        #expect(results.completions.isEmpty, "the latest still runs")
        second.send(completion: .finished)
        #expect(results.isFinished)

        let cancelled = Received(searches.switchToLatest())
        cancelled.cancel()
        #expect(cancelled.values.isEmpty)
    }

    @Test func switchToLatestOverPublishersOfAnOperator() {
        let ids = PassthroughSubject<Int, Never>()
        let names = Received(ids.map { id in Just("user \(id)") }.switchToLatest())
        ids.send(1)
        ids.send(2)
        ids.send(completion: .finished)
        #expect(names.values == ["user 1", "user 2"])
        #expect(names.isFinished)
    }
}
