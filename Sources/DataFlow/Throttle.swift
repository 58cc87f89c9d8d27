import Foundation

extension Publishers {
    /// Sends at most one value per `interval`: the first value at once, then, at the end of
    /// each interval in which more came, the latest (or the first) of them (`throttle`), on
    /// `scheduler`. A value still waiting when the upstream finishes is sent before the end.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: TimeInterval
        public let scheduler: Context
        public let latest: Bool

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let downstream = Downstream(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            let window = Locked(ThrottleWindow<Output>())
            let (interval, scheduler, latest) = (interval, scheduler, latest)
            /// Ends the window: sends the value that waited for its end and opens another, or
            /// closes it when none did.
            func endWindow() {
                guard let value = window.withLock({ $0.takeWaiting() }) else { return }
                downstream.send(value)
                openWindow()
            }
            func openWindow() {
                let key = downstream.subscriptions.newKey()
                let end = scheduler.schedule(after: interval) {
                    downstream.subscriptions.drop(key)
                    endWindow()
                }
                downstream.subscriptions.keep(end, as: key)
            }
            downstream.subscriptions.keep(
                upstream.sink(
                    receiveCompletion: { completion in
                        if case .finished = completion, let value = window.withLock({ $0.takeWaiting() }) {
                            downstream.send(value)
                        }
                        downstream.complete(completion)
                    },
                    receiveValue: { value in
                        let sendsNow = window.withLock { $0.receive(value, keepingLatest: latest) }
                        if sendsNow {
                            downstream.send(value)
                            openWindow()
                        }
                    }))
            return downstream.cancellable
        }
    }
}

/// What `Throttle` remembers of its current interval.
private struct ThrottleWindow<Value> {
    private var isOpen = false
    private var waiting: Value?

    /// Takes a value: true if it goes at once (no interval is running, one opens); else it
    /// waits for the end of the interval, in place of the one waiting if `keepingLatest`.
    mutating func receive(_ value: Value, keepingLatest: Bool) -> Bool {
        guard isOpen else {
            isOpen = true
            return true
        }
        if keepingLatest || waiting == nil { waiting = value }
        return false
    }

    /// At the end of an interval: the value that waited for it, if any (the next interval
    /// opens); else the interval closes.
    mutating func takeWaiting() -> Value? {
        defer { waiting = nil }
        isOpen = waiting != nil
        return waiting
    }
}

extension Publisher {
    /// At most one value per `interval`: the first at once, then the latest (or, with
    /// `latest: false`, the first) of those that came during each interval.
    public func throttle<S: Scheduler>(
        for interval: SchedulerInterval, scheduler: S, latest: Bool
    )
        -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval.seconds, scheduler: scheduler, latest: latest)
    }
}
