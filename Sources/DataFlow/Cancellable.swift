import Foundation

/// Something whose work can be stopped: a subscription made with `sink`.
public protocol Cancellable {
    /// Stops the work; calling it again does nothing.
    func cancel()
}

/// A type-erased cancellable that cancels itself when it is deinitialised, as Combine's does.
///
/// Keep it (in a property, or with `store(in:)`) for as long as the subscription should live.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelAction: (() -> Void)?

    /// Makes a cancellable that runs `cancel` once, on `cancel()` or on deinit, whichever is first.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// Wraps another cancellable.
    public convenience init<C: Cancellable>(_ canceller: C) {
        self.init(canceller.cancel)
    }

    deinit {
        cancel()
    }

    public func cancel() {
        lock.lock()
        let action = cancelAction
        cancelAction = nil
        lock.unlock()
        action?()
    }

    /// Keeps this cancellable alive in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this cancellable alive in `array`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
