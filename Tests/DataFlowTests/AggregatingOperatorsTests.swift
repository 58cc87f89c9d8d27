import DataFlow
import Testing

@Suite("reduce, count, last, ignoreOutput, replaceEmpty")
struct AggregatingOperatorsTests {
    @Test func reduceSendsTheFoldedValueWhenTheUpstreamFinishes() {
        let subject = PassthroughSubject<Int, Never>()
        let sum = Received(subject.reduce(0, +))
        let count = Received(subject.count())
        for value in [1, 2, 3] { subject.send(value) }
        #expect(sum.values.isEmpty && count.values.isEmpty, "nothing before the end")
        subject.send(completion: .finished)
        #expect(sum.values == [6] && sum.isFinished)
        #expect(count.values == [3] && count.isFinished)
    }

    @Test func aFailureIsPassedOnInsteadOfTheResult() {
        let subject = PassthroughSubject<Int, TestError>()
        let sum = Received(subject.reduce(0, +))
        let last = Received(subject.last())
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 7)))
        #expect(sum.values.isEmpty && sum.failure == TestError(code: 7))
        #expect(last.values.isEmpty && last.failure == TestError(code: 7))
    }

    @Test func lastSendsTheLastValueItAcceptsThenFinishes() {
        let last = Received([1, 2, 3, 4].publisher.last())
        #expect(last.values == [4] && last.isFinished)
        let lastOdd = Received([1, 2, 3, 4].publisher.last { $0 % 2 == 1 })
        #expect(lastOdd.values == [3] && lastOdd.isFinished)
        let none = Received(Empty<Int, Never>().last())
        #expect(none.values.isEmpty && none.isFinished)
    }

    @Test func ignoreOutputPassesTheCompletionAlone() {
        let subject = PassthroughSubject<Int, TestError>()
        let ended = Received(subject.ignoreOutput())
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 1)))
        #expect(ended.values.isEmpty)
        #expect(ended.failure == TestError(code: 1))
    }

    @Test func replaceEmptySendsItsValueOnlyWhenNothingCame() {
        let empty = Received(Empty<String, Never>().replaceEmpty(with: "none"))
        #expect(empty.values == ["none"] && empty.isFinished)
        let some = Received(["a", "b"].publisher.replaceEmpty(with: "none"))
        #expect(some.values == ["a", "b"] && some.isFinished)
        let failed = Received(Fail<String, TestError>(error: TestError(code: 2)).replaceEmpty(with: "none"))
        #expect(failed.values.isEmpty && failed.failure == TestError(code: 2))
    }
}
