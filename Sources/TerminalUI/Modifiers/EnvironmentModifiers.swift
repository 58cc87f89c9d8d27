import DataFlow

/// Changes the environment for the modified view and everything below it.
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout EnvironmentValues) -> Void

    func update(_ node: Node, behavior: TransparentBehavior, content: any View) {
        var environment = node.environment
        transform(&environment)
        node.childEnvironment = environment
        updateContent(node, content)
    }
}

extension View {
    /// Sets an environment value for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Changes an environment value for this view and the views inside it.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
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
        modifier(EnvironmentModifier { environment in
            if let object { environment.setObject(object) }
        })
    }
}
