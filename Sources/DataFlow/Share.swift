import Foundation

extension Publishers {
    /// One subscription to the upstream shared by every receiver (`share()`), as Combine's: the
    /// first receiver starts it, each receiver gets the values sent after it came, and the
    /// subscription ends when the last receiver is gone (the next one starts another). A
    /// receiver that comes after the upstream completed gets the completion at once.
    public final class Share<Upstream: Publisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private let subject = PassthroughSubject<Output, Failure>()
        private let lock = NSLock()
        private var receiverCount = 0
        private var connection: AnyCancellable?

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let inner = subject.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            lock.lock()
            receiverCount += 1
            let connects = receiverCount == 1
            lock.unlock()
            if connects {
                let subject = subject
                let made = upstream.sink(
                    receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
                lock.lock()
                connection = made
                lock.unlock()
            }
            return AnyCancellable { [self] in
                inner.cancel()
                lock.lock()
                receiverCount -= 1
                let ended = receiverCount == 0 ? connection : nil
                if receiverCount == 0 { connection = nil }
                lock.unlock()
                ended?.cancel()
            }
        }
    }
}

extension Publisher {
    /// The publisher's values shared by every receiver through one subscription.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}
