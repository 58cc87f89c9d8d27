import Synchronization

/// Invalidations that arrive from outside a pass: an object's `objectWillChange`, an
/// `@Observable` property's change, possibly on another thread.
///
/// Posting only records the node and wakes the `FrameScheduler`; the graph absorbs the inbox
/// on the main actor at the start of its next update, so a model written from anywhere costs
/// one pass.
final class InvalidationInbox: Sendable {
    private struct State {
        var pending: [NodeHandle] = []
        var wake: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    /// Called (on the posting thread) whenever something is posted; the scheduler wakes up.
    func setWake(_ wake: @escaping @Sendable () -> Void) {
        state.withLock { $0.wake = wake }
    }

    /// Records that `node` must be re-evaluated.
    func post(_ node: NodeHandle) {
        let wake = state.withLock { state -> (@Sendable () -> Void)? in
            state.pending.append(node)
            return state.wake
        }
        wake?()
    }

    /// Whether anything is waiting.
    var isEmpty: Bool {
        state.withLock { $0.pending.isEmpty }
    }

    /// Takes everything posted so far.
    @MainActor
    func drain() -> [Node] {
        let pending = state.withLock { state -> [NodeHandle] in
            let pending = state.pending
            state.pending.removeAll()
            return pending
        }
        return pending.compactMap(\.node)
    }
}
