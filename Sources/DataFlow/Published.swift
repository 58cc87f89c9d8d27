import Foundation

/// A property of a class that announces its changes, as Combine's `@Published`.
///
/// Writing it sends the enclosing object's `objectWillChange`, then the new value to `$prop`
/// receivers, then stores the value: both are sent before the write lands, so a receiver that
/// reads the property sees the old value. Equal values are sent too; nothing is compared.
///
/// The wrapper reaches its object through Swift's enclosing-instance subscript, not through
/// the object's memory layout. The value lives in a small box so that writes through the
/// wrapper and through bindings (`$store.persons[i].name`) mutate it in place: a keystroke
/// never copies a large array.
@propertyWrapper
public struct Published<Value> {
    let storage: Storage

    /// Wraps the initial value of the property.
    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    /// Wraps the initial value of the property.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's publisher (`$prop`): it sends the current value on subscribe, then each
    /// new value before it is stored.
    ///
    /// Settable only so that `&$prop` can be passed to `assign(to:)`: the property keeps its
    /// own publisher, so a value set is ignored.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}
    }

    /// How the compiler reads and writes a `@Published` property of a class.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            let storage = object[keyPath: storageKeyPath].storage
            if !storage.isRegistered {
                storage.isRegistered = true
                PublishedKeyPaths.shared.register(wrapped: wrappedKeyPath, storage: storageKeyPath)
            }
            return storage.value
        }
        set {
            object[keyPath: storageKeyPath].storage.write(newValue, in: object)
        }
        _modify {
            let storage = object[keyPath: storageKeyPath].storage
            (object as? any ObservableObject)?.sendWillChange()
            if storage.receivers.isEmpty {
                yield &storage.value
            } else {
                var newValue = storage.value
                yield &newValue
                storage.receivers.send(newValue)
                storage.value = newValue
            }
            Storage.landed(in: object)
        }
    }

    /// How the compiler reads `$prop` of a class: the publisher, its storage now knowing its
    /// object, whose changes `assign(to:)` announces.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let storage = object[keyPath: storageKeyPath].storage
            if storage.object == nil { storage.object = object }
            return Publisher(storage: storage)
        }
        set {}
    }

    /// The box a `@Published` value lives in.
    final class Storage: @unchecked Sendable {
        var value: Value
        let receivers = ReceiverList<Value>()
        var isRegistered = false
        /// The object the property belongs to, once `$prop` was read.
        weak var object: AnyObject?
        /// The subscriptions `assign(to:)` made, ended with the property.
        var assignments: [AnyCancellable] = []

        init(_ value: Value) {
            self.value = value
        }

        /// Writes `newValue` as the property's setter does: `object`'s `objectWillChange`,
        /// then `$prop`'s receivers, then the store.
        func write(_ newValue: Value, in object: AnyObject?) {
            (object as? any ObservableObject)?.sendWillChange()
            receivers.send(newValue)
            value = newValue
            Self.landed(in: object)
        }

        /// After a write: tells the engine it has landed, if it came from another thread.
        static func landed(in object: AnyObject?) {
            (object as? any ObservableObject)?.sendDidChangeOffMainThread()
        }
    }

    /// The publisher of a `@Published` property (`$prop`).
    public struct Publisher: DataFlow.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let storage: Storage

        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            let cancellable = storage.receivers.add(receiveValue)
            receiveValue(storage.value)
            return cancellable
        }
    }
}

/// Which key paths name `@Published` properties, and where their storage is.
///
/// A key path to a wrapped property goes through its getter and setter, so a write through it
/// copies the whole value. Knowing the storage key path lets `Binding(_:keyPath:)` mutate the
/// value in place instead. Entries are made the first time a property is read.
final class PublishedKeyPaths: @unchecked Sendable {
    static let shared = PublishedKeyPaths()

    private let lock = NSLock()
    private var storageByWrapped: [AnyKeyPath: AnyKeyPath] = [:]

    func register(wrapped: AnyKeyPath, storage: AnyKeyPath) {
        lock.lock()
        storageByWrapped[wrapped] = storage
        lock.unlock()
    }

    func storage(for wrapped: AnyKeyPath) -> AnyKeyPath? {
        lock.lock()
        defer { lock.unlock() }
        return storageByWrapped[wrapped]
    }
}
