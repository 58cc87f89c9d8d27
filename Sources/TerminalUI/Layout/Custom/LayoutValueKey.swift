/// A key for a value a view hands the custom `Layout` it is in, as SwiftUI's `LayoutValueKey`
/// (set with `.layoutValue(key:value:)`, read with `subviews[i][Key.self]`).
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands the custom layout this view is in `value` for `key`.
    public func layoutValue<Key: LayoutValueKey>(key: Key.Type, value: Key.Value) -> some View {
        modifier(LayoutValueModifier<Key>(value: value))
    }
}

struct LayoutValueModifier<Key: LayoutValueKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Key.Value

    func makeBehavior() -> LayoutValueBehavior { LayoutValueBehavior() }

    func update(_ node: Node, behavior: LayoutValueBehavior, content: any View) {
        behavior.values[ObjectIdentifier(Key.self)] = value
        updateContent(node, content)
    }
}

/// Holds the layout values set on its content; takes no part in layout itself.
final class LayoutValueBehavior: NodeBehavior {
    var values: [ObjectIdentifier: Any] = [:]
    override var isTransparent: Bool { true }
    override var isReusable: Bool { true }

    override func layoutValue(for key: ObjectIdentifier) -> Any? { values[key] }

    /// The value for `key` set on `subview`: around it (between it and its layout), or inside
    /// it through views of one child (`.layoutValue(…).padding()`); else the key's default.
    static func value<Key: LayoutValueKey>(for key: Key.Type, on subview: Node) -> Key.Value {
        let id = ObjectIdentifier(key)
        var around: Node? = subview
        while let node = around {
            if let value = node.behavior.layoutValue(for: id) as? Key.Value { return value }
            around = node.parent.flatMap { $0.behavior.isTransparent ? $0 : nil }
        }
        var inside = subview
        while inside.children.count == 1 {
            inside = inside.children[0]
            if let value = inside.behavior.layoutValue(for: id) as? Key.Value { return value }
        }
        return Key.defaultValue
    }
}
