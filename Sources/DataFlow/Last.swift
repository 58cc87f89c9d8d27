extension Publishers {
    /// Sends the last of the upstream's values that `predicate` accepts when it finishes
    /// (`last()`, `last(where:)`); finishes with nothing if there was none, and passes a
    /// failure on instead.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let last = Locked<Output?>(nil)
            let predicate = predicate
            return upstream.sink(
                receiveCompletion: { completion in
                    if case .finished = completion, let value = last.withLock({ $0 }) { receiveValue(value) }
                    receiveCompletion(completion)
                },
                receiveValue: { value in
                    if predicate(value) { last.withLock { $0 = value } }
                })
        }
    }
}

extension Publisher {
    /// The last value, once the publisher finishes.
    public func last() -> Publishers.LastWhere<Self> {
        last { _ in true }
    }

    /// The last value `predicate` accepts, once the publisher finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }
}
