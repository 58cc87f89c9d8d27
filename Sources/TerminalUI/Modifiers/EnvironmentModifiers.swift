import DataFlow

/// Changes the environment for the modified view and everything below it.
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout EnvironmentValues) -> Void
    /// What `transform` sets, when it can be compared with what it set last.
    var setting: Setting?

    /// One value set for one key path.
    struct Setting {
        let keyPath: AnyKeyPath
        let value: Any
        /// Whether another setting's value is the same as this one's (`ViewInputs`).
        let isSame: (Any) -> Bool
    }

    init(setting: Setting? = nil, transform: @escaping (inout EnvironmentValues) -> Void) {
        self.setting = setting
        self.transform = transform
    }

    func makeBehavior() -> EnvironmentBehavior {
        EnvironmentBehavior()
    }

    /// Hands the content the environment it had when the same value is set over the same
    /// environment again, so that views inside that read nothing else are not re-evaluated.
    func update(_ node: Node, behavior: EnvironmentBehavior, content: any View) {
        if let setting, let last = behavior.last, last.base.isSame(as: node.environment),
            last.setting.keyPath == setting.keyPath, last.setting.isSame(setting.value)
        {
            node.childEnvironment = last.result
        } else {
            var environment = node.environment
            transform(&environment)
            node.childEnvironment = environment
            behavior.last = setting.map { (node.environment, $0, environment) }
        }
        updateContent(node, content)
    }
}

/// An `EnvironmentModifier`'s node: the environment it last handed down, and from what.
final class EnvironmentBehavior: NodeBehavior {
    override var isReusable: Bool { true }
    override var isTransparent: Bool { true }
    var last: (base: EnvironmentValues, setting: EnvironmentModifier.Setting, result: EnvironmentValues)?
}

extension View {
    /// Sets an environment value for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        let setting = EnvironmentModifier.Setting(keyPath: keyPath, value: value) { other in
            guard let other = other as? V else { return false }
            return ViewInputs.areSame(value, other)
        }
        return modifier(EnvironmentModifier(setting: setting) { $0[keyPath: keyPath] = value })
    }

    /// Changes an environment value for this view and the views inside it.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Provides `object` to `@EnvironmentObject` properties of this view and the views inside it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier { $0.setObject(object) })
    }

    /// Disables (or enables) the controls in this view: disabled controls are dimmed and
    /// cannot take focus.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { if disabled { $0.isEnabled = false } })
    }
}

extension View {
    /// Provides the `@Observable` `object` to `@Environment(T.self)` properties of this view and
    /// the views inside it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(
            EnvironmentModifier { environment in
                if let object { environment.setObject(object) }
            })
    }
}
