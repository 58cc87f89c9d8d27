import DataFlow
import Foundation
import Testing

private final class Model: ObservableObject {
    @Published var query = ""
    @Published var items: [String] = []
    var count = 0
}

@Suite("Combine's operators")
struct OperatorsTests {
    @Test func mapFilterCompactMapAndRemoveDuplicatesTransformWhatIsSent() {
        let subject = PassthroughSubject<String, Never>()
        var lengths: [Int] = []
        var numbers: [Int] = []
        var distinct: [String] = []
        let subscriptions = [
            subject.map(\.count).filter { $0 > 1 }.sink { lengths.append($0) },
            subject.compactMap(Int.init).sink { numbers.append($0) },
            subject.removeDuplicates().sink { distinct.append($0) },
        ]
        for value in ["a", "bb", "bb", "12", "x", "x", "7"] { subject.send(value) }
        #expect(lengths == [2, 2, 2])
        #expect(numbers == [12, 7])
        #expect(distinct == ["a", "bb", "12", "x", "7"])
        subscriptions.forEach { $0.cancel() }
        subject.send("after")
        #expect(distinct.last == "7", "nothing arrives after cancel")
    }

    @Test func justAndCurrentValueSubjectGiveAReceiverAValueAtOnce() {
        var received: [Int] = []
        let just = Just(5).sink { received.append($0) }
        let subject = CurrentValueSubject<Int, Never>(1)
        let current = subject.eraseToAnyPublisher().sink { received.append($0) }
        subject.value = 2
        subject.send(3)
        #expect(received == [5, 1, 2, 3])
        #expect(subject.value == 3)
        just.cancel()
        current.cancel()
    }

    @Test func assignSetsAPropertyAndPublishedValuesFlowThroughOperators() {
        let model = Model()
        let counting = model.$items.map(\.count).assign(to: \.count, on: model)
        model.items = ["a", "b"]
        #expect(model.count == 2)
        counting.cancel()
    }

    @Test func theNotificationCenterPublishesPostsOfAName() {
        let center = NotificationCenter()
        let name = Notification.Name("OperatorsTests.ping")
        var posts = 0
        let subscription = center.publisher(for: name).sink { _ in posts += 1 }
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        center.post(name: name, object: nil)
        #expect(posts == 2)
        subscription.cancel()
        center.post(name: name, object: nil)
        #expect(posts == 2)
    }

    @Test func debounceSendsTheLastValueAfterAQuietSpellAndDelaySendsEachLater() {
        let runLoop = RunLoop.current
        let model = Model()
        var searches: [String] = []
        var delayed: [String] = []
        let subscriptions = [
            model.$query.dropFirstValue().debounce(for: .milliseconds(30), scheduler: runLoop)
                .receive(on: runLoop).sink { searches.append($0) },
            model.$query.dropFirstValue().delay(for: 0.01, scheduler: runLoop).sink { delayed.append($0) },
        ]
        for text in ["s", "sw", "swi", "swift"] { model.query = text }
        #expect(searches.isEmpty && delayed.isEmpty, "nothing before the wait")
        let deadline = Date().addingTimeInterval(10)
        while (searches.isEmpty || delayed.count < 4) && Date() < deadline {
            _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.02))
        }
        #expect(searches == ["swift"])
        #expect(delayed == ["s", "sw", "swi", "swift"])
        subscriptions.forEach { $0.cancel() }
    }

    @Test func delayOnTheImmediateSchedulerSendsAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let subscription = subject.delay(for: 1, scheduler: ImmediateScheduler.shared).sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(received == [1, 2])
        subscription.cancel()
    }

    @Test func aDebounceCancelledBeforeItsWaitSendsNothing() {
        let runLoop = RunLoop.current
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let subscription = subject.debounce(for: .milliseconds(10), scheduler: runLoop).sink { received.append($0) }
        subject.send(1)
        subscription.cancel()
        _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.05))
        #expect(received.isEmpty)
    }
}

extension Publisher {
    /// The values after the first (a `@Published` property's publisher sends its value at once).
    fileprivate func dropFirstValue() -> Publishers.Filter<Self> {
        var seen = false
        return filter { _ in
            defer { seen = true }
            return seen
        }
    }
}
