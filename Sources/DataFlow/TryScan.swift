extension Publishers {
    /// Sends each value of an accumulation over the upstream's values; fails with what
    /// `nextPartialResult` throws (`tryScan`).
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let result = Locked(initialResult)
            let next = nextPartialResult
            return upstream.sinkTrying(receiveCompletion: receiveCompletion, receiveValue: receiveValue) {
                value, send in
                send(
                    try result.withLock { result in
                        result = try next(result, value)
                        return result
                    })
            }
        }
    }
}

extension Publisher {
    /// Each result of combining `initialResult` with the values so far, one by one; an error
    /// `nextPartialResult` throws fails the receiver.
    public func tryScan<T>(
        _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
    ) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
