@_spi(Reflection) import Swift

/// A stored property of a view that knows whether two of its values give the view the same
/// input: a dynamic property whose value lives in the node (`@State`), is read from elsewhere
/// (`@Environment`), or is an object compared by identity (`@ObservedObject`).
@MainActor
protocol ViewInput: DynamicProperty {
    /// Whether a view holding `other` in place of `self` would show the same thing.
    func isSameInput(as other: Self) -> Bool
}

extension ViewInput {
    public static var _viewInput: _ViewInputType? { _ViewInputType(type: Self.self) }
}

/// A property wrapper's type, as `DynamicProperty._viewInput` hands it to the engine.
public struct _ViewInputType {
    let type: any ViewInput.Type
}

/// Whether a parent hands a custom view the same inputs again, so that its `body` need not run,
/// as SwiftUI compares a view's new value with its last one field by field.
///
/// A value of plain data (no references: numbers, `Bool`, enums without payloads, structs of
/// these) is compared by its bytes, as SwiftUI does. A view type that is `Equatable` is
/// otherwise compared with its own `==`. Otherwise its stored properties are compared one by
/// one: dynamic properties as `ViewInput` says, plain data by its bytes, `Equatable` values
/// with `==`, objects by identity, and structs by their own properties in turn. A
/// property that cannot be compared (a closure, a `Binding`, an existential, a `weak` or
/// `unowned` reference) makes the two values different. How to compare is a fact about the
/// type: it is worked out once per type (by reflecting over its stored fields) and cached.
///
/// Working it out asks the runtime as few questions as it can: the first time the runtime is
/// asked whether a type conforms to a protocol, it scans every conformance in the binary
/// (some 6,000 here: a startup cost of about 75 µs per type and protocol). A view is not asked
/// whether it is a dynamic property, a property is asked only whether it is a
/// `DynamicProperty` (which the engine asked already, installing the view's properties), and
/// `String`, the commonest property, is known to be `Equatable`.
@MainActor
enum ViewInputs {
    /// Compares the values at two addresses of the same type.
    private typealias Comparison = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    /// How values of one type compare; `nil` when they cannot.
    private static var comparisons: [ObjectIdentifier: Comparison?] = [:]

    /// Whether `old` and `new` hold the same inputs (`false` when that cannot be told).
    static func areSame<Value>(_ old: Value, _ new: Value) -> Bool {
        compare(old, new, by: comparison(of: Value.self))
    }

    /// Whether the view values `old` and `new` hold the same inputs, as `areSame`: a view is
    /// no dynamic property, so it is not asked whether it is one.
    static func areSameViews<Value: View>(_ old: Value, _ new: Value) -> Bool {
        compare(old, new, by: comparison(of: Value.self, isView: true))
    }

    private static func compare<Value>(_ old: Value, _ new: Value, by compare: Comparison?) -> Bool {
        guard let compare else { return false }
        return withUnsafeBytes(of: old) { old in
            withUnsafeBytes(of: new) { new in
                // A type without stored properties has nothing that could differ.
                guard let old = old.baseAddress, let new = new.baseAddress else { return true }
                return compare(old, new)
            }
        }
    }

    private static func comparison(of type: Any.Type, isView: Bool = false) -> Comparison? {
        let key = ObjectIdentifier(type)
        if let known = comparisons[key] { return known }
        let made = makeComparison(of: type, isView: isView)
        comparisons[key] = made
        return made
    }

    /// Plain data and `String` are looked at first; then a struct that is a dynamic property
    /// compares as its wrapper says (`ViewInput`), or by its own properties.
    private static func makeComparison(of type: Any.Type, isView: Bool) -> Comparison? {
        if isPlainData(type) { return bytesComparison(size: size(of: type)) }
        if type == String.self { return equatableComparison(String.self) }
        let kind = kind(of: type)
        if kind == .struct, !isView, let dynamic = type as? any DynamicProperty.Type {
            if let input = dynamic._viewInput?.type { return inputComparison(input) }
            return fieldsComparison(of: type)
        }
        if isReference(type, kind: kind) { return { old, new in old.load(as: UInt.self) == new.load(as: UInt.self) } }
        if let equatable = type as? any Equatable.Type { return equatableComparison(equatable) }
        return kind == .struct ? fieldsComparison(of: type) : nil
    }

    /// Whether values of `type` hold no references (`Int`, `Bool`, an enum without payloads, a
    /// struct of such): then the same bytes are the same value, as SwiftUI compares them. (Two
    /// equal values whose padding bytes differ count as different: the view is evaluated
    /// again, as it would be without a comparison — never skipped wrongly.)
    static func isPlainData(_ type: Any.Type) -> Bool {
        func isPOD<Value>(_: Value.Type) -> Bool { _isPOD(Value.self) }
        return isPOD(type)
    }

    private static func size(of type: Any.Type) -> Int {
        func size<Value>(_: Value.Type) -> Int { MemoryLayout<Value>.size }
        return size(type)
    }

    /// Whether two values of plain data hold the same bytes; `nil` when `Value` is not plain
    /// data.
    static func bytesTest<Value>(for _: Value.Type) -> ((Value, Value) -> Bool)? {
        guard isPlainData(Value.self) else { return nil }
        let sameBytes = bytesComparison(size: MemoryLayout<Value>.size)
        return { old, new in compare(old, new, by: sameBytes) }
    }

    private static func bytesComparison(size: Int) -> Comparison {
        { old, new in memcmp(old, new, size) == 0 }
    }

    /// Whether values of `type` (of `kind`) are one strong reference to an object (or none, for
    /// an optional one), compared by its address.
    private static func isReference(_ type: Any.Type, kind: _MetadataKind) -> Bool {
        switch kind {
        case .class: true
        case .optional: (type as? any OptionalReference.Type)?.wrapped is AnyClass
        default: false
        }
    }

    /// What kind of type `type` is (the runtime tells it for stored properties only: it is
    /// asked about a property of that type).
    private static func kind(of type: Any.Type) -> _MetadataKind {
        struct Probe<Value> { let value: Value }
        func kind<Value>(_: Value.Type) -> _MetadataKind {
            var kind = _MetadataKind.unknown
            _ = _forEachField(of: Probe<Value>.self) { _, _, _, fieldKind in
                kind = fieldKind
                return false
            }
            return kind
        }
        return kind(type)
    }

    private static func inputComparison<Input: ViewInput>(_: Input.Type) -> Comparison {
        { old, new in old.load(as: Input.self).isSameInput(as: new.load(as: Input.self)) }
    }

    private static func equatableComparison<Value: Equatable>(_: Value.Type) -> Comparison {
        { old, new in old.load(as: Value.self) == new.load(as: Value.self) }
    }

    /// Compares the stored properties of a struct type in turn; `nil` if one of them cannot be
    /// compared.
    private static func fieldsComparison(of type: Any.Type) -> Comparison? {
        let strong = strongFields(of: type)
        var fields: [(offset: Int, compare: Comparison)] = []
        var comparable = true
        _ = _forEachField(of: type) { name, offset, fieldType, _ in
            guard strong.contains(String(cString: name)) else {
                comparable = false
                return false
            }
            if let compare = comparison(of: fieldType) {
                fields.append((offset, compare))
            } else {
                comparable = false
                return false
            }
            return true
        }
        guard comparable else { return nil }
        return { old, new in
            for field in fields where !field.compare(old + field.offset, new + field.offset) {
                return false
            }
            return true
        }
    }

    /// The names of `type`'s stored properties that are plain strong references or values
    /// (not closures, `weak` or `unowned` references, which cannot be read by their bytes), up
    /// to the first that is not: one such property makes the type not comparable anyway.
    private static func strongFields(of type: Any.Type) -> Set<String> {
        func names<Root>(_: Root.Type) -> Set<String> {
            var names: Set<String> = []
            _ = _forEachFieldWithKeyPath(of: Root.self) { name, _ in
                names.insert(String(cString: name))
                return true
            }
            return names
        }
        return names(type)
    }
}

/// An optional, asked whether it wraps an object (then it is stored as one address, 0 for `nil`).
private protocol OptionalReference {
    static var wrapped: Any.Type { get }
}

extension Optional: OptionalReference {
    static var wrapped: Any.Type { Wrapped.self }
}
