extension Publishers {
    /// Sends each value of an accumulation over the upstream's values (`scan`).
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let result = Locked(initialResult)
            let next = nextPartialResult
            return upstream.sink(receiveCompletion: receiveCompletion) { value in
                receiveValue(
                    result.withLock { result in
                        result = next(result, value)
                        return result
                    })
            }
        }
    }
}

extension Publisher {
    /// Each result of combining `initialResult` with the values so far, one by one.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T>
    {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
