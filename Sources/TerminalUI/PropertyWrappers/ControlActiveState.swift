/// Whether the window of a view is the one the user works in, as macOS's `ControlActiveState`.
/// **Approximated:** a terminal app's one window is the terminal, in front while the user sees
/// it, so it is always `.key`.
public enum ControlActiveState: Hashable, CaseIterable, Sendable {
    case key, active, inactive
}

private struct ControlActiveStateKey: EnvironmentKey {
    static let defaultValue = ControlActiveState.key
}

extension EnvironmentValues {
    /// The active state of the window below: `.key`, the terminal being the window in front.
    public var controlActiveState: ControlActiveState {
        get { self[ControlActiveStateKey.self] }
        set { self[ControlActiveStateKey.self] = newValue }
    }
}
