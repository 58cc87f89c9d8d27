extension Publishers {
    /// Sends the first of the upstream's values that `predicate` accepts, then finishes and
    /// cancels the upstream (`first()`, `first(where:)`); finishes with nothing if the upstream
    /// does first.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let downstream = Downstream(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            let predicate = predicate
            downstream.subscriptions.keep(
                upstream.sink(receiveCompletion: downstream.complete) { value in
                    guard !downstream.subscriptions.isEnded, predicate(value) else { return }
                    downstream.send(value)
                    downstream.complete(.finished)
                })
            return downstream.cancellable
        }
    }
}

extension Publisher {
    /// The first value, then the end.
    public func first() -> Publishers.FirstWhere<Self> {
        first { _ in true }
    }

    /// The first value `predicate` accepts, then the end.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
}
