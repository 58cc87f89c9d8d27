extension Publishers {
    /// Subscribes to the upstream on a scheduler (`subscribe(on:)`): the upstream's work starts
    /// there, and its values arrive wherever it sends them (`receive(on:)` moves them). A
    /// receiver that cancels before the subscription was made never makes it.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let downstream = Downstream(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            let upstream = upstream
            let waiting = Waiting()
            let number = waiting.next()
            waiting.keep(
                scheduler.schedule {
                    waiting.drop(number)
                    guard !downstream.subscriptions.isEnded else { return }
                    downstream.subscriptions.keep(
                        upstream.sink(receiveCompletion: downstream.complete, receiveValue: downstream.send))
                }, as: number)
            return AnyCancellable {
                waiting.cancelAll()
                downstream.cancellable.cancel()
            }
        }
    }
}

extension Publisher {
    /// Subscribes to the publisher on `scheduler`, so that the work it starts runs there.
    public func subscribe<S: Scheduler>(on scheduler: S) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler)
    }
}
