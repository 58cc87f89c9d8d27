extension Publishers {
    /// Sends the first of the upstream's values that `predicate` accepts, then finishes and
    /// cancels the upstream; fails with what `predicate` throws (`tryFirst(where:)`).
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        public let predicate: (Output) throws -> Bool

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let downstream = Downstream(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            let predicate = predicate
            downstream.subscriptions.keep(
                upstream.sink(receiveCompletion: { downstream.complete($0.mapError { $0 }) }) { value in
                    guard !downstream.subscriptions.isEnded else { return }
                    do {
                        guard try predicate(value) else { return }
                        downstream.send(value)
                        downstream.complete(.finished)
                    } catch {
                        downstream.complete(.failure(error))
                    }
                })
            return downstream.cancellable
        }
    }
}

extension Publisher {
    /// The first value `predicate` accepts, then the end; an error it throws fails the receiver.
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }
}
