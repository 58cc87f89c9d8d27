/// Makes bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`:
/// `$book.title` is a `Binding<String>` that reads and writes `book.title`.
///
/// Views that read the object's properties in `body` re-evaluate when they change (the engine
/// tracks `@Observable` reads), so `@Bindable` itself keeps no state.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `object`'s properties, as `Bindable(object).title`.
    public init(_ object: Value) {
        self.wrappedValue = object
    }

    /// The wrapper itself: `$book.title` looks `title` up through `subscript(dynamicMember:)`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to `object[keyPath: keyPath]`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: ViewInput {
    /// The same object: the properties a view reads of it invalidate the view by themselves.
    func isSameInput(as other: Bindable) -> Bool { wrappedValue === other.wrappedValue }
}
