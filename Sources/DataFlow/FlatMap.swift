extension Publishers {
    /// Sends the values of the publishers `transform` makes of the upstream's values, all at
    /// once as they come; finishes when the upstream and every made publisher have, fails when
    /// one does (`flatMap`).
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> NewPublisher

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let downstream = Downstream(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            // The upstream counts as one running publisher until it finishes.
            let running = Locked(1)
            let transform = transform
            downstream.subscriptions.keep(
                upstream.sink(
                    receiveCompletion: downstream.completion(counting: running),
                    receiveValue: { value in
                        running.withLock { $0 += 1 }
                        let key = downstream.subscriptions.newKey()
                        let inner = transform(value).sink(
                            receiveCompletion: { completion in
                                if case .failure = completion { return downstream.complete(completion) }
                                downstream.subscriptions.drop(key)
                                downstream.finishOne(of: running)
                            }, receiveValue: downstream.send)
                        downstream.subscriptions.keep(inner, as: key)
                    }))
            return downstream.cancellable
        }
    }
}

extension Publisher {
    /// The values of the publishers `transform` makes of this one's values, as they come.
    public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
    where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, transform: transform)
    }
}
