private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension Text {
    /// A case text can be shown in, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// This text in `textCase` (each run keeps its style).
    func cased(_ textCase: Text.Case) -> Text {
        var copy = self
        for index in copy.runs.indices {
            copy.runs[index].string =
                textCase == .uppercase ? copy.runs[index].string.uppercased() : copy.runs[index].string.lowercased()
        }
        return copy
    }
}

extension EnvironmentValues {
    /// The case `Text` below is shown in (`nil`: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows text below in upper or lower case (`nil`: as written), as SwiftUI's `textCase`.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
