import Combine
import Foundation
import Testing

private struct Item: Decodable, Equatable {
    let id: Int
}

/// What a receiver of a publisher that delivers on another thread got: its values and
/// completion, read once it completed.
private final class Awaited<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private let completed = DispatchSemaphore(value: 0)
    private var received: [Output] = []
    private var completion: Subscribers.Completion<Failure>?
    private var subscription: AnyCancellable?

    /// Attaches to `publisher` and waits for its completion (at most a minute, so that a
    /// broken publisher fails the test instead of hanging it).
    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        let subscription = publisher.sink(
            receiveCompletion: { [self] completion in
                lock.withLock { self.completion = completion }
                completed.signal()
            },
            receiveValue: { [self] value in lock.withLock { received.append(value) } })
        lock.withLock { self.subscription = subscription }
        _ = completed.wait(timeout: .now() + 60)
    }

    var values: [Output] {
        lock.withLock { received }
    }

    var isFinished: Bool {
        guard case .finished = lock.withLock({ completion }) else { return false }
        return true
    }

    var failure: Failure? {
        guard case .failure(let error) = lock.withLock({ completion }) else { return nil }
        return error
    }
}

@Suite("URLSession.dataTaskPublisher")
struct DataTaskPublisherTests {
    @Test func aResponseIsSentWithItsDataThenTheEnd() throws {
        let server = try LocalHTTPServer(status: 200, body: #"[{"id":1},{"id":2}]"#)
        let result = Awaited(URLSession.shared.dataTaskPublisher(for: server.url))
        #expect(result.values.count == 1)
        #expect(result.values.first.map { String(decoding: $0.data, as: UTF8.self) } == #"[{"id":1},{"id":2}]"#)
        #expect((result.values.first?.response as? HTTPURLResponse)?.statusCode == 200)
        #expect(result.isFinished)
    }

    @Test func aRequestsDataDecodesThroughTheOperators() throws {
        let server = try LocalHTTPServer(status: 200, body: #"[{"id":1},{"id":2}]"#)
        var request = URLRequest(url: server.url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let result = Awaited(
            URLSession.shared.dataTaskPublisher(for: request).map(\.data)
                .decode(type: [Item].self, decoder: JSONDecoder())
        )
        #expect(result.values == [[Item(id: 1), Item(id: 2)]])
        #expect(result.isFinished)
    }

    @Test func aStatusCheckedWithTryMapFailsTheStream() throws {
        let server = try LocalHTTPServer(status: 404, body: "{}")
        let result = Awaited(
            URLSession.shared.dataTaskPublisher(for: server.url).tryMap { output -> Data in
                let status = (output.response as? HTTPURLResponse)?.statusCode ?? 0
                guard status == 200 else { throw URLError(.badServerResponse) }
                return output.data
            }
            .replaceError(with: Data("fallback".utf8))
        )
        #expect(result.values == [Data("fallback".utf8)])
        #expect(result.isFinished)
    }

    @Test func aRefusedConnectionFailsWithAURLError() throws {
        let url = try #require(URL(string: "http://127.0.0.1:\(try LocalHTTPServer.unusedPort())/"))
        let result = Awaited(URLSession.shared.dataTaskPublisher(for: url))
        #expect(result.values.isEmpty)
        #expect(result.failure?.code == .cannotConnectToHost)
    }

    @Test func aCancelBeforeTheResponseEndsTheRequestAndSendsNothing() throws {
        let server = try LocalHTTPServer(status: nil)
        let received = Locked(0)
        let subscription = URLSession.shared.dataTaskPublisher(for: server.url).sink(
            receiveCompletion: { _ in received.withLock { $0 += 1 } },
            receiveValue: { _ in received.withLock { $0 += 1 } })
        #expect(server.requestArrived.wait(timeout: .now() + 60) == .success)
        subscription.cancel()
        #expect(server.clientClosed.wait(timeout: .now() + 60) == .success, "the task was cancelled")
        #expect(received.withLock { $0 } == 0)
    }
}
