/// A button style with its type erased, as the environment carries it: makes the view that
/// draws one button.
@MainActor
struct ResolvedButtonStyle {
    /// The label, role, whether the button is pressed, and what runs its action.
    typealias Parts = (label: AnyView, role: ButtonRole?, isPressed: Bool, trigger: @MainActor () -> Void)

    let makeBody: @MainActor (Parts) -> AnyView

    init<S: ButtonStyle>(_ style: S) {
        makeBody = { parts in
            AnyView(
                style.makeBody(
                    configuration: ButtonStyleConfiguration(
                        role: parts.role, label: .init(content: parts.label), isPressed: parts.isPressed)))
        }
    }

    /// The body is drawn with the standard look inside, so a `Button(configuration)` in it is
    /// the terminal's button rather than this style again.
    init<S: PrimitiveButtonStyle>(_ style: S) {
        makeBody = { parts in
            AnyView(
                style.makeBody(
                    configuration: PrimitiveButtonStyleConfiguration(
                        role: parts.role, label: .init(content: parts.label), action: parts.trigger)
                )
                .environment(\.buttonStyle, nil))
        }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: ResolvedButtonStyle? = nil
}

extension EnvironmentValues {
    /// The custom style buttons below are drawn with; `nil` for the standard `[ Label ]`.
    var buttonStyle: ResolvedButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
