extension Publishers {
    /// Leaves out the upstream's first `count` values, for each receiver (`dropFirst`).
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let remaining = Locked(count)
            return upstream.sink(receiveCompletion: receiveCompletion) { value in
                let drops = remaining.withLock { remaining in
                    guard remaining > 0 else { return false }
                    remaining -= 1
                    return true
                }
                if !drops { receiveValue(value) }
            }
        }
    }
}

extension Publisher {
    /// The values after the first `count`.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}
