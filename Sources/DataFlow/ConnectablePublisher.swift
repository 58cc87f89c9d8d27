/// A publisher that starts its work only when connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the work; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects on the first receiver and disconnects when the last one is gone, as Combine's.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

/// Namespace of the publisher types operators return, as Combine's `Publishers`.
public enum Publishers {}
