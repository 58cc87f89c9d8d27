/// The publisher an `ObservableObject` uses by default: it sends `()` before the object changes.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let receivers = ReceiverList<Void>()

    /// Makes a publisher with no receivers.
    public init() {}

    /// Tells every receiver that the object is about to change.
    public func send() {
        receivers.send(())
    }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receivers.add(receiveValue)
    }
}
