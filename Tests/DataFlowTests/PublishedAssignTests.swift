import DataFlow
import Testing

private final class Feed: ObservableObject {
    @Published var items: [String] = []
    @Published var count = 0
}

@Suite("assign(to: &$property)")
struct PublishedAssignTests {
    @Test func assignWritesEachValueAndAnnouncesItAsAWriteDoes() {
        let feed = Feed()
        let source = PassthroughSubject<[String], Never>()
        var changes = 0
        var published: [[String]] = []
        let subscriptions = [
            feed.objectWillChange.sink { changes += 1 },
            feed.$items.sink { published.append($0) },
        ]
        source.assign(to: &feed.$items)
        source.send(["a"])
        source.send(["a", "b"])
        #expect(feed.items == ["a", "b"])
        #expect(changes == 2)
        #expect(published == [[], ["a"], ["a", "b"]])
        subscriptions.forEach { $0.cancel() }
    }

    @Test func assignChainsFromAnotherPublishedProperty() {
        let feed = Feed()
        feed.$items.map(\.count).assign(to: &feed.$count)
        #expect(feed.count == 0)
        feed.items = ["a", "b", "c"]
        #expect(feed.count == 3)
    }

    @Test func theSubscriptionLivesAsLongAsTheObject() {
        let source = PassthroughSubject<[String], Never>()
        weak var released: Feed?
        var feed: Feed? = Feed()
        released = feed
        feed.map { source.assign(to: &$0.$items) }
        source.send(["kept"])
        #expect(feed?.items == ["kept"], "alive with nothing stored")
        var sourceCancels = 0
        let watched = PassthroughSubject<Int, Never>()
        feed.map { watched.handleEvents(receiveCancel: { sourceCancels += 1 }).assign(to: &$0.$count) }
        feed = nil
        #expect(released == nil, "the subscription does not keep its object")
        #expect(sourceCancels == 1, "and ends with it")
        source.send(["after"])
    }
}
