import DataFlow
import Testing

@Suite("Subject and subscribe(_:)")
struct SubjectTests {
    @Test func aPublisherFeedsASubjectUntilCancelled() {
        let source = PassthroughSubject<Int, TestError>()
        let subject = PassthroughSubject<Int, TestError>()
        let received = Received(subject)
        let feeding = source.subscribe(subject)
        source.send(1)
        source.send(2)
        feeding.cancel()
        source.send(3)
        #expect(received.values == [1, 2])
        #expect(received.completions.isEmpty)
    }

    @Test func theCompletionReachesTheSubjectToo() {
        let subject = CurrentValueSubject<Int, TestError>(0)
        let received = Received(subject)
        let feeding = [4, 5].publisher.setFailureType(to: TestError.self).subscribe(subject)
        #expect(received.values == [0, 4, 5])
        #expect(received.isFinished)
        #expect(subject.value == 5)
        feeding.cancel()
    }

    @Test func anySubjectIsASubject() {
        func feed<S: Subject>(_ subject: S, with value: S.Output) { subject.send(value) }
        let subject = PassthroughSubject<String, Never>()
        let received = Received(subject)
        feed(subject, with: "sent")
        #expect(received.values == ["sent"])
    }

    @Test func anySubjectOfVoidSendsWithoutAValue() {
        let current = CurrentValueSubject<Void, Never>(())
        let passthrough = PassthroughSubject<Void, Never>()
        var counts = (current: 0, passthrough: 0)
        let watching = [
            current.sink { counts.current += 1 }, passthrough.sink { counts.passthrough += 1 },
        ]
        current.send()
        passthrough.send()
        #expect(counts.current == 2, "the first value, then the one sent")
        #expect(counts.passthrough == 1)
        watching.forEach { $0.cancel() }
    }
}
