import Foundation

extension AppStorage where Value == TabViewCustomization {
    /// A tab arrangement kept under `key`, as SwiftUI's: an empty one until one is stored.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: TabViewCustomization(), store: store,
            read: { store, key in
                store.data(forKey: key).flatMap { try? JSONDecoder().decode(TabViewCustomization.self, from: $0) }
            },
            write: { store, key, value in
                if let data = try? JSONEncoder().encode(value) { store.set(data, forKey: key) }
            })
    }
}
