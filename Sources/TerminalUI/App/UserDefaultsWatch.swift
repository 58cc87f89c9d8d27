import Foundation

/// The keys of `UserDefaults` that `@AppStorage` views read, checked after each event for
/// writes made around them (`UserDefaults.standard.set(true, forKey: "hasSeenIntro")` in a
/// model): SwiftUI's `@AppStorage` follows those too, and Foundation on Linux posts no
/// notice of them. Each check reads the watched keys alone, a handful in an app, and the whole
/// standard defaults only while something listens for their change notice.
@MainActor
final class UserDefaultsWatch {
    static let shared = UserDefaultsWatch()

    private struct Watched {
        let store: UserDefaults
        let key: String
        var value: AnyHashable?
    }

    /// By the key `StorageKeyObservers` knows them by (the store's and the key's).
    private var watched: [String: Watched] = [:]

    /// Watches `key` of `store`, whose readers `StorageKeyObservers.appStorage` knows by
    /// `observedKey`.
    func watch(_ key: String, of store: UserDefaults, as observedKey: String) {
        guard watched[observedKey] == nil else { return }
        watched[observedKey] = Watched(store: store, key: key, value: Self.snapshot(store.object(forKey: key)))
    }

    /// The standard defaults as the last check found them, kept while a receiver listens for
    /// `UserDefaults.didChangeNotification`.
    private var standardDefaults: NSDictionary?

    /// Re-evaluates the readers of each watched key whose value changed since the last check,
    /// and posts `UserDefaults.didChangeNotification` for the standard defaults when they
    /// changed and a receiver listens for it (a settings store republishing it, as SwiftUI code
    /// writes against Apple's Foundation, which posts it on every write).
    func noticeWrites() {
        noticeStandardDefaultsChange()
        for (observedKey, entry) in watched {
            let value = Self.snapshot(entry.store.object(forKey: entry.key))
            guard value != entry.value else { continue }
            watched[observedKey]?.value = value
            StorageKeyObservers.appStorage.didChange(observedKey)
        }
    }

    private func noticeStandardDefaultsChange() {
        guard NotificationListeners.isListened(UserDefaults.didChangeNotification) else {
            standardDefaults = nil
            return
        }
        let now = NSDictionary(dictionary: UserDefaults.standard.dictionaryRepresentation())
        defer { standardDefaults = now }
        guard let before = standardDefaults, !before.isEqual(now) else { return }
        NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: UserDefaults.standard)
    }

    /// A stored value in a form that compares: itself when hashable, else its description (an
    /// array or a dictionary of property-list values).
    private static func snapshot(_ value: Any?) -> AnyHashable? {
        guard let value else { return nil }
        return value as? AnyHashable ?? AnyHashable(String(describing: value))
    }
}
