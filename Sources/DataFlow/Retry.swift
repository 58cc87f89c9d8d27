extension Publishers {
    /// The upstream, attached to again after a failure, up to `retries` times (`nil`: every
    /// time); the failure after the last attempt reaches the receiver (`retry`).
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let retries: Int?

        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let downstream = Downstream(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            attach(to: downstream, retriesLeft: Locked(retries))
            return downstream.cancellable
        }

        /// Attaches `downstream` to the upstream; on a failure, drops that subscription and
        /// attaches again while retries are left.
        private func attach(to downstream: Downstream<Output, Failure>, retriesLeft: Locked<Int?>) {
            let key = downstream.subscriptions.newKey()
            downstream.subscriptions.keep(
                upstream.sink(
                    receiveCompletion: { completion in
                        let retries = retriesLeft.withLock { left in
                            guard case .failure = completion else { return false }
                            guard let count = left else { return true }
                            guard count > 0 else { return false }
                            left = count - 1
                            return true
                        }
                        guard retries else { return downstream.complete(completion) }
                        downstream.subscriptions.drop(key)
                        attach(to: downstream, retriesLeft: retriesLeft)
                    }, receiveValue: downstream.send),
                as: key)
        }
    }
}

extension Publisher {
    /// This publisher, attached to again when it fails, up to `retries` times (a request that
    /// may fail for a moment). Values sent before a failure stay sent.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}
