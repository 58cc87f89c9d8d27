extension Publishers {
    /// The upstream, failing with the error `transform` makes of its failure (`mapError`).
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let transform = transform
            return upstream.sink(
                receiveCompletion: { receiveCompletion($0.mapError(transform)) }, receiveValue: receiveValue)
        }
    }
}

extension Publisher {
    /// This publisher, failing with the error `transform` makes of its failure, so that it
    /// combines with publishers of another failure type.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
}

extension Subscribers.Completion {
    /// The same completion, a failure's error made into another by `transform`.
    func mapError<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }
}
