/// The focus scopes a navigation container opened for the views it shows over its content
/// (pushed views, destinations): a newly shown view gets focus, and one taken away hands it
/// back to the view under it. They are not modal unless told (`isModal`): what is around the
/// container (a tab row) stays in reach.
@MainActor
struct PushedScopes {
    private var scoped: [ObjectIdentifier] = []

    /// Opens a scope for each of `shown` that has none yet, and forgets those no longer shown.
    mutating func update(_ shown: ArraySlice<Node>, focus: FocusManager, isModal: Bool = false) {
        for view in shown where !scoped.contains(ObjectIdentifier(view)) {
            scoped.append(ObjectIdentifier(view))
            focus.pushScope(view, isModal: isModal)
        }
        let live = Set(shown.map(ObjectIdentifier.init))
        scoped.removeAll { !live.contains($0) }
    }
}
