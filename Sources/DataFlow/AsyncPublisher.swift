import Foundation

/// A publisher's values as an asynchronous sequence (`for await value in publisher.values`), as
/// Combine's `AsyncPublisher`, for a publisher that cannot fail; the sequence ends when the
/// publisher finishes.
///
/// Each iterator subscribes when it is made and ends its subscription when it is released or its
/// task is cancelled. **Differs:** there is no demand here, so values sent while nobody awaits
/// the next one are kept for it in order (Combine's requests one at a time, and a subject's
/// values sent meanwhile are dropped); after `buffer(size:prefetch:whenFull:)`, at most `size`
/// are kept, as its strategy says.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    public typealias Failure = Never
    private let publisher: P

    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(inbox: AsyncPublisherInbox(publisher))
    }

    /// Waits for the publisher's next value; `nil` once it has finished.
    public struct Iterator: AsyncIteratorProtocol {
        let inbox: AsyncPublisherInbox<P.Output, Never>

        public mutating func next() async -> P.Output? {
            await inbox.next()
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async -> P.Output? {
            await inbox.next()
        }
    }
}

/// A publisher's values as an asynchronous sequence that throws the publisher's failure, as
/// Combine's `AsyncThrowingPublisher`; see `AsyncPublisher` for when values are kept.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    public typealias Failure = P.Failure
    private let publisher: P

    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(inbox: AsyncPublisherInbox(publisher))
    }

    /// Waits for the publisher's next value; `nil` once it has finished, and throws its failure.
    public struct Iterator: AsyncIteratorProtocol {
        let inbox: AsyncPublisherInbox<P.Output, P.Failure>

        public mutating func next() async throws(P.Failure) -> P.Output? {
            try await inbox.next()
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws(P.Failure) -> P.Output? {
            try await inbox.next()
        }
    }
}

extension Publisher where Failure == Never {
    /// The values as an asynchronous sequence, which ends when this publisher finishes.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The values as an asynchronous sequence, which ends when this publisher finishes and
    /// throws its failure.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// What an async publisher's iterator has received and not yet handed out, and the one task
/// waiting for it; the subscription ends when the iterator is released.
final class AsyncPublisherInbox<Output, Failure: Error>: @unchecked Sendable {
    /// One thing handed to the waiting task: a value, or the end (with the failure, if any).
    private struct Delivery: @unchecked Sendable {
        let value: Output?
        let failure: Failure?
    }

    private let lock = NSLock()
    private var buffered: [Output] = []
    private var completion: Subscribers.Completion<Failure>?
    private var waiting: CheckedContinuation<Delivery, Never>?
    private var subscription: AnyCancellable?
    /// How many values are kept at most, and what happens to one more: from a `buffer`.
    private let limit: (size: Int, whenFull: Publishers.BufferingStrategy<Failure>)?

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let buffer = publisher as? any BoundedBuffer, let whenFull = buffer.whenFull(failing: Failure.self) {
            limit = (max(0, buffer.size), whenFull)
        } else {
            limit = nil
        }
        let subscription = publisher.sink(
            receiveCompletion: { [weak self] in self?.receive(completion: $0) },
            receiveValue: { [weak self] in self?.receive($0) })
        lock.withLock {
            if completion == nil { self.subscription = subscription }
        }
    }

    deinit {
        subscription?.cancel()
    }

    private func receive(_ value: Output) {
        lock.lock()
        guard completion == nil else { return lock.unlock() }
        if let waiting {
            self.waiting = nil
            lock.unlock()
            waiting.resume(returning: Delivery(value: value, failure: nil))
        } else if let limit, buffered.count >= limit.size {
            switch limit.whenFull {
            case .dropNewest:
                lock.unlock()
            case .dropOldest:
                if !buffered.isEmpty { buffered.removeFirst() }
                if limit.size > 0 { buffered.append(value) }
                lock.unlock()
            case .customError(let error):
                lock.unlock()
                receive(completion: .failure(error()))
            }
        } else {
            buffered.append(value)
            lock.unlock()
        }
    }

    private func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { return lock.unlock() }
        self.completion = completion
        let waiting = waiting
        self.waiting = nil
        let ended = subscription
        subscription = nil
        lock.unlock()
        waiting?.resume(returning: end(completion))
        ended?.cancel()
    }

    /// Ends the subscription (the awaiting task was cancelled): the sequence ends.
    private func cancel() {
        receive(completion: .finished)
    }

    private func end(_ completion: Subscribers.Completion<Failure>) -> Delivery {
        if case .failure(let error) = completion { return Delivery(value: nil, failure: error) }
        return Delivery(value: nil, failure: nil)
    }

    /// The next value kept or sent, `nil` after the end, or the publisher's failure (once).
    func next() async throws(Failure) -> Output? {
        let delivery = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Delivery, Never>) in
                lock.lock()
                if !buffered.isEmpty {
                    let value = buffered.removeFirst()
                    lock.unlock()
                    continuation.resume(returning: Delivery(value: value, failure: nil))
                } else if let completion {
                    // The failure is thrown once; after it the sequence has ended.
                    self.completion = .finished
                    lock.unlock()
                    continuation.resume(returning: end(completion))
                } else {
                    waiting = continuation
                    lock.unlock()
                }
            }
        } onCancel: {
            cancel()
        }
        if let failure = delivery.failure { throw failure }
        return delivery.value
    }
}
