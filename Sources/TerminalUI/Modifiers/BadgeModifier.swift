extension View {
    /// Shows `count` at the trailing end, as SwiftUI's list-row and tab badge; none for zero.
    public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text("\(count)"))
    }

    /// Shows `label` at the trailing end, dimmed; none for `nil`.
    public func badge(_ label: Text?) -> some View {
        HStack(spacing: 0) {
            self
            if let label {
                Spacer(minLength: 1)
                label.foregroundColor(.secondary)
            }
        }
    }

    /// Shows `label` at the trailing end, dimmed; none for `nil`.
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }

    /// Shows `key` at the trailing end, dimmed; none for `nil`.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }
}
