import Foundation

extension Publishers {
    /// The upstream, ended when `interval` passes on `scheduler` without a value from it (from
    /// when the receiver attached, then from each value): it finishes, or fails with
    /// `customError()` if given (`timeout`).
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: TimeInterval
        public let scheduler: Context
        public let customError: (() -> Failure)?

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let downstream = Downstream(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            // The key of the running wait in the downstream's subscriptions.
            let waiting = Locked(0)
            let (interval, scheduler, customError) = (interval, scheduler, customError)
            let restart = {
                let key = downstream.subscriptions.newKey()
                let previous = waiting.withLock { current in
                    defer { current = key }
                    return current
                }
                if previous != 0 { downstream.subscriptions.drop(previous) }
                downstream.subscriptions.keep(
                    scheduler.schedule(after: interval) {
                        downstream.complete(customError.map { .failure($0()) } ?? .finished)
                    }, as: key)
            }
            restart()
            downstream.subscriptions.keep(
                upstream.sink(
                    receiveCompletion: downstream.complete,
                    receiveValue: { value in
                        downstream.send(value)
                        restart()
                    }))
            return downstream.cancellable
        }
    }
}

extension Publisher {
    /// This publisher, ended when `interval` passes on `scheduler` without a value: it
    /// finishes, or fails with `customError()` if given (a request that takes too long).
    public func timeout<S: Scheduler>(
        _ interval: SchedulerInterval, scheduler: S, customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval.seconds, scheduler: scheduler, customError: customError)
    }
}
