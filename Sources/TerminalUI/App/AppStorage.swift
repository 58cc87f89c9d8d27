import Foundation

/// A value kept in `UserDefaults` across runs, as SwiftUI's `@AppStorage`: reading gives the
/// stored value (or the default); writing stores it at once and re-evaluates every view that
/// reads the same key of the same store.
///
/// On Linux, Foundation's `UserDefaults.standard` keeps its values in
/// `$XDG_CONFIG_HOME/<executable name>.plist` (`~/.config/…` without XDG_CONFIG_HOME); each
/// write is written through (`synchronize()`), so it outlives a crash or a kill. A `URL` is
/// kept as its absolute string (Foundation on Linux reads a stored string back as a file path).
///
/// Its value is not isolated to the main actor, as SwiftUI's is not: a model that keeps a
/// setting with `@AppStorage` can be made anywhere (a write off the main thread re-evaluates
/// the views that read it on the main actor).
@propertyWrapper
public struct AppStorage<Value> {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    init(
        key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?,
        write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.read = read
        self.write = write
    }

    /// The stored value, or the default when none is stored.
    public var wrappedValue: Value {
        get { read(store, key) ?? defaultValue }
        nonmutating set {
            write(store, key, newValue)
            store.synchronize()
            StorageKeyObservers.appStorageDidChange(observedKey)
        }
    }

    /// How the compiler reads and writes an `@AppStorage` property of a class: a write tells an
    /// `ObservableObject` that holds it, as its `@Published` properties do, so that the views
    /// observing the model (a settings model kept in `UserDefaults`) show the new value.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, AppStorage<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].wrappedValue }
        set {
            let model = object as? any ObservableObject
            model?.sendWillChange()
            object[keyPath: storageKeyPath].wrappedValue = newValue
            model?.sendDidChangeOffMainThread()
        }
    }

    /// A binding to the stored value.
    @MainActor
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    /// The key, told apart per store.
    private var observedKey: String {
        "\(ObjectIdentifier(store).hashValue)/\(key)"
    }
}

// Declared apart from the type, so that the type (and a model holding it) stays nonisolated.
extension AppStorage: DynamicProperty {}

extension AppStorage: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        StorageKeyObservers.appStorage.observe(observedKey, from: node)
        UserDefaultsWatch.shared.watch(key, of: store, as: observedKey)
    }
}

extension AppStorage: ViewInput {
    /// The same key of the same store: the value lives in the store, read afresh.
    func isSameInput(as other: AppStorage) -> Bool {
        key == other.key && store === other.store
    }
}

// SwiftUI's overloads: the types `UserDefaults` keeps, and raw-representable types (enums)
// kept as their raw `Int` or `String`; an optional value is removed from the store when nil.

extension AppStorage {
    /// Reads `key` with `get` when the store has a value for it.
    private static func reading<Stored>(
        _ get: @escaping (UserDefaults, String) -> Stored?
    ) -> (UserDefaults, String) -> Stored? {
        { store, key in store.object(forKey: key) == nil ? nil : get(store, key) }
    }

    /// Writes a value with `put`, or removes `key` when the value is nil.
    private static func removing<Stored>(
        _ put: @escaping (UserDefaults, String, Stored) -> Void
    ) -> (UserDefaults, String, Stored?) -> Void {
        { store, key, value in
            if let value { put(store, key, value) } else { store.removeObject(forKey: key) }
        }
    }

    /// A `Bool` kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: Self.reading { store, key in store.bool(forKey: key) },
            write: { store, key, value in store.set(value, forKey: key) })
    }

    /// An optional `Bool` kept under `key` (nil when none is stored).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(
            key: key, defaultValue: nil, store: store, read: Self.reading { store, key in store.bool(forKey: key) },
            write: Self.removing { store, key, value in store.set(value, forKey: key) })
    }

    /// A `Int` kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: Self.reading { store, key in store.integer(forKey: key) },
            write: { store, key, value in store.set(value, forKey: key) })
    }

    /// An optional `Int` kept under `key` (nil when none is stored).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(
            key: key, defaultValue: nil, store: store, read: Self.reading { store, key in store.integer(forKey: key) },
            write: Self.removing { store, key, value in store.set(value, forKey: key) })
    }

    /// A `Double` kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: Self.reading { store, key in store.double(forKey: key) },
            write: { store, key, value in store.set(value, forKey: key) })
    }

    /// An optional `Double` kept under `key` (nil when none is stored).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(
            key: key, defaultValue: nil, store: store, read: Self.reading { store, key in store.double(forKey: key) },
            write: Self.removing { store, key, value in store.set(value, forKey: key) })
    }

    /// A `String` kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: Self.reading { store, key in store.string(forKey: key) },
            write: { store, key, value in store.set(value, forKey: key) })
    }

    /// An optional `String` kept under `key` (nil when none is stored).
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(
            key: key, defaultValue: nil, store: store, read: Self.reading { store, key in store.string(forKey: key) },
            write: Self.removing { store, key, value in store.set(value, forKey: key) })
    }

    /// A `URL` kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: Self.reading { store, key in store.string(forKey: key).flatMap { URL(string: $0) } },
            write: { store, key, value in store.set(value.absoluteString, forKey: key) })
    }

    /// An optional `URL` kept under `key` (nil when none is stored).
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(
            key: key, defaultValue: nil, store: store,
            read: Self.reading { store, key in store.string(forKey: key).flatMap { URL(string: $0) } },
            write: Self.removing { store, key, value in store.set(value.absoluteString, forKey: key) })
    }

    /// A `Data` kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: Self.reading { store, key in store.data(forKey: key) },
            write: { store, key, value in store.set(value, forKey: key) })
    }

    /// An optional `Data` kept under `key` (nil when none is stored).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(
            key: key, defaultValue: nil, store: store, read: Self.reading { store, key in store.data(forKey: key) },
            write: Self.removing { store, key, value in store.set(value, forKey: key) })
    }

    /// A value kept as its raw `Int` under `key` (the default when the raw value stored
    /// names no value).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: Self.reading { store, key in Value(rawValue: store.integer(forKey: key)) },
            write: { store, key, value in store.set(value.rawValue, forKey: key) })
    }

    /// An optional value kept as its raw `Int` under `key`.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(
            key: key, defaultValue: nil, store: store,
            read: Self.reading { store, key in R(rawValue: store.integer(forKey: key)) },
            write: Self.removing { store, key, value in store.set(value.rawValue, forKey: key) })
    }

    /// A value kept as its raw `String` under `key` (the default when the raw value stored
    /// names no value).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: Self.reading { store, key in store.string(forKey: key).flatMap { Value(rawValue: $0) } },
            write: { store, key, value in store.set(value.rawValue, forKey: key) })
    }

    /// An optional value kept as its raw `String` under `key`.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String {
        self.init(
            key: key, defaultValue: nil, store: store,
            read: Self.reading { store, key in store.string(forKey: key).flatMap { R(rawValue: $0) } },
            write: Self.removing { store, key, value in store.set(value.rawValue, forKey: key) })
    }
}
