import Foundation

/// The subscriptions an operator holds upstream, ended together (a cancel, a completion).
///
/// An upstream may send, and even end, before `sink` returns its cancellable: one kept after
/// the group ended is cancelled at once.
final class Subscriptions: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [Int: AnyCancellable] = [:]
    /// Keys dropped before their subscription was kept (it ended while being made).
    private var droppedEarly: Set<Int> = []
    private var nextKey = 0
    private var ended = false

    /// Whether the group was ended.
    var isEnded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ended
    }

    /// A key for a subscription about to be made (`keep(_:as:)`, `drop(_:)`).
    func newKey() -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextKey += 1
        return nextKey
    }

    /// Keeps `subscription` until the group ends or it is dropped; cancels it at once if the
    /// group ended already, or if it was dropped before it was kept.
    func keep(_ subscription: AnyCancellable, as key: Int) {
        lock.lock()
        let keeps = !ended && !droppedEarly.contains(key)
        if keeps { kept[key] = subscription }
        droppedEarly.remove(key)
        lock.unlock()
        if !keeps { subscription.cancel() }
    }

    /// Keeps `subscription` under a key of its own.
    func keep(_ subscription: AnyCancellable) {
        keep(subscription, as: newKey())
    }

    /// Cancels and forgets the subscription kept as `key` (an inner publisher that ended).
    func drop(_ key: Int) {
        lock.lock()
        let subscription = kept.removeValue(forKey: key)
        if subscription == nil { droppedEarly.insert(key) }
        lock.unlock()
        subscription?.cancel()
    }

    /// Ends the group: cancels every subscription kept, and any kept later; returns whether
    /// this call ended it (false if it had ended already).
    @discardableResult
    func end() -> Bool {
        lock.lock()
        let wasEnded = ended
        ended = true
        let all = kept.values
        kept = [:]
        lock.unlock()
        all.forEach { $0.cancel() }
        return !wasEnded
    }
}
