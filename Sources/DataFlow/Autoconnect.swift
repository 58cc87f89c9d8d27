import Foundation

extension Publishers {
    /// A connectable publisher connected while it has receivers (`autoconnect()`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher connected.
        public let upstream: Upstream
        private let lock = NSLock()
        private var receiverCount = 0
        private var connection: (any Cancellable)?

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let inner = upstream.sink(receiveValue: receiveValue)
            lock.lock()
            receiverCount += 1
            let connects = receiverCount == 1
            lock.unlock()
            if connects {
                let made = upstream.connect()
                lock.lock()
                connection = made
                lock.unlock()
            }
            return AnyCancellable { [self] in
                inner.cancel()
                lock.lock()
                receiverCount -= 1
                let ended = receiverCount == 0 ? connection : nil
                if receiverCount == 0 { connection = nil }
                lock.unlock()
                ended?.cancel()
            }
        }
    }
}
