@testable import TerminalUICore

/// A focused value for tests: a string one view publishes with `.focusedValue(\.label, …)`
/// and another reads with `@FocusedValue(\.label)`.
struct FocusedLabelKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    var label: String? {
        get { self[FocusedLabelKey.self] }
        set { self[FocusedLabelKey.self] = newValue }
    }
}
