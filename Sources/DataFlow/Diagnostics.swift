import Synchronization

/// Where the data-flow layer reports recoverable misuse: a write through a binding whose
/// element was deleted, a state write during `body`, an `onChange` cycle cut short.
///
/// SwiftUI traps or prints to the console in these cases; a terminal app cannot print over
/// its own screen, so reports are kept in `recent` (which tests read) and passed to a
/// replaceable `handler`, where an app may send them to a log file (roster sets none).
public enum Diagnostics {
    private struct Storage {
        var recent: [String] = []
        var handler: (@Sendable (String) -> Void)?
    }

    private static let storage = Mutex(Storage())

    /// How many reports `recent` keeps.
    public static let recentLimit = 100

    /// Reports one message: it is kept in `recent` and passed to `handler`.
    public static func report(_ message: String) {
        let handler = storage.withLock { storage -> (@Sendable (String) -> Void)? in
            storage.recent.append(message)
            if storage.recent.count > recentLimit {
                storage.recent.removeFirst(storage.recent.count - recentLimit)
            }
            return storage.handler
        }
        handler?(message)
    }

    /// Receives every report; `nil` (the default) keeps reports in `recent` only.
    public static var handler: (@Sendable (String) -> Void)? {
        get { storage.withLock { $0.handler } }
        set { storage.withLock { $0.handler = newValue } }
    }

    /// The most recent reports, oldest first.
    public static var recent: [String] {
        storage.withLock { $0.recent }
    }
}
