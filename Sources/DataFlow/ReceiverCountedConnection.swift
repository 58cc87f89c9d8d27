import Foundation

/// A connection made for the first of a publisher's receivers and ended with the last
/// (`autoconnect()`, `share()`); the next receiver makes another.
final class ReceiverCountedConnection: @unchecked Sendable {
    private let lock = NSLock()
    private var receiverCount = 0
    private var connection: (any Cancellable)?

    /// Counts a receiver in; the first one makes the connection with `connect`.
    func add(connectingWith connect: () -> any Cancellable) {
        lock.lock()
        receiverCount += 1
        let connects = receiverCount == 1
        lock.unlock()
        guard connects else { return }
        let made = connect()
        lock.lock()
        connection = made
        lock.unlock()
    }

    /// Counts a receiver out; the last one ends the connection.
    func remove() {
        lock.lock()
        receiverCount -= 1
        let ended = receiverCount == 0 ? connection : nil
        if receiverCount == 0 { connection = nil }
        lock.unlock()
        ended?.cancel()
    }
}
