/// A toggle style with its type erased, as the environment carries it: makes the view that
/// draws one toggle.
@MainActor
struct ResolvedToggleStyle {
    let makeBody: @MainActor (_ label: AnyView, _ isOn: Binding<Bool>) -> AnyView

    /// The body is drawn with the standard look inside, so a `Toggle(configuration)` in it is
    /// the terminal's toggle rather than this style again.
    init<S: ToggleStyle>(_ style: S) {
        makeBody = { label, isOn in
            AnyView(
                style.makeBody(configuration: ToggleStyleConfiguration(label: .init(content: label), isOn: isOn))
                    .environment(\.toggleStyle, nil))
        }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue: ResolvedToggleStyle? = nil
}

extension EnvironmentValues {
    /// The custom style toggles below are drawn with; `nil` for the standard `[x] Label`.
    var toggleStyle: ResolvedToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
