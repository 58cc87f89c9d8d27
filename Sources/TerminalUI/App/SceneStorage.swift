/// A value kept for the scene, as SwiftUI's `@SceneStorage`: SwiftUI restores it when the
/// system brings a scene back; a terminal app's one scene lives as long as the process, so the
/// value is kept in memory, shared by every view of the scene reading the same key (a write
/// re-evaluates them), and gone when the app ends. Each scene keeps its own: a `TestHost` is a
/// scene of its own, as a new window is in SwiftUI.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    /// The scene the property was installed in.
    private let scene = SceneLink()

    private init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The value stored for the scene, or the default.
    @MainActor
    public var wrappedValue: Value {
        get { (scene.values[key] as? Value) ?? defaultValue }
        nonmutating set {
            scene.values[key] = newValue
            StorageKeyObservers.sceneStorage.didChange(key)
        }
    }

    /// A binding to the value.
    @MainActor
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

/// Where a `@SceneStorage` keeps its value: the graph of the view it was installed in. One
/// read outside a view (never installed) finds the values of no scene, kept apart.
@MainActor
final class SceneLink {
    weak var graph: ViewGraph?

    /// Values read and written outside any view.
    private static var unattached: [String: Any] = [:]

    var values: [String: Any] {
        get { graph?.sceneStorage ?? Self.unattached }
        set {
            if let graph { graph.sceneStorage = newValue } else { Self.unattached = newValue }
        }
    }
}

extension SceneStorage: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        scene.graph = node.graph
        StorageKeyObservers.sceneStorage.observe(key, from: node)
    }
}

extension SceneStorage: ViewInput {
    /// The same key: the value lives in the storage, read afresh.
    func isSameInput(as other: SceneStorage) -> Bool {
        key == other.key
    }
}

// SwiftUI's overloads: the types SwiftUI can restore, and raw-representable types.

extension SceneStorage {
    /// A `Bool` kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An optional `Bool` kept under `key`.
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil)
    }

    /// A `Int` kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An optional `Int` kept under `key`.
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil)
    }

    /// A `Double` kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An optional `Double` kept under `key`.
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil)
    }

    /// A `String` kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An optional `String` kept under `key`.
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil)
    }

    /// A `URL` kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An optional `URL` kept under `key`.
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil)
    }

    /// A `Data` kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An optional `Data` kept under `key`.
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil)
    }

    /// A raw-representable value (raw `Int`) kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An optional raw-representable value (raw `Int`) kept under `key`.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil)
    }

    /// A raw-representable value (raw `String`) kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An optional raw-representable value (raw `String`) kept under `key`.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil)
    }
    /// A table's column customization kept under `key`, empty at first.
    public init<RowValue: Identifiable>(_ key: String) where Value == TableColumnCustomization<RowValue> {
        self.init(key: key, defaultValue: TableColumnCustomization())
    }
}
