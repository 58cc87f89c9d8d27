import DataFlow
import Testing

@Suite("AnyCancellable and sink")
struct CancellableTests {
    @Test func cancelStopsDeliveryAndRunsItsActionOnce() {
        let publisher = ObservableObjectPublisher()
        var received = 0
        var cancels = 0
        let subscription = publisher.sink { received += 1 }
        publisher.send()
        subscription.cancel()
        subscription.cancel()
        publisher.send()
        #expect(received == 1)

        let counted = AnyCancellable { cancels += 1 }
        counted.cancel()
        counted.cancel()
        #expect(cancels == 1)
    }

    @Test func releasingTheCancellableCancels() {
        let publisher = ObservableObjectPublisher()
        var received = 0
        var subscription: AnyCancellable? = publisher.sink { received += 1 }
        publisher.send()
        subscription = nil
        publisher.send()
        #expect(received == 1)
        #expect(subscription == nil)
    }

    @Test func storeInKeepsTheSubscriptionAlive() {
        let publisher = ObservableObjectPublisher()
        var received = 0
        var bag = Set<AnyCancellable>()
        publisher.sink { received += 1 }.store(in: &bag)
        publisher.send()
        publisher.send()
        #expect(received == 2)
        bag.removeAll()
        publisher.send()
        #expect(received == 2)
    }

    @Test func aReceiverCanCancelAnotherDuringASend() {
        let publisher = ObservableObjectPublisher()
        var log: [String] = []
        var second: AnyCancellable?
        let first = publisher.sink {
            log.append("first")
            second?.cancel()
        }
        second = publisher.sink { log.append("second") }
        publisher.send()
        publisher.send()
        #expect(log == ["first", "first"])
        _ = first
    }

    @Test func receiversAreCalledInSubscriptionOrder() {
        let publisher = ObservableObjectPublisher()
        var log: [Int] = []
        let subscriptions = (0..<5).map { index in publisher.sink { log.append(index) } }
        publisher.send()
        #expect(log == [0, 1, 2, 3, 4])
        _ = subscriptions
    }
}
