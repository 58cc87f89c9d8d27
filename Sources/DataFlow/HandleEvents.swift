extension Publishers {
    /// Passes everything on, calling the given closures as values, the completion and a cancel
    /// go by (`handleEvents`).
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let receiveSubscription: (() -> Void)?
        public let receiveOutput: ((Output) -> Void)?
        public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        public let receiveCancel: (() -> Void)?

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let (onOutput, onCompletion) = (receiveOutput, self.receiveCompletion)
            let finished = Locked(false)
            receiveSubscription?()
            let inner = upstream.sink(
                receiveCompletion: { completion in
                    finished.withLock { $0 = true }
                    onCompletion?(completion)
                    receiveCompletion(completion)
                },
                receiveValue: { value in
                    onOutput?(value)
                    receiveValue(value)
                })
            let onCancel = receiveCancel
            return AnyCancellable {
                inner.cancel()
                if !finished.withLock({ $0 }) { onCancel?() }
            }
        }
    }
}

extension Publisher {
    /// This publisher, calling the given closures as a receiver attaches, values and the
    /// completion go by, and a receiver cancels before the end. **Differs:** with no demand,
    /// `receiveSubscription` takes no argument and there is no `receiveRequest`.
    public func handleEvents(
        receiveSubscription: (() -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel)
    }
}
