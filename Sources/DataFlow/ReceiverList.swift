import Foundation

/// The receivers of one publisher, safe to change and send to from any thread.
///
/// Sending works on a snapshot, so a receiver may cancel itself or subscribe others while
/// it runs; a receiver cancelled during a send is not called after it was cancelled.
final class ReceiverList<Output>: @unchecked Sendable {
    private struct Receiver {
        let id: Int
        let receive: (Output) -> Void
    }

    private let lock = NSLock()
    private var receivers: [Receiver] = []
    private var nextID = 0

    /// Whether nobody is attached.
    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return receivers.isEmpty
    }

    /// Attaches `receive` until the returned cancellable ends.
    func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        lock.lock()
        let id = nextID
        nextID += 1
        receivers.append(Receiver(id: id, receive: receive))
        lock.unlock()
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    /// Calls every attached receiver with `value`, in the order they were attached.
    func send(_ value: Output) {
        lock.lock()
        let snapshot = receivers
        lock.unlock()
        for receiver in snapshot where snapshot.count == 1 || contains(receiver.id) {
            receiver.receive(value)
        }
    }

    private func contains(_ id: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return receivers.contains { $0.id == id }
    }

    private func remove(_ id: Int) {
        lock.lock()
        receivers.removeAll { $0.id == id }
        lock.unlock()
    }
}
