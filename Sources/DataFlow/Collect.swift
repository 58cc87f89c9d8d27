extension Publishers {
    /// Sends all the upstream's values in one array when it finishes (`collect()`); a failure
    /// is passed on instead.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let collected = Locked<[Upstream.Output]>([])
            return upstream.sink(
                receiveCompletion: { completion in
                    if case .finished = completion {
                        receiveValue(collected.withLock { $0 })
                    }
                    receiveCompletion(completion)
                },
                receiveValue: { value in collected.withLock { $0.append(value) } })
        }
    }
}

extension Publisher {
    /// All the values, in one array, once the publisher finishes.
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

}
