private struct IsScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the scroll views here scroll at the user's keys and wheel (false under
    /// `.scrollDisabled(true)`).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

extension View {
    /// Stops the scroll views in this view scrolling at the user's arrows, page keys and
    /// wheel, as SwiftUI's `.scrollDisabled`; `false` leaves them as they are.
    ///
    /// **Approximated:** a scroll view still scrolls to keep the focused control in view, so
    /// that Tab reaches every control, and `ScrollViewReader` still scrolls it.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { if disabled { $0.isScrollEnabled = false } })
    }
}
