/// How strongly `defaultFocus` asks, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Sendable {
    public static let automatic = DefaultFocusEvaluationPriority()
    public static let userInitiated = DefaultFocusEvaluationPriority()
}

/// What ends a text field's editing for `onSubmit(of:)`, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Gives focus to the control bound to `value` when the view first appears, as SwiftUI's
    /// `defaultFocus` does for a window's first focus.
    public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value,
        priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        onAppear { binding.wrappedValue = value }
    }

    /// Runs `action` when Return ends editing in a text field below (`triggers` other than
    /// `.text` and `.search` do not exist in a terminal).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        onSubmit(action)
    }
}
