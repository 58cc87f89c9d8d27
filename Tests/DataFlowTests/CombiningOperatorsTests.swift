import DataFlow
import Testing

@Suite("combineLatest, merge and zip")
struct CombiningOperatorsTests {
    @Test func combineLatestSendsOnceBothHaveSentThenOnEachChange() {
        let names = PassthroughSubject<String, Never>()
        let ages = PassthroughSubject<Int, Never>()
        let pairs = Received(names.combineLatest(ages) { "\($0) \($1)" })
        names.send("Ann")
        #expect(pairs.values.isEmpty, "nothing until both have sent")
        ages.send(30)
        names.send("Bob")
        ages.send(31)
        #expect(pairs.values == ["Ann 30", "Bob 30", "Bob 31"])
        names.send(completion: .finished)
        #expect(pairs.completions.isEmpty, "one side finished: the other still sends")
        ages.send(32)
        ages.send(completion: .finished)
        #expect(pairs.values.last == "Bob 32")
        #expect(pairs.isFinished)
    }

    @Test func combineLatestOfThreeFailsWhenOneFailsAndStopsOnCancel() {
        let a = PassthroughSubject<Int, TestError>()
        let b = CurrentValueSubject<Int, TestError>(10)
        let c = PassthroughSubject<Int, TestError>()
        let sums = Received(a.combineLatest(b, c) { $0 + $1 + $2 })
        a.send(1)
        c.send(100)
        b.send(20)
        #expect(sums.values == [111, 121])
        c.send(completion: .failure(TestError(code: 1)))
        a.send(2)
        #expect(sums.values == [111, 121])
        #expect(sums.failure == TestError(code: 1))

        let plain = Received(a.combineLatest(b).map { $0 + $1 })
        plain.cancel()
        a.send(5)
        #expect(plain.values.isEmpty && plain.completions.isEmpty)
    }

    @Test func combineLatestOfFourSendsOnceAllHaveSentThenOnEachChange() {
        let mail = CurrentValueSubject<String, Never>("a@b.c")
        let name = CurrentValueSubject<String, Never>("Ann")
        let password = PassthroughSubject<String, Never>()
        let again = PassthroughSubject<String, Never>()
        let forms = Received(
            Publishers.CombineLatest4(mail, name, password, again).map { "\($0) \($1) \($2 == $3)" })
        password.send("secret")
        #expect(forms.values.isEmpty, "nothing until all four have sent")
        again.send("secret")
        name.send("Bob")
        #expect(forms.values == ["a@b.c Ann true", "a@b.c Bob true"])
        let method = Received(mail.combineLatest(name, password, again))
        password.send("other")
        again.send("other")
        #expect(method.values.map(\.1) == ["Bob"], "once all four have sent to it")
    }

    @Test func mergeSendsBothAsTheyComeAndFinishesAfterBoth() {
        let left = PassthroughSubject<Int, Never>()
        let right = PassthroughSubject<Int, Never>()
        let merged = Received(left.merge(with: right))
        left.send(1)
        right.send(2)
        left.send(3)
        left.send(completion: .finished)
        right.send(4)
        #expect(merged.values == [1, 2, 3, 4])
        #expect(merged.completions.isEmpty)
        right.send(completion: .finished)
        #expect(merged.isFinished)

        let cancelled = Received([1, 2].publisher.merge(with: Empty(completeImmediately: false)))
        #expect(cancelled.values == [1, 2] && cancelled.completions.isEmpty)
        cancelled.cancel()
    }

    @Test func zipPairsInOrderAndFinishesWhenASideRunsOut() {
        let letters = PassthroughSubject<String, Never>()
        let numbers = PassthroughSubject<Int, Never>()
        let zipped = Received(letters.zip(numbers) { "\($0)\($1)" })
        letters.send("a")
        letters.send("b")
        numbers.send(1)
        letters.send("c")
        numbers.send(2)
        #expect(zipped.values == ["a1", "b2"])
        letters.send(completion: .finished)
        #expect(zipped.completions.isEmpty, "c still waits for a partner")
        numbers.send(3)
        #expect(zipped.values == ["a1", "b2", "c3"])
        #expect(zipped.isFinished)

        let subject = PassthroughSubject<Int, TestError>()
        let failing = Received(subject.zip(Fail<Int, TestError>(error: TestError(code: 2))))
        subject.send(1)
        #expect(failing.values.isEmpty)
        #expect(failing.failure == TestError(code: 2))

        let cancelled = Received(subject.zip(subject))
        cancelled.cancel()
        subject.send(1)
        #expect(cancelled.values.isEmpty && cancelled.completions.isEmpty)
    }
}
