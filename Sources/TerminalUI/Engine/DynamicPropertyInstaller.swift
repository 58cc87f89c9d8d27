@_spi(Reflection) import Swift

/// A dynamic property the engine knows how to connect to a node.
@MainActor
protocol InstallableProperty: DynamicProperty {
    /// Connects the property to the node's storage at `slot` (advancing `slot` past what it uses).
    func install(on node: Node, slot: inout Int)
}

extension InstallableProperty {
    public static var _installable: _InstallablePropertyType? { _InstallablePropertyType(type: Self.self) }
}

/// A property wrapper's type, as `DynamicProperty._installable` hands it to the engine.
public struct _InstallablePropertyType {
    let type: any InstallableProperty.Type
}

/// Installs a view's (or modifier's) dynamic properties in declaration order, so each keeps its
/// storage slot across evaluations.
///
/// Where the properties are is a fact about the type, so it is found once per type, by
/// reflecting over the type's stored fields (their byte offsets and types), and cached; an
/// evaluation only reads the cached fields out of the value. Properties are found in struct
/// views and modifiers, including inside struct `DynamicProperty` fields (as in SwiftUI, views
/// are structs).
@MainActor
enum DynamicPropertyInstaller {
    /// Where one installable property lies in a value of the scanned type.
    private struct Field {
        let offset: Int
        let type: any InstallableProperty.Type
    }

    /// Where one property of a type of one's own lies (a `DynamicProperty` struct that is no
    /// wrapper of TerminalUI's), whose `update()` runs before each body.
    private struct UpdatedField {
        let offset: Int
        let type: any DynamicProperty.Type
    }

    /// The fields of a scanned type: the installable ones, and the ones of one's own types,
    /// innermost first (empty for most types).
    private struct Fields {
        var installed: [Field] = []
        var updated: [UpdatedField] = []
    }

    /// The fields of each type scanned so far.
    private static var fieldsByType: [ObjectIdentifier: Fields] = [:]

    /// Installs the dynamic properties of `value` on `node`; returns whether it holds any of
    /// one's own type, whose `update()` must run before the body (`updated(_:)`).
    static func install<Value>(in value: Value, on node: Node) -> Bool {
        let fields = fields(of: Value.self)
        var slot = 0
        if !fields.installed.isEmpty { install(fields.installed, in: value, on: node, slot: &slot) }
        return !fields.updated.isEmpty
    }

    /// `value` with the `update()` of each dynamic property of one's own type in it run, as
    /// SwiftUI runs it before a body (after the properties are installed).
    static func updated<Value>(_ value: Value) -> Value {
        var copy = value
        withUnsafeMutableBytes(of: &copy) { bytes in
            guard let base = bytes.baseAddress else { return }
            for field in fields(of: Value.self).updated {
                update(field.type, at: base + field.offset)
            }
        }
        return copy
    }

    /// Installs the dynamic properties of `value` from `slot` on (an `App`'s, inside the view
    /// that hosts it).
    static func install<Value>(in value: Value, on node: Node, slot: inout Int) {
        let fields = fields(of: Value.self).installed
        guard !fields.isEmpty else { return }
        install(fields, in: value, on: node, slot: &slot)
    }

    private static func install<Value>(_ fields: [Field], in value: Value, on node: Node, slot: inout Int) {
        withUnsafeBytes(of: value) { bytes in
            guard let base = bytes.baseAddress else { return }
            for field in fields {
                install(field.type, at: base + field.offset, on: node, slot: &slot)
            }
        }
    }

    private static func install<Property: InstallableProperty>(
        _ type: Property.Type, at address: UnsafeRawPointer, on node: Node, slot: inout Int
    ) {
        address.load(as: Property.self).install(on: node, slot: &slot)
    }

    private static func update<Property: DynamicProperty>(_ type: Property.Type, at address: UnsafeMutableRawPointer) {
        address.assumingMemoryBound(to: Property.self).pointee.update()
    }

    /// Whether values of `type` hold dynamic properties to install or update.
    static func hasProperties(_ type: Any.Type) -> Bool {
        let fields = fields(of: type)
        return !fields.installed.isEmpty || !fields.updated.isEmpty
    }

    /// The fields of `type`, scanned the first time it is asked for.
    private static func fields(of type: Any.Type) -> Fields {
        let key = ObjectIdentifier(type)
        if let fields = fieldsByType[key] {
            return fields
        }
        EngineCounters.dynamicPropertyScans += 1
        var fields = Fields()
        scan(type, at: 0, into: &fields)
        fieldsByType[key] = fields
        return fields
    }

    /// Whether `type` is an app's own, not one of TerminalUI's or DataFlow's (`Binding`,
    /// `Bindable`, `AppStorage`), whose `update()` does nothing.
    private static func isOwnType(_ type: Any.Type) -> Bool {
        let name = String(reflecting: type)
        return !name.hasPrefix("TerminalUICore.") && !name.hasPrefix("DataFlow.")
    }

    private static func scan(_ type: Any.Type, at base: Int, into fields: inout Fields) {
        _forEachField(of: type) { _, offset, fieldType, kind in
            // Dynamic properties are structs, and hold a reference to their storage: asking a
            // field of another kind, plain data (`Bool`, `Int`) or a `String` would cost a
            // conformance lookup (a scan of every conformance in the binary) for nothing.
            guard kind == .struct, fieldType != String.self, !ViewInputs.isPlainData(fieldType),
                let dynamic = fieldType as? any DynamicProperty.Type
            else { return true }
            if let property = dynamic._installable?.type {
                fields.installed.append(Field(offset: base + offset, type: property))
            } else {
                scan(fieldType, at: base + offset, into: &fields)
                if isOwnType(fieldType) {
                    fields.updated.append(UpdatedField(offset: base + offset, type: dynamic))
                }
            }
            return true
        }
    }
}

extension Node {
    /// The storage at `slot`, made with `make` the first time (or when the slot held
    /// something of another kind).
    func propertySlot<Storage: AnyObject>(_ slot: Int, make: () -> Storage) -> Storage {
        if slot < propertySlots.count, let storage = propertySlots[slot] as? Storage {
            return storage
        }
        let storage = make()
        if slot < propertySlots.count {
            (propertySlots[slot] as? RemovableSlot)?.nodeWillBeRemoved()
            propertySlots[slot] = storage
        } else {
            while propertySlots.count < slot {
                propertySlots.append(EmptySlot())
            }
            propertySlots.append(storage)
        }
        return storage
    }
}

/// A placeholder in a node's property slots.
private final class EmptySlot {}
