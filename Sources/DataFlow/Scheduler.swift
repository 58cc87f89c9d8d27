import Foundation

/// Where an operator's work happens (`receive(on:)`, `debounce`, `delay`), as Combine's
/// `Scheduler`: a run loop, a dispatch queue, an operation queue (its underlying queue, else
/// the main queue), or at once (`ImmediateScheduler`).
public protocol Scheduler {
    /// Runs `action` after `interval` seconds; cancelling the result stops it.
    func schedule(after interval: TimeInterval, _ action: @escaping () -> Void) -> AnyCancellable

    /// Runs `action` as soon as the scheduler can, after the actions it was given before;
    /// cancelling the result stops it. (By default: after no wait.)
    func schedule(_ action: @escaping () -> Void) -> AnyCancellable
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) -> AnyCancellable {
        schedule(after: 0, action)
    }
}

extension RunLoop: Scheduler {
    /// On the main run loop, as on the main dispatch queue, which that run loop serves (see
    /// `Timer.TimerPublisher.connect`).
    public func schedule(after interval: TimeInterval, _ action: @escaping () -> Void) -> AnyCancellable {
        if self === RunLoop.main { return DispatchQueue.main.schedule(after: interval, action) }
        let action = ScheduledAction(run: action)
        let timer = Timer(timeInterval: interval, repeats: false) { _ in action.run() }
        add(timer, forMode: .common)
        return AnyCancellable { timer.invalidate() }
    }

    public func schedule(_ action: @escaping () -> Void) -> AnyCancellable {
        if self === RunLoop.main { return DispatchQueue.main.schedule(action) }
        let action = ScheduledAction(run: action)
        let isCancelled = Locked(false)
        perform(inModes: [.common]) {
            if !isCancelled.withLock({ $0 }) { action.run() }
        }
        return AnyCancellable { isCancelled.withLock { $0 = true } }
    }
}

extension DispatchQueue: Scheduler {
    public func schedule(after interval: TimeInterval, _ action: @escaping () -> Void) -> AnyCancellable {
        let action = ScheduledAction(run: action)
        let item = DispatchWorkItem { action.run() }
        asyncAfter(deadline: .now() + interval, execute: item)
        return AnyCancellable { item.cancel() }
    }

    public func schedule(_ action: @escaping () -> Void) -> AnyCancellable {
        let action = ScheduledAction(run: action)
        let item = DispatchWorkItem { action.run() }
        async(execute: item)
        return AnyCancellable { item.cancel() }
    }
}

extension OperationQueue: Scheduler {
    public func schedule(after interval: TimeInterval, _ action: @escaping () -> Void) -> AnyCancellable {
        (underlyingQueue ?? .main).schedule(after: interval, action)
    }

    public func schedule(_ action: @escaping () -> Void) -> AnyCancellable {
        (underlyingQueue ?? .main).schedule(action)
    }
}

/// A scheduler that runs at once, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
    public static let shared = ImmediateScheduler()

    public func schedule(after interval: TimeInterval, _ action: @escaping () -> Void) -> AnyCancellable {
        action()
        return AnyCancellable {}
    }

    public func schedule(_ action: @escaping () -> Void) -> AnyCancellable {
        action()
        return AnyCancellable {}
    }
}

/// An action a scheduler runs on the thread it stands for: where the values it carries were
/// sent from, when that is the scheduler's own (a TerminalUI app's main thread and run loop).
struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void
}

/// A length of time an operator waits, as Combine's scheduler strides: `.milliseconds(300)`,
/// `.seconds(1)`, or a number of seconds.
public struct SchedulerInterval: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
    public let seconds: TimeInterval

    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = TimeInterval(value) }
    private init(seconds: TimeInterval) { self.seconds = seconds }

    public static func seconds(_ value: Double) -> SchedulerInterval { SchedulerInterval(seconds: value) }
    public static func seconds(_ value: Int) -> SchedulerInterval { SchedulerInterval(seconds: TimeInterval(value)) }
    public static func milliseconds(_ value: Int) -> SchedulerInterval {
        SchedulerInterval(seconds: TimeInterval(value) / 1_000)
    }
    public static func microseconds(_ value: Int) -> SchedulerInterval {
        SchedulerInterval(seconds: TimeInterval(value) / 1_000_000)
    }
    public static func nanoseconds(_ value: Int) -> SchedulerInterval {
        SchedulerInterval(seconds: TimeInterval(value) / 1_000_000_000)
    }
}
