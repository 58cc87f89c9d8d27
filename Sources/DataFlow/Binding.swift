/// A two-way connection to a value stored elsewhere, as SwiftUI's `Binding`.
///
/// A binding reads through a getter and writes through an in-place update, so a projection
/// such as `$store.persons[i].name` changes one field of one element without copying the
/// collection around it. Bindings are plain values with escaping, non-`@Sendable` closures:
/// main-actor code may capture local state in them.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// Reads the current value.
    let read: () -> Value
    /// Changes the value in place, with exactly one write to the underlying storage.
    let update: ((inout Value) -> Void) -> Void
    /// Replaces the whole value through the property's setter, where one runs code of its own
    /// (a `@Published` property's `didSet`); `nil` where `update` does as well.
    let assign: ((Value) -> Void)?

    init(
        read: @escaping () -> Value, update: @escaping ((inout Value) -> Void) -> Void,
        assign: ((Value) -> Void)? = nil
    ) {
        self.read = read
        self.update = update
        self.assign = assign
    }

    /// Makes a binding from a getter and a setter; each write calls `set` exactly once.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(read: get) { body in
            var value = get()
            body(&value)
            set(value)
        }
    }

    /// Makes a binding from another binding, as `@Binding var x` does when handed `$y`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Makes a binding to a property of an object.
    ///
    /// For a `@Published` property a write of the whole value goes through the property's
    /// setter, so that its `didSet` runs as in SwiftUI; a write to a part of it (through
    /// `$store.persons[i].name`) changes the property's storage in place, sending
    /// `objectWillChange` once, without copying the value around it (and without `didSet`).
    /// For any other property it writes through the key path.
    public init<Root: AnyObject>(_ root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        _ = root[keyPath: keyPath]  // a first read registers a @Published property's storage
        if let storage = PublishedKeyPaths.shared.storage(for: keyPath)
            as? ReferenceWritableKeyPath<Root, Published<Value>>
        {
            self.init(
                read: { root[keyPath: storage].storage.value },
                update: { body in
                    body(&Published<Value>[_enclosingInstance: root, wrapped: keyPath, storage: storage])
                },
                assign: { root[keyPath: keyPath] = $0 })
        } else {
            self.init(read: { root[keyPath: keyPath] }) { body in
                body(&root[keyPath: keyPath])
            }
        }
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(read: { value }, update: { _ in })
    }

    /// The value the binding refers to; setting it writes through to the source.
    public var wrappedValue: Value {
        get {
            guard let watch = BindingReads.current else { return read() }
            var value: Value?
            watch.around { value = read() }
            return value!
        }
        nonmutating set {
            if let assign { assign(newValue) } else { update { $0 = newValue } }
        }
    }

    /// The binding itself, so `$value` of a `@Binding` property is a `Binding`.
    public var projectedValue: Binding<Value> {
        self
    }

    /// A binding to a member of the value: reads `get().member`; a write reads the value,
    /// changes the member and writes the whole value back with one write.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(read: { self.read()[keyPath: keyPath] }) { body in
            self.update { body(&$0[keyPath: keyPath]) }
        }
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID {
        wrappedValue.id
    }
}
