extension Publishers {
    /// Sends the values of the latest publisher the upstream sent, cancelling the one before;
    /// finishes when the upstream and the latest publisher have, fails when one does
    /// (`switchToLatest`).
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let downstream = Downstream(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            // The key of the latest inner subscription (0: none running), and whether the
            // upstream finished.
            let state = Locked((latest: 0, upstreamFinished: false))
            downstream.subscriptions.keep(
                upstream.sink(
                    receiveCompletion: { completion in
                        if case .failure = completion { return downstream.complete(completion) }
                        let ends = state.withLock { state in
                            state.upstreamFinished = true
                            return state.latest == 0
                        }
                        if ends { downstream.complete(.finished) }
                    },
                    receiveValue: { publisher in
                        let key = downstream.subscriptions.newKey()
                        let previous = state.withLock { state in
                            defer { state.latest = key }
                            return state.latest
                        }
                        if previous != 0 { downstream.subscriptions.drop(previous) }
                        let inner = publisher.sink(
                            receiveCompletion: { completion in
                                if case .failure = completion { return downstream.complete(completion) }
                                let ends = state.withLock { state -> Bool in
                                    guard state.latest == key else { return false }
                                    state.latest = 0
                                    return state.upstreamFinished
                                }
                                downstream.subscriptions.drop(key)
                                if ends { downstream.complete(.finished) }
                            },
                            receiveValue: { value in
                                if state.withLock({ $0.latest == key }) { downstream.send(value) }
                            })
                        downstream.subscriptions.keep(inner, as: key)
                    }))
            return downstream.cancellable
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the latest publisher this one sent.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}
