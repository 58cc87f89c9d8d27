import Foundation
@_spi(SwiftUI) import Observation

/// Tracks the `@Observable` properties a body (or a list row) reads, as SwiftUI does.
///
/// The first change of one of them posts the node to the inbox before the write lands (the
/// `willSet` of Observation). A write from another thread than the main one posts it again
/// once it has landed (the `didSet`): the first post wakes the main thread, which may draw at
/// once, before the write lands; without the second, that frame's old value would stay on
/// screen. Then the tracking ends; the next evaluation tracks what it reads.
@MainActor
enum ObservationWatch {
    /// Runs `apply`, posting `node` to `inbox` when what it read changes.
    static func track<Result>(posting node: NodeHandle, to inbox: InvalidationInbox, _ apply: () -> Result) -> Result {
        withObservationTracking(
            apply,
            willSet: { _ in
                inbox.post(node)
            },
            didSet: { tracking in
                if !Thread.isMainThread { inbox.post(node) }
                tracking.cancel()
            })
    }
}

extension Node {
    /// Runs `build`, this view's body or an app's closure it calls as it updates (a
    /// `GeometryReader`'s content, a sheet's, a binding's read), watching the `@Observable`
    /// properties it reads: a change evaluates the view again.
    func trackingReads<Result>(_ build: () -> Result) -> Result {
        ObservationWatch.track(posting: handle, to: graph.inbox, build)
    }
}
