import Foundation

/// A publisher you send values through, as Combine's `PassthroughSubject`: each receiver gets
/// the values sent after it attached, until the subject is completed.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let receivers = ReceiverList<Output>()
    private let completion = CompletionList<Failure>()

    public init() {}

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receivers.add(receiveValue)
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        completion.add(receiveCompletion) { receivers.add(receiveValue) }
    }

    /// Sends `value` to every receiver (nothing after the completion).
    public func send(_ value: Output) {
        guard !completion.isCompleted else { return }
        receivers.send(value)
    }

    /// Ends the subject: every receiver gets `completion`, and nothing is sent after it.
    public func send(completion: Subscribers.Completion<Failure>) {
        self.completion.send(completion)
    }
}

/// A publisher holding a current value, as Combine's `CurrentValueSubject`: a receiver gets it
/// at once, then each new one, until the subject is completed.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let receivers = ReceiverList<Output>()
    private let completion = CompletionList<Failure>()
    private let lock = NSLock()
    private var current: Output

    public init(_ value: Output) {
        current = value
    }

    /// The current value; setting it sends it.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let cancellable = receivers.add(receiveValue)
        receiveValue(value)
        return cancellable
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        completion.add(receiveCompletion) { sink(receiveValue: receiveValue) }
    }

    /// Makes `value` current and sends it to every receiver (nothing after the completion).
    public func send(_ value: Output) {
        guard !completion.isCompleted else { return }
        lock.lock()
        current = value
        lock.unlock()
        receivers.send(value)
    }

    /// Ends the subject: every receiver gets `completion`, and nothing is sent after it.
    public func send(completion: Subscribers.Completion<Failure>) {
        self.completion.send(completion)
    }
}

/// A publisher that sends one value to each receiver as it attaches, then finishes, as
/// Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, if given), as Combine's.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The notifications named `name`, posted on this center, as they are posted.
    public struct Publisher: DataFlow.Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public func sink(receiveValue: @escaping (Notification) -> Void) -> AnyCancellable {
            let deliver = NotificationDelivery(receive: receiveValue)
            let observer = center.addObserver(forName: name, object: object, queue: nil) { deliver.receive($0) }
            let center = center
            let name = name
            NotificationListeners.add(name)
            return AnyCancellable {
                center.removeObserver(observer)
                NotificationListeners.remove(name)
            }
        }
    }
}

/// A receiver of notifications, called on the thread that posts them, as Combine's are.
private struct NotificationDelivery: @unchecked Sendable {
    let receive: (Notification) -> Void
}
