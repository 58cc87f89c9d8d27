/// A dynamic property the engine knows how to connect to a node.
@MainActor
protocol InstallableProperty {
    /// Connects the property to the node's storage at `slot` (advancing `slot` past what it uses).
    func install(on node: Node, slot: inout Int)
}

/// Finds a view's dynamic properties (by reflection, once per type for types without any)
/// and installs them in declaration order, so each keeps its storage slot across evaluations.
@MainActor
enum DynamicPropertyInstaller {
    private static var typesWithoutProperties: Set<ObjectIdentifier> = []

    static func install(in view: Any, on node: Node) {
        let type = ObjectIdentifier(Swift.type(of: view))
        guard !typesWithoutProperties.contains(type) else { return }
        var slot = 0
        let found = install(Mirror(reflecting: view), on: node, slot: &slot)
        if !found {
            typesWithoutProperties.insert(type)
        }
    }

    private static func install(_ mirror: Mirror, on node: Node, slot: inout Int) -> Bool {
        var found = false
        for child in mirror.children {
            if let property = child.value as? any InstallableProperty {
                property.install(on: node, slot: &slot)
                found = true
            } else if child.value is any DynamicProperty {
                found = install(Mirror(reflecting: child.value), on: node, slot: &slot) || found
            }
        }
        return found
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
