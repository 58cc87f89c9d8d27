import DataFlow
import Foundation
import Synchronization
import Testing

/// A connectable publisher that counts its connections.
private final class CountingConnectable: ConnectablePublisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = Never

    let connects = Mutex(0)
    let disconnects = Mutex(0)
    let receivers = ObservableObjectPublisher()

    func sink(receiveValue: @escaping (Int) -> Void) -> AnyCancellable {
        receivers.sink { receiveValue(1) }
    }

    func connect() -> any Cancellable {
        connects.withLock { $0 += 1 }
        return AnyCancellable { self.disconnects.withLock { $0 += 1 } }
    }
}

@Suite("Timer.publish and autoconnect")
struct TimerPublisherTests {
    /// How many turns of the main queue a test on it waits at most, each of at least 10 ms.
    private let mainQueueTurns = 1_000

    @Test func autoconnectConnectsOnTheFirstReceiverAndDisconnectsAfterTheLast() {
        let upstream = CountingConnectable()
        let publisher = upstream.autoconnect()
        #expect(upstream.connects.withLock { $0 } == 0)
        var received = 0
        let first = publisher.sink { received += $0 }
        let second = publisher.sink { received += $0 }
        #expect(upstream.connects.withLock { $0 } == 1)
        upstream.receivers.send()
        #expect(received == 2)
        first.cancel()
        #expect(upstream.disconnects.withLock { $0 } == 0)
        second.cancel()
        #expect(upstream.disconnects.withLock { $0 } == 1)
        upstream.receivers.send()
        #expect(received == 2)
    }

    @Test func theTimerSendsDatesOnItsRunLoopWhileConnected() {
        let runLoop = RunLoop.current
        let publisher = Timer.publish(every: 0.01, on: runLoop, in: .default).autoconnect()
        var dates: [Date] = []
        let subscription = publisher.sink { dates.append($0) }
        let deadline = Date().addingTimeInterval(10)
        while dates.count < 3 && Date() < deadline {
            _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.05))
        }
        #expect(dates.count >= 3)
        #expect(dates == dates.sorted())
        subscription.cancel()
        let count = dates.count
        _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.05))
        #expect(dates.count == count)
    }

    /// `timer.upstream.connect().cancel()`, as SwiftUI code stops an autoconnected timer:
    /// `connect()` hands out the running timer's connection, so cancelling it stops the timer;
    /// a later connection starts it again.
    @Test func connectingARunningTimerHandsOutItsConnectionToCancel() {
        let runLoop = RunLoop.current
        let timer = Timer.publish(every: 0.01, on: runLoop, in: .default).autoconnect()
        var fired = 0
        let subscription = timer.sink { _ in fired += 1 }
        func run(until done: () -> Bool) {
            let deadline = Date().addingTimeInterval(10)
            while !done() && Date() < deadline {
                _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.05))
            }
        }
        run { fired >= 2 }
        #expect(fired >= 2)
        timer.upstream.connect().cancel()
        let stopped = fired
        _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.1))
        #expect(fired == stopped, "the timer stopped")
        let again = timer.upstream.connect()
        run { fired >= stopped + 2 }
        #expect(fired >= stopped + 2, "a new connection runs it again")
        subscription.cancel()
        let left = fired
        _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.05))
        #expect(fired == left, "the receiver is gone")
        #expect(
            timer.upstream.connect() as AnyObject === again as AnyObject, "the old connection's end left the new one")
        again.cancel()
    }

    @Test func aTimerNeverConnectedNeverRuns() {
        let publisher = Timer.publish(every: 0.01, on: .current, in: .default)
        var fired = false
        let subscription = publisher.sink { _ in fired = true }
        _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.05))
        #expect(!fired)
        subscription.cancel()
    }

    /// On the main run loop the timer is the main queue's, which the main run loop serves: it
    /// fires on the main actor, also where nothing runs the main thread's run loop (this test
    /// runner, whose main actor does not run on the main thread).
    ///
    /// The wait counts turns of the main queue, not seconds: while other suites keep the main
    /// actor busy, the timer's fires wait behind them and coalesce, and so does each turn here.
    @Test @MainActor func onTheMainRunLoopItFiresWhereTheMainQueueIsServed() async throws {
        #expect(try await firesThreeTimes(on: .main))
    }

    /// A view's `Timer.publish(every: 1, on: .current, in: .common)` asks for the run loop of
    /// the thread serving the main actor: the main one's, served as above.
    @Test @MainActor func onTheCurrentRunLoopOfTheMainActorItFiresAsOnTheMainOne() async throws {
        #expect(try await firesThreeTimes(on: Self.currentRunLoop()))
    }

    /// Whether a timer on `runLoop`, connected on the main actor, fires three times within
    /// `mainQueueTurns` turns of the main queue.
    @MainActor private func firesThreeTimes(on runLoop: RunLoop) async throws -> Bool {
        let fired = Mutex(0)
        let subscription = Timer.publish(every: 0.01, on: runLoop, in: .common).autoconnect()
            .sink { _ in fired.withLock { $0 += 1 } }
        defer { subscription.cancel() }
        for _ in 0..<mainQueueTurns {
            if fired.withLock({ $0 }) >= 3 { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        return fired.withLock { $0 } >= 3
    }

    /// The run loop a view's synchronous body reads as `.current`.
    @MainActor private static func currentRunLoop() -> RunLoop { .current }

    @Test @MainActor func theMainRunLoopSchedulesOnTheMainQueue() async throws {
        let ran = Mutex(false)
        let scheduled = RunLoop.main.schedule(after: 0.01) { ran.withLock { $0 = true } }
        for _ in 0..<mainQueueTurns {
            if ran.withLock({ $0 }) { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(ran.withLock { $0 })
        scheduled.cancel()
    }
}
