import Dispatch

/// A serial executor on a dispatch queue of its own.
///
/// libpq's calls block (a query waits for the server), so the connection actor runs on this
/// executor rather than on the shared cooperative pool, and the socket's dispatch source runs on
/// the same queue, so its handler is on the actor too.
final class QueueExecutor: SerialExecutor, @unchecked Sendable {
    /// The queue jobs run on (immutable after init, hence `@unchecked Sendable`).
    let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    func checkIsolated() {
        dispatchPrecondition(condition: .onQueue(queue))
    }
}
