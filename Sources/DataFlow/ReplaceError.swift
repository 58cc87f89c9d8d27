extension Publishers {
    /// The upstream, with a failure replaced by one last value, `output`, and the end
    /// (`replaceError(with:)`).
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let output: Output
        public let upstream: Upstream

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let output = output
            return upstream.sink(
                receiveCompletion: { completion in
                    if case .failure = completion { receiveValue(output) }
                    receiveCompletion(.finished)
                }, receiveValue: receiveValue)
        }
    }
}

extension Publisher {
    /// This publisher, never failing: a failure becomes `output`, then the end.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(output: output, upstream: self)
    }
}
