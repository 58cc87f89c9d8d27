import Foundation

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// The least height of a list row, in points, as SwiftUI's. **Accepted:** a terminal list
    /// row is as tall as its content (one row for a line of text), so the value is kept and
    /// not read.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list's section headers, in points; kept and not read, as
    /// `defaultMinListRowHeight`.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}
