extension Publishers {
    /// Folds the upstream's values into one, sent when it finishes (`reduce(_:_:)`,
    /// `count()`); a failure is passed on instead.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let result = Locked(initial)
            let nextPartialResult = nextPartialResult
            return upstream.sink(
                receiveCompletion: { completion in
                    if case .finished = completion { receiveValue(result.withLock { $0 }) }
                    receiveCompletion(completion)
                },
                receiveValue: { value in result.withLock { $0 = nextPartialResult($0, value) } })
        }
    }

    /// The number of the upstream's values, sent when it finishes (`count()`).
    public typealias Count<Upstream: Publisher> = Reduce<Upstream, Int>
}

extension Publisher {
    /// `initial` combined with each value in turn by `nextPartialResult`, once the publisher
    /// finishes.
    public func reduce<Result>(
        _ initial: Result, _ nextPartialResult: @escaping (Result, Output) -> Result
    ) -> Publishers.Reduce<Self, Result> {
        Publishers.Reduce(upstream: self, initial: initial, nextPartialResult: nextPartialResult)
    }

    /// How many values the publisher sent, once it finishes.
    public func count() -> Publishers.Count<Self> {
        reduce(0) { count, _ in count + 1 }
    }
}
