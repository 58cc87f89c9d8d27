/// The receivers of a subject's completion, and the completion once sent: a subject sends
/// nothing after it, and a receiver attaching later gets it at once.
final class CompletionList<Failure: Error>: @unchecked Sendable {
    private let receivers = ReceiverList<Subscribers.Completion<Failure>>()
    private let sent = Locked<Subscribers.Completion<Failure>?>(nil)

    /// Whether the completion was sent.
    var isCompleted: Bool {
        sent.withLock { $0 != nil }
    }

    /// Attaches `receive` together with the value subscription `values` attaches; or, after the
    /// completion, gives it to `receive` at once and attaches nothing.
    func add(
        _ receive: @escaping (Subscribers.Completion<Failure>) -> Void, values: () -> AnyCancellable
    ) -> AnyCancellable {
        if let completion = sent.withLock({ $0 }) {
            receive(completion)
            return AnyCancellable {}
        }
        let valueSubscription = values()
        let completionSubscription = receivers.add(receive)
        return AnyCancellable {
            valueSubscription.cancel()
            completionSubscription.cancel()
        }
    }

    /// Keeps `completion` and sends it to every receiver; does nothing after the first.
    func send(_ completion: Subscribers.Completion<Failure>) {
        let first = sent.withLock { sent in
            guard sent == nil else { return false }
            sent = completion
            return true
        }
        if first { receivers.send(completion) }
    }
}
