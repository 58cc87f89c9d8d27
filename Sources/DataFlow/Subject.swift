/// A publisher that code sends values and a completion through, as Combine's `Subject`:
/// `PassthroughSubject` and `CurrentValueSubject` are subjects, and `subscribe(_:)` feeds one
/// from another publisher.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subject's receivers.
    func send(_ value: Output)
    /// Ends the subject with `completion`.
    func send(completion: Subscribers.Completion<Failure>)
}

extension PassthroughSubject: Subject {}
extension CurrentValueSubject: Subject {}

extension Subject where Output == Void {
    /// Sends `()` to the subject's receivers, as Combine's: a button's tap through a
    /// `PassthroughSubject<Void, Never>` or a `CurrentValueSubject<Void, Never>`.
    public func send() {
        send(())
    }
}

extension Publisher {
    /// Sends this publisher's values and completion on through `subject`, as Combine's
    /// `subscribe(_:)` with a subject, until the returned cancellable is cancelled.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
    where S.Output == Output, S.Failure == Failure {
        sink(
            receiveCompletion: { subject.send(completion: $0) },
            receiveValue: { subject.send($0) })
    }
}
