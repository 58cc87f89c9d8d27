extension Publishers {
    /// A publisher that never fails, typed as one that may (`setFailureType(to:)`), so that it
    /// combines with publishers that may.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            upstream.sink(receiveCompletion: { _ in receiveCompletion(.finished) }, receiveValue: receiveValue)
        }
    }
}

extension Publisher where Failure == Never {
    /// This publisher, typed as failing with `failureType` (it still never fails).
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
