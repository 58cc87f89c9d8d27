/// The publisher an `ObservableObject` uses by default: it sends `()` before the object changes.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let receivers = ReceiverList<Void>()
    /// The engine's receivers of `sendDidChange()`.
    private let landedReceivers = ReceiverList<Void>()

    /// Makes a publisher with no receivers.
    public init() {}

    /// Tells every receiver that the object is about to change.
    public func send() {
        receivers.send(())
    }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receivers.add(receiveValue)
    }

    /// Tells the engine that a write from another thread than the main one has landed.
    ///
    /// `send()` comes before the write, and wakes the main thread, which may draw at once: a
    /// frame drawn before the write landed would show the old value, with no frame after it.
    /// This second word lets the engine draw again. Writes on the main thread land before the
    /// main thread can draw, and do not send it.
    package func sendDidChange() {
        landedReceivers.send(())
    }

    /// Receives `sendDidChange()`.
    package func sinkDidChange(_ receive: @escaping () -> Void) -> AnyCancellable {
        landedReceivers.add { _ in receive() }
    }
}
