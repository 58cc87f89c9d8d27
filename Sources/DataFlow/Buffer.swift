extension Publishers {
    /// How `buffer` fills ahead of demand, as Combine's: accepted; values here are sent as they
    /// come, without being requested.
    public enum PrefetchStrategy: Sendable {
        case keepFull
        case byRequest
    }

    /// What `buffer` does with a value that arrives when it is full, as Combine's.
    public enum BufferingStrategy<Failure: Error> {
        case dropNewest
        case dropOldest
        case customError(() -> Failure)
    }

    /// At most `size` values kept for a receiver that is not ready for them (`buffer(size:
    /// prefetch:whenFull:)`). A receiver that takes each value as it comes is always ready, so
    /// the values pass as they are; where they wait is between the awaits of an async
    /// sequence (`.values`), which keeps at most `size` and drops or fails as `whenFull` says.
    public struct Buffer<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let size: Int
        public let prefetch: PrefetchStrategy
        public let whenFull: BufferingStrategy<Failure>

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            upstream.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }
}

/// A publisher that bounds the values kept for a receiver not ready for them (`Buffer`).
protocol BoundedBuffer {
    var size: Int { get }
    /// The strategy when full, if the failure type is `F`.
    func whenFull<F: Error>(failing: F.Type) -> Publishers.BufferingStrategy<F>?
}

extension Publishers.Buffer: BoundedBuffer {
    func whenFull<F: Error>(failing: F.Type) -> Publishers.BufferingStrategy<F>? {
        whenFull as? Publishers.BufferingStrategy<F>
    }
}

extension Publisher {
    /// Keeps at most `size` values for a receiver not ready for them, dropping or failing when
    /// full as `whenFull` says.
    public func buffer(
        size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>
    ) -> Publishers.Buffer<Self> {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}
