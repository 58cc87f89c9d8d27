extension Publishers {
    /// Sends a value only when `predicate` says it differs from the one before it; fails with
    /// what `predicate` throws (`tryRemoveDuplicates(by:)`).
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        public let predicate: (Output, Output) throws -> Bool

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let predicate = predicate
            let last = Locked<Output?>(nil)
            return upstream.sinkTrying(receiveCompletion: receiveCompletion, receiveValue: receiveValue) {
                value, send in
                let previous = last.withLock { last in
                    defer { last = value }
                    return last
                }
                if let previous, try predicate(previous, value) { return }
                send(value)
            }
        }
    }
}

extension Publisher {
    /// The values `predicate` does not call a duplicate of the one before; an error it throws
    /// fails the receiver.
    public func tryRemoveDuplicates(
        by predicate: @escaping (Output, Output) throws -> Bool
    ) -> Publishers.TryRemoveDuplicates<Self> {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
}
