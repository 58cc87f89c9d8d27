import Foundation

extension Timer {
    /// A publisher that sends the current date every `interval` on `runLoop` once connected,
    /// as Combine's `Timer.publish` (usually followed by `autoconnect()`).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// The publisher `Timer.publish` makes: while connected, a repeating timer on its run loop
    /// sends the date it fired at to every receiver, on that run loop's thread.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        private let receivers = ReceiverList<Date>()
        private let lock = NSLock()
        /// The running timer's connection, which `connect()` hands out while it runs, and its
        /// number (a connection cancelled late clears only its own).
        private var connection: AnyCancellable?
        private var connections = 0

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public func sink(receiveValue: @escaping (Date) -> Void) -> AnyCancellable {
            receivers.add(receiveValue)
        }

        /// Starts the timer; cancelling the result stops it. While it runs, `connect()` hands
        /// out the same connection, as Combine's does, so `timer.upstream.connect().cancel()`
        /// stops an autoconnected timer. On the main run loop (or the
        /// current one, asked for on the main queue: a view's `.current`) it is a timer of the
        /// main dispatch queue, which that run loop serves: it fires on the main thread as a
        /// run-loop timer would, and also where the main queue is served without the run loop
        /// running (under a test runner).
        public func connect() -> any Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if let connection { return connection }
            let timer = startTimer()
            connections += 1
            let number = connections
            let made = AnyCancellable { [weak self] in
                timer.cancel()
                self?.endConnection(number)
            }
            connection = made
            return made
        }

        private func endConnection(_ number: Int) {
            lock.lock()
            if connections == number { connection = nil }
            lock.unlock()
        }

        /// Starts a timer; cancelling the result stops it.
        private func startTimer() -> AnyCancellable {
            let receivers = receivers
            if runLoop === RunLoop.main || (runLoop === RunLoop.current && MainQueue.isCurrent) {
                let source = DispatchSource.makeTimerSource(queue: .main)
                source.schedule(
                    deadline: .now() + interval, repeating: interval,
                    leeway: .nanoseconds(Int((tolerance ?? 0) * 1_000_000_000)))
                source.setEventHandler { receivers.send(Date()) }
                source.resume()
                return AnyCancellable { source.cancel() }
            }
            let timer = Timer(timeInterval: interval, repeats: true) { _ in
                receivers.send(Date())
            }
            timer.tolerance = tolerance ?? 0
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}
