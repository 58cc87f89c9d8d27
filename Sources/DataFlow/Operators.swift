import Foundation

// The everyday operators of Combine, over our publishers: each wraps its upstream's `sink`,
// so values still arrive synchronously, on the thread that sent them, except where an
// operator waits (`debounce`, `delay`: on their scheduler).

extension Publishers {
    /// Sends each value `transform` makes of the upstream's (`map`).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let transform = transform
            return upstream.sink(receiveCompletion: receiveCompletion) { receiveValue(transform($0)) }
        }
    }

    /// Sends the upstream's values `isIncluded` accepts (`filter`).
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let isIncluded = isIncluded
            return upstream.sink(receiveCompletion: receiveCompletion) { if isIncluded($0) { receiveValue($0) } }
        }
    }

    /// Sends the values `transform` makes that are not `nil` (`compactMap`).
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let transform = transform
            return upstream.sink(receiveCompletion: receiveCompletion) {
                if let value = transform($0) { receiveValue(value) }
            }
        }
    }

    /// Sends a value only when it differs from the one sent before it (`removeDuplicates`),
    /// for each receiver.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let predicate = predicate
            let last = Latest<Output>()
            return upstream.sink(receiveCompletion: receiveCompletion) { value in
                if let previous = last.swap(value), predicate(previous, value) { return }
                receiveValue(value)
            }
        }
    }

    /// Sends the upstream's last value once `interval` has passed without another
    /// (`debounce`), on `scheduler`.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: TimeInterval
        public let scheduler: Context

        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let pending = Pending()
            let (interval, scheduler) = (interval, scheduler)
            let inner = upstream.sink { value in
                pending.replace(with: scheduler.schedule(after: interval) { receiveValue(value) })
            }
            return AnyCancellable {
                inner.cancel()
                pending.replace(with: nil)
            }
        }
    }

    /// Sends each of the upstream's values `interval` later (`delay`), on `scheduler`.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: TimeInterval
        public let scheduler: Context

        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let waiting = Waiting()
            let (interval, scheduler) = (interval, scheduler)
            let inner = upstream.sink { value in
                let number = waiting.next()
                waiting.keep(
                    scheduler.schedule(after: interval) {
                        waiting.drop(number)
                        receiveValue(value)
                    }, as: number)
            }
            return AnyCancellable {
                inner.cancel()
                waiting.cancelAll()
            }
        }
    }
}

/// A publisher with its type erased, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe:
        (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.sink(receiveCompletion: $0, receiveValue: $1) }
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribe(receiveCompletion, receiveValue)
    }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// The values at `keyPath` of the upstream's.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Waits for `dueTime` of quiet after a value, then sends it on `scheduler`.
    public func debounce<S: Scheduler>(for dueTime: SchedulerInterval, scheduler: S) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, interval: dueTime.seconds, scheduler: scheduler)
    }

    /// Sends each value `interval` later, on `scheduler`.
    public func delay<S: Scheduler>(for interval: SchedulerInterval, scheduler: S) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval.seconds, scheduler: scheduler)
    }

    /// Delivers the values and the completion on `scheduler`, in the order they were sent
    /// (`receive(on: DispatchQueue.main)` moves a network response to the main thread).
    public func receive<S: Scheduler>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }

    /// The same publisher, with its type erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }

    /// Sets `object`'s property at `keyPath` to each value.
    public func assign<Root: AnyObject>(
        to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
    )
        -> AnyCancellable
    {
        sink { object[keyPath: keyPath] = $0 }
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}

/// The last value a receiver saw (`removeDuplicates`).
private final class Latest<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    /// Keeps `new` and returns the value it replaces.
    func swap(_ new: Value) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        let old = value
        value = new
        return old
    }
}

/// The one scheduled delivery a debounced receiver waits for.
private final class Pending: @unchecked Sendable {
    private let lock = NSLock()
    private var scheduled: AnyCancellable?

    /// Cancels the delivery waiting, if any, and keeps `next`.
    func replace(with next: AnyCancellable?) {
        lock.lock()
        let previous = scheduled
        scheduled = next
        lock.unlock()
        previous?.cancel()
    }
}

/// The deliveries a delayed receiver has scheduled, until each is made.
final class Waiting: @unchecked Sendable {
    private let lock = NSLock()
    private var scheduled: [Int: AnyCancellable] = [:]
    /// Deliveries made before they were kept.
    private var delivered: Set<Int> = []
    private var count = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }

    /// Keeps `delivery` until it is made, unless it was made already (a scheduler that runs
    /// at once, `ImmediateScheduler`, delivers before `schedule` returns).
    func keep(_ delivery: AnyCancellable, as number: Int) {
        lock.lock()
        if delivered.remove(number) == nil { scheduled[number] = delivery }
        lock.unlock()
    }

    func drop(_ number: Int) {
        lock.lock()
        if scheduled.removeValue(forKey: number) == nil { delivered.insert(number) }
        lock.unlock()
    }

    func cancelAll() {
        lock.lock()
        let all = scheduled.values
        scheduled = [:]
        lock.unlock()
        all.forEach { $0.cancel() }
    }
}
