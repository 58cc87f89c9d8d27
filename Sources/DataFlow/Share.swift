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
        private let connection = ReceiverCountedConnection()

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let inner = subject.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            let subject = subject
            connection.add {
                upstream.sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
            }
            return AnyCancellable { [connection] in
                inner.cancel()
                connection.remove()
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
