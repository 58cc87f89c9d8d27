/// The receiver an operator sends to, with the upstream subscriptions that feed it: after a
/// completion or a cancel nothing more is sent, and the subscriptions are cancelled.
final class Downstream<Output, Failure: Error>: @unchecked Sendable {
    let subscriptions = Subscriptions()
    private let receiveValue: (Output) -> Void
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    init(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) {
        self.receiveCompletion = receiveCompletion
        self.receiveValue = receiveValue
    }

    /// Sends `value`, unless the receiver was completed or cancelled.
    func send(_ value: Output) {
        guard !subscriptions.isEnded else { return }
        receiveValue(value)
    }

    /// Completes the receiver (once) and cancels the subscriptions.
    func complete(_ completion: Subscribers.Completion<Failure>) {
        guard subscriptions.end() else { return }
        receiveCompletion(completion)
    }

    /// Notes that one of the upstreams counted by `running` finished: the receiver finishes
    /// once none is left.
    func finishOne(of running: Locked<Int>) {
        let isLast = running.withLock { count in
            count -= 1
            return count == 0
        }
        if isLast { complete(.finished) }
    }

    /// The completion handler of upstreams counted by `running`: the first failure fails the
    /// receiver, and it finishes when the last of them has (`merge`, `combineLatest`,
    /// `flatMap`).
    func completion(counting running: Locked<Int>) -> (Subscribers.Completion<Failure>) -> Void {
        { completion in
            if case .failure = completion { return self.complete(completion) }
            self.finishOne(of: running)
        }
    }

    /// What the operator's `sink` returns: cancelling it cancels the subscriptions.
    var cancellable: AnyCancellable {
        let subscriptions = subscriptions
        return AnyCancellable { subscriptions.end() }
    }
}
