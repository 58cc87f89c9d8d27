extension Publishers {
    /// A connectable publisher connected while it has receivers (`autoconnect()`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher connected.
        public let upstream: Upstream
        private let connection = ReceiverCountedConnection()

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let inner = upstream.sink(receiveValue: receiveValue)
            connection.add { upstream.connect() }
            return AnyCancellable { [connection] in
                inner.cancel()
                connection.remove()
            }
        }
    }
}
