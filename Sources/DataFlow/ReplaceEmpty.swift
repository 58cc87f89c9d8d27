extension Publishers {
    /// Sends `output` when the upstream finishes without having sent a value
    /// (`replaceEmpty(with:)`); its own values and a failure pass as they are.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let output: Output

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let sentAny = Locked(false)
            let output = output
            return upstream.sink(
                receiveCompletion: { completion in
                    if case .finished = completion, !sentAny.withLock({ $0 }) { receiveValue(output) }
                    receiveCompletion(completion)
                },
                receiveValue: { value in
                    sentAny.withLock { $0 = true }
                    receiveValue(value)
                })
        }
    }
}

extension Publisher {
    /// `output` in place of nothing, when the publisher finishes without a value.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}
