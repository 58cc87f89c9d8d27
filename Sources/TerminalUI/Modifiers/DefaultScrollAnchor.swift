private struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue: UnitPoint? = nil
}

extension EnvironmentValues {
    /// Where the scroll views here start (`nil`: at the top).
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

/// What a default scroll anchor is for, as SwiftUI's `ScrollAnchorRole`.
public struct ScrollAnchorRole: Hashable, Sendable {
    private let name: String
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

extension View {
    /// Starts the scroll views in this view at `anchor`, as SwiftUI's `.defaultScrollAnchor`:
    /// `.bottom` shows the end first (a chat's last message).
    ///
    /// **Approximated:** the anchor is taken to the nearest end along the scroll view's axis
    /// (the bottom or the trailing edge when it is in the last third, else the start).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(EnvironmentModifier { $0.defaultScrollAnchor = anchor })
    }

    /// Starts the scroll views in this view at `anchor` for the initial offset; the other
    /// roles are accepted (a terminal scroll view keeps the focused control in view).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(EnvironmentModifier { if role == .initialOffset { $0.defaultScrollAnchor = anchor } })
    }
}
