/// Reads an observable object published with `.focusedObject(_:)` or `.focusedSceneObject(_:)`
/// by the focused view or one of its ancestors, as SwiftUI's `@FocusedObject`: commands and
/// views act on the document or model the user is in.
///
/// **Approximated:** the view re-evaluates when focus moves or the view publishing the object
/// is evaluated again (as `@FocusedValue`'s does), not when the object publishes a change; a
/// view that shows the object's properties as they change also observes it with
/// `@ObservedObject`.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject> {
    private let link = FocusedValueLink()

    public init() {}

    /// The object, or `nil` when nothing on the focus path publishes one of its type.
    @MainActor
    public var wrappedValue: ObjectType? {
        link.graph?.focus.focusedValues[FocusedObjectKey<ObjectType>.self]
    }

    /// Bindings to the object's properties (`$model?.title`), or `nil` without an object.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper? {
        wrappedValue.map { ObservedObject(wrappedValue: $0).projectedValue }
    }
}

extension FocusedObject: DynamicProperty {}

extension FocusedObject: ViewInput {
    /// Always the same: a focus move invalidates the view by itself.
    func isSameInput(as other: FocusedObject) -> Bool { true }
}

extension FocusedObject: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        link.connect(node)
    }
}

/// The focused value an object of type `ObjectType` is published under.
struct FocusedObjectKey<ObjectType: ObservableObject>: FocusedValueKey {
    typealias Value = ObjectType
}

extension View {
    /// Publishes `object` to `@FocusedObject` while focus is inside this view.
    public func focusedObject<ObjectType: ObservableObject>(_ object: ObjectType?) -> some View {
        modifier(FocusedValueModifier(transform: { $0[FocusedObjectKey<ObjectType>.self] = object }, published: nil))
    }

    /// Publishes `object` to `@FocusedObject` for the scene. **Approximated:** as
    /// `focusedObject`, while focus is inside this view (as `focusedSceneValue`).
    public func focusedSceneObject<ObjectType: ObservableObject>(_ object: ObjectType?) -> some View {
        focusedObject(object)
    }
}
