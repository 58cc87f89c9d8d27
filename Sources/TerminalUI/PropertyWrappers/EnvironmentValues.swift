/// A key for a value in the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// Values handed down the view tree, as SwiftUI's `EnvironmentValues`: set with
/// `.environment(\.key, value)` on an ancestor, read with `@Environment(\.key)`.
///
/// Stored as a shared linked list, so handing the environment to a child copies one pointer
/// and setting a value adds one link.
public struct EnvironmentValues: CustomStringConvertible {
    private final class Link {
        let key: ObjectIdentifier
        let value: Any
        let next: Link?

        init(key: ObjectIdentifier, value: Any, next: Link?) {
            self.key = key
            self.value = value
            self.next = next
        }
    }

    private var head: Link?

    /// An environment holding only default values.
    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrap before casting: `nil as? Key.Value` succeeds (as nil) when `Value` is an
            // optional type, which would hide a non-nil default.
            guard let value = value(for: ObjectIdentifier(key)) else { return Key.defaultValue }
            return value as? Key.Value ?? Key.defaultValue
        }
        set { head = Link(key: ObjectIdentifier(key), value: newValue, next: head) }
    }

    /// An environment object of type `T`, if an ancestor provided one.
    func object<T: AnyObject>(of type: T.Type) -> T? {
        value(for: ObjectIdentifier(type)) as? T
    }

    /// Provides an environment object, found by its type.
    mutating func setObject<T: AnyObject>(_ object: T) {
        head = Link(key: ObjectIdentifier(T.self), value: object, next: head)
    }

    private func value(for key: ObjectIdentifier) -> Any? {
        var link = head
        while let current = link {
            if current.key == key { return current.value }
            link = current.next
        }
        return nil
    }

    /// Whether both hold the very same values (one was copied from the other, and neither
    /// was changed since): a cheap test, false whenever a value was set.
    func isSame(as other: EnvironmentValues) -> Bool {
        head === other.head
    }

    public var description: String { "EnvironmentValues" }
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether controls here take input (false under `.disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
