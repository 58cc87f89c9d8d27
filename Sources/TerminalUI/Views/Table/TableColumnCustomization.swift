/// Which of a table's columns show, as SwiftUI's `TableColumnCustomization`: a column given a
/// `.customizationID(_:)` shows unless the customization (or, without an entry there, the
/// column's `.defaultVisibility(_:)`) hides it. Codable, so an app can keep it
/// (`@SceneStorage`, `@AppStorage` with its JSON). A terminal has no column menu, so only the
/// app changes it.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    /// Each column's visibility by its id, where the customization has a say: shown or not.
    private var shown: [String: Bool] = [:]

    public init() {}

    /// Whether the column with `id` shows (`.automatic` when the customization has no say).
    public subscript(visibility id: String) -> Visibility {
        get { shown[id].map { $0 ? .visible : .hidden } ?? .automatic }
        set {
            switch newValue {
            case .visible: shown[id] = true
            case .hidden: shown[id] = false
            case .automatic: shown[id] = nil
            }
        }
    }

    /// Forgets every column's visibility, so each shows as its `.defaultVisibility` says.
    public mutating func resetVisibility() {
        shown = [:]
    }
}
