extension Publishers {
    /// The upstream until it fails, then the publisher `handler` makes of the error
    /// (`catch`): the upstream is cancelled and its failure never reaches the receiver.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let downstream = Downstream(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            let key = downstream.subscriptions.newKey()
            let handler = handler
            downstream.subscriptions.keep(
                upstream.sink(
                    receiveCompletion: { completion in
                        guard case .failure(let error) = completion else { return downstream.complete(.finished) }
                        downstream.subscriptions.drop(key)
                        downstream.subscriptions.keep(
                            handler(error).sink(receiveCompletion: downstream.complete, receiveValue: downstream.send))
                    }, receiveValue: downstream.send),
                as: key)
            return downstream.cancellable
        }
    }

    /// The upstream until it fails, then the publisher `handler` makes of the error, or the
    /// error `handler` throws (`tryCatch`).
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let handler = handler
            return Catch(upstream: upstream) { error -> AnyPublisher<Output, any Error> in
                do {
                    return try handler(error).mapError { $0 }.eraseToAnyPublisher()
                } catch {
                    return Fail(error: error).eraseToAnyPublisher()
                }
            }
            .sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }
}

extension Publisher {
    /// This publisher until it fails, then the one `handler` makes of the error: a fallback
    /// (`Just(placeholder)`) or another attempt.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// This publisher until it fails, then the one `handler` makes of the error; an error
    /// `handler` throws fails the receiver.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
}
