/// What `.navigationDestination(for:)` registered with a navigation container, by the type of
/// the value a `NavigationLink(value:)` pushes.
@MainActor
struct NavigationDestinations {
    private var byType: [ObjectIdentifier: (AnyHashable) -> any View] = [:]

    /// Shows values of type `type` as `destination` makes them.
    mutating func register<D: Hashable>(_ type: D.Type, destination: @escaping (D) -> any View) {
        byType[ObjectIdentifier(type)] = { value in
            if let typed = value.base as? D { return destination(typed) }
            return EmptyView()
        }
    }

    /// The destination registered for `value`'s type, if any.
    func view(for value: AnyHashable) -> (any View)? {
        byType[ObjectIdentifier(type(of: value.base))].map { $0(value) }
    }
}
