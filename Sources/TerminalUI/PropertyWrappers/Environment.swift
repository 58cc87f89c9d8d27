/// Reads a value from the environment, as SwiftUI's `@Environment(\.key)`, or an `@Observable`
/// object an ancestor provided with `.environment(_:)`, as `@Environment(Model.self)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    /// What is read: the key path, or the type of the object.
    private let source: EnvironmentSource
    /// For `@Environment(Model.self)`: the type of the object, which must be provided.
    private var requiredObject: (type: Any.Type, isProvided: (EnvironmentValues) -> Bool)?
    private let link = EnvironmentLink()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
        read = { $0[keyPath: keyPath] }
    }

    /// The current value (the default value before the view is installed in a tree).
    @MainActor
    public var wrappedValue: Value {
        read(link.environment ?? EnvironmentValues())
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads the `@Observable` object of type `objectType` that an ancestor provided with
    /// `.environment(_:)`. **Ours:** where no ancestor provided one, the view shows a message
    /// naming the type instead of its body (SwiftUI stops the program); use the optional form
    /// to allow its absence.
    public init(_ objectType: Value.Type) {
        source = .object(ObjectIdentifier(Value.self))
        requiredObject = (Value.self, { $0.object(of: Value.self) != nil })
        read = { environment in
            guard let object = environment.object(of: Value.self) else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
                )
            }
            return object
        }
    }
}

extension Environment {
    /// Reads the `@Observable` object of type `objectType` if an ancestor provided one.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        source = .object(ObjectIdentifier(Object.self))
        read = { $0.object(of: Object.self) }
    }
}

/// What an `Environment` reads. Not an `AnyHashable`: wrapping a key path in one looks up
/// four conformances of its type at run time, each a scan of every conformance in the binary.
private enum EnvironmentSource: Equatable {
    case keyPath(AnyKeyPath)
    case object(ObjectIdentifier)
}

extension Environment: ViewInput {
    /// The same key: a change of the environment's values re-evaluates the view by itself.
    func isSameInput(as other: Environment) -> Bool { source == other.source }
}

extension EnvironmentObject: ViewInput {
    /// Always: the object is found in the environment, and observed.
    func isSameInput(as other: EnvironmentObject) -> Bool { true }
}

extension Environment: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        link.environment = node.environment
        if let requiredObject, !requiredObject.isProvided(node.environment) {
            node.graph.reportMissingEnvironmentObject(requiredObject.type, for: node, provider: ".environment(_:)")
        }
    }
}

/// Reads an `ObservableObject` an ancestor provided with `.environmentObject(_:)`, as
/// SwiftUI's `@EnvironmentObject`; the view re-evaluates when the object changes.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let link = EnvironmentLink()

    public init() {}

    /// The object. **Ours:** where no ancestor provided one, the view shows a message naming
    /// the type instead of its body (SwiftUI stops the program), and `Diagnostics` reports it.
    @MainActor
    public var wrappedValue: ObjectType {
        guard let object = link.environment?.object(of: ObjectType.self) else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        link.environment = node.environment
        if let object = node.environment.object(of: ObjectType.self) {
            ObjectSubscription.subscribe(node: node, slot: &slot, to: object)
        } else {
            slot += 1
            node.graph.reportMissingEnvironmentObject(ObjectType.self, for: node, provider: ".environmentObject(_:)")
        }
    }
}

/// The environment a property wrapper in a view struct reads from.
final class EnvironmentLink {
    var environment: EnvironmentValues?
}
