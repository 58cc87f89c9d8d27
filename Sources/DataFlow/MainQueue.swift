import Dispatch
import Foundation

/// Where the main actor's work runs: the main dispatch queue, served by the main thread in an
/// app and by another thread under a test runner (which never runs the main thread's run loop).
package enum MainQueue {
    /// Whether the caller runs on the main queue (or the main thread).
    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }

    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
