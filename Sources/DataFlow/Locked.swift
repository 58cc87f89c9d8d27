import Foundation

/// State an operator's receivers share, read and changed under a lock: upstreams may send from
/// several threads. Package-wide for the publishers of the Combine module.
package final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with the state, under the lock (never call out of the operator inside it).
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
