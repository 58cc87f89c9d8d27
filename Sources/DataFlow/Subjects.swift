import Foundation

/// A publisher you send values through, as Combine's `PassthroughSubject`: each receiver gets
/// the values sent after it attached.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let receivers = ReceiverList<Output>()

    public init() {}

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receivers.add(receiveValue)
    }

    /// Sends `value` to every receiver.
    public func send(_ value: Output) {
        receivers.send(value)
    }
}

extension PassthroughSubject where Output == Void {
    /// Sends `()` to every receiver.
    public func send() {
        send(())
    }
}

/// A publisher holding a current value, as Combine's `CurrentValueSubject`: a receiver gets it
/// at once, then each new one.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let receivers = ReceiverList<Output>()
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

    /// Makes `value` current and sends it to every receiver.
    public func send(_ value: Output) {
        lock.lock()
        current = value
        lock.unlock()
        receivers.send(value)
    }
}

/// A publisher that sends one value to each receiver as it attaches, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(output)
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
            return AnyCancellable { center.removeObserver(observer) }
        }
    }
}

/// A receiver of notifications, called on the thread that posts them, as Combine's are.
private struct NotificationDelivery: @unchecked Sendable {
    let receive: (Notification) -> Void
}
