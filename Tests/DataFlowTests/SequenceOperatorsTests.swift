import DataFlow
import Testing

@Suite("scan, prepend, append, first, dropFirst, collect, replaceNil, handleEvents")
struct SequenceOperatorsTests {
    @Test func scanSendsEachRunningResult() {
        let subject = PassthroughSubject<Int, Never>()
        let totals = Received(subject.scan(0, +))
        for value in [1, 2, 3] { subject.send(value) }
        subject.send(completion: .finished)
        #expect(totals.values == [1, 3, 6])
        #expect(totals.isFinished)
    }

    @Test func prependAndAppendSurroundThePublishersValues() {
        let subject = PassthroughSubject<Int, Never>()
        let all = Received(subject.prepend(0).append(8, 9))
        #expect(all.values == [0], "the prefix at once")
        subject.send(1)
        #expect(all.values == [0, 1])
        #expect(all.completions.isEmpty)
        subject.send(completion: .finished)
        #expect(all.values == [0, 1, 8, 9], "the suffix once the publisher finished")
        #expect(all.isFinished)

        let cancelled = Received(subject.prepend([7, 7]))
        cancelled.cancel()
        #expect(cancelled.values == [7, 7])
        let failing = Received(Fail<Int, TestError>(error: TestError(code: 4)).append(1))
        #expect(failing.values.isEmpty && failing.failure == TestError(code: 4))
    }

    @Test func firstTakesOneValueThenFinishesAndLetsGoOfTheUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancels = 0
        let first = Received(subject.handleEvents(receiveCancel: { cancels += 1 }).first())
        subject.send(1)
        subject.send(2)
        #expect(first.values == [1])
        #expect(first.isFinished)
        #expect(cancels == 1, "the upstream is cancelled once it has its value")

        let even = Received([1, 3, 4, 6].publisher.first { $0.isMultiple(of: 2) })
        #expect(even.values == [4] && even.isFinished)
        let none = Received(Empty<Int, Never>().first())
        #expect(none.values.isEmpty && none.isFinished)
    }

    @Test func dropFirstLeavesOutTheFirstValues() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let later = Received(subject.dropFirst())
        let afterTwo = Received([1, 2, 3, 4].publisher.dropFirst(2))
        subject.send(1)
        #expect(later.values == [1])
        #expect(afterTwo.values == [3, 4] && afterTwo.isFinished)
    }

    @Test func collectSendsEverythingOnceFinishedOrNothingOnFailure() {
        let subject = PassthroughSubject<Int, TestError>()
        let collected = Received(subject.collect())
        subject.send(1)
        subject.send(2)
        #expect(collected.values.isEmpty)
        subject.send(completion: .finished)
        #expect(collected.values == [[1, 2]] && collected.isFinished)

        let failing = PassthroughSubject<Int, TestError>()
        let none = Received(failing.collect())
        failing.send(1)
        failing.send(completion: .failure(TestError(code: 5)))
        #expect(none.values.isEmpty && none.failure == TestError(code: 5))
    }

    @Test func replaceNilFillsTheGaps() {
        let values = Received([1, nil, 3].publisher.replaceNil(with: 0))
        #expect(values.values == [1, 0, 3] && values.isFinished)
    }

    @Test func handleEventsSeesEverythingAndACancelBeforeTheEnd() {
        var events: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let observed = subject.handleEvents(
            receiveSubscription: { events.append("subscribe") }, receiveOutput: { events.append("value \($0)") },
            receiveCompletion: { _ in events.append("end") }, receiveCancel: { events.append("cancel") })
        let received = Received(observed)
        subject.send(1)
        received.cancel()
        subject.send(2)
        #expect(events == ["subscribe", "value 1", "cancel"])
        #expect(received.values == [1])

        events.removeAll()
        let finished = Received(
            [5].publisher.handleEvents(
                receiveOutput: { events.append("value \($0)") },
                receiveCompletion: { _ in events.append("end") }, receiveCancel: { events.append("cancel") }))
        finished.cancel()
        #expect(events == ["value 5", "end"], "no cancel after the end")
    }
}
