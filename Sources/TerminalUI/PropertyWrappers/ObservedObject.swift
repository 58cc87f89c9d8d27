import DataFlow

/// An `ObservableObject` a view observes but does not own, as SwiftUI's `@ObservedObject`:
/// the view re-evaluates (once per event) whenever the object announces a change.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties: `$store.persons`, `$store.persons[index].name`.
    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue)
    }

    /// Makes bindings to an observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to `object[keyPath: keyPath]`; writes to `@Published` properties
        /// change them in place.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            Binding(object, keyPath: keyPath)
        }
    }
}

extension ObservedObject: ViewInput {
    /// The same object: its changes invalidate the view by themselves.
    func isSameInput(as other: ObservedObject) -> Bool { wrappedValue === other.wrappedValue }
}

extension StateObject: ViewInput {
    /// Always: the object lives in the node, made once.
    func isSameInput(as other: StateObject) -> Bool { true }
}

extension ObservedObject: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        ObjectSubscription.subscribe(node: node, slot: &slot, to: wrappedValue)
    }
}

/// A node's subscription to one object's `objectWillChange` (and to its word that a write from
/// another thread landed, `sendDidChange()`), kept while the object is the same.
@MainActor
final class ObjectSubscription: RemovableSlot {
    private(set) weak var object: AnyObject?
    private var cancellable: AnyCancellable?
    private var landed: AnyCancellable?

    /// Subscribes `node` to `object` at `slot`, reusing the subscription if it is to the same object.
    static func subscribe<Object: ObservableObject>(node: Node, slot: inout Int, to object: Object) {
        let subscription = node.propertySlot(slot) { ObjectSubscription() }
        slot += 1
        guard subscription.object !== object || subscription.cancellable == nil else { return }
        subscription.object = object
        let inbox = node.graph.inbox
        let handle = node.handle
        subscription.cancellable = object.objectWillChange.sink { @Sendable _ in
            inbox.post(handle)
        }
        subscription.landed = (object.objectWillChange as? ObservableObjectPublisher)?.sinkDidChange {
            @Sendable in
            inbox.post(handle)
        }
    }

    func nodeWillBeRemoved() {
        cancellable?.cancel()
        cancellable = nil
        landed?.cancel()
        landed = nil
    }
}

/// An `ObservableObject` a view creates and owns, as SwiftUI's `@StateObject`: made once per
/// view identity, on first use, and observed like `@ObservedObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private let link = StateObjectLink<ObjectType>()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The object (made now if the view is not installed yet).
    @MainActor
    public var wrappedValue: ObjectType {
        if let object = link.box?.object { return object }
        let box = StateObjectBox(make())
        link.box = box
        return box.object
    }

    /// Bindings to the object's properties.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: InstallableProperty {
    func install(on node: Node, slot: inout Int) {
        let make = make
        // An object made before the view was installed (an `App`'s body is read once before
        // the terminal starts) is the one kept, not made twice.
        let detached = link.box
        let box = node.propertySlot(slot) { detached ?? StateObjectBox(make()) }
        slot += 1
        link.box = box
        ObjectSubscription.subscribe(node: node, slot: &slot, to: box.object)
    }
}

/// The link from a `@StateObject` struct to the object its node owns.
final class StateObjectLink<ObjectType> {
    var box: StateObjectBox<ObjectType>?
}

/// The object a `@StateObject` owns, kept in its node.
final class StateObjectBox<ObjectType>: StatefulSlot {
    let object: ObjectType

    init(_ object: ObjectType) {
        self.object = object
    }
}
