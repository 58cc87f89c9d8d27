/// Reads a value from the environment, as SwiftUI's `@Environment(\.key)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let link = EnvironmentLink()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value (the default value before the view is installed in a tree).
    @MainActor
    public var wrappedValue: Value {
        (link.environment ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        link.environment = node.environment
    }
}

/// Reads an `ObservableObject` an ancestor provided with `.environmentObject(_:)`, as
/// SwiftUI's `@EnvironmentObject`; the view re-evaluates when the object changes.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let link = EnvironmentLink()

    public init() {}

    /// The object; asking for one no ancestor provided is a programming error, as in SwiftUI.
    @MainActor
    public var wrappedValue: ObjectType {
        guard let object = link.environment?.object(of: ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
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
        }
    }
}

/// The environment a property wrapper in a view struct reads from.
final class EnvironmentLink {
    var environment: EnvironmentValues?
}
