import Foundation
import Synchronization

/// How many receivers listen for each notification name through `NotificationCenter`'s
/// `publisher(for:)`. A poster that finds its changes only by comparing (TerminalUI's watch of
/// `UserDefaults`, whose change notice Foundation on Linux never posts) compares only while
/// someone listens.
public enum NotificationListeners {
    private static let counts = Mutex<[Notification.Name: Int]>([:])

    /// Whether a receiver listens for `name` now.
    public static func isListened(_ name: Notification.Name) -> Bool {
        counts.withLock { $0[name, default: 0] > 0 }
    }

    static func add(_ name: Notification.Name) {
        counts.withLock { $0[name, default: 0] += 1 }
    }

    static func remove(_ name: Notification.Name) {
        counts.withLock { counts in
            counts[name, default: 0] -= 1
            if counts[name] == 0 { counts[name] = nil }
        }
    }
}
