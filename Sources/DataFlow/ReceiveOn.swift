extension Publishers {
    /// Delivers the upstream's values and its completion on a scheduler (`receive(on:)`), in
    /// the order they were sent; nothing is delivered after the receiver cancelled.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let waiting = Waiting()
            let scheduler = scheduler
            func deliver(_ delivery: @escaping () -> Void) {
                let number = waiting.next()
                waiting.keep(
                    scheduler.schedule {
                        waiting.drop(number)
                        delivery()
                    }, as: number)
            }
            let inner = upstream.sink(
                receiveCompletion: { completion in deliver { receiveCompletion(completion) } },
                receiveValue: { value in deliver { receiveValue(value) } })
            return AnyCancellable {
                inner.cancel()
                waiting.cancelAll()
            }
        }
    }
}
