import Foundation

/// A write on another thread that stops where it calls `hold()` until the test lets it go: a
/// test draws a frame on the main thread while the write is half done.
final class HeldWrite: Sendable {
    private let held = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Called on the writing thread where it should stop: says so, then waits to be let go.
    func hold() {
        held.signal()
        released.wait()
    }

    /// Runs `write` on a new thread; returns once it has reached `hold()`.
    func start(_ write: @escaping @Sendable () -> Void) {
        Thread {
            write()
            self.finished.signal()
        }.start()
        held.wait()
    }

    /// Lets the write go on, and returns once it has finished.
    func release() {
        released.signal()
        finished.wait()
    }
}
