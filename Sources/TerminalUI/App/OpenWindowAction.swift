/// Opens a window scene, as SwiftUI's `OpenWindowAction` (`@Environment(\.openWindow)`).
/// **Approximated:** a terminal has one window, so the scene opened (a `Window` or
/// `WindowGroup` found by its `id`, or the `WindowGroup(for:)` of the value's type) shows over
/// the main window, filling the screen as a full-screen cover does, until it is dismissed
/// (`dismissWindow`, `dismiss`, or Esc). Opening an id no scene has does nothing.
public struct OpenWindowAction {
    let open: (_ id: String?, _ value: AnyHashable?) -> Void
    /// Whether an app's scenes are behind it (the default action, outside an `App`, opens none).
    var opensWindows = true

    /// Opens the window scene with identifier `id`.
    public func callAsFunction(id: String) {
        open(id, nil)
    }

    /// Opens the window group presenting values of `value`'s type, for `value`.
    public func callAsFunction<D: Codable & Hashable>(value: D) {
        open(nil, AnyHashable(value))
    }

    /// Opens the window group with identifier `id`, for `value`.
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
        open(id, AnyHashable(value))
    }
}

/// Closes a window scene opened with `openWindow`, as SwiftUI's `DismissWindowAction`
/// (`@Environment(\.dismissWindow)`).
public struct DismissWindowAction {
    let dismiss: (_ id: String?, _ value: AnyHashable?) -> Void

    /// Closes the window opened last.
    public func callAsFunction() {
        dismiss(nil, nil)
    }

    /// Closes the window opened for the scene `id`.
    public func callAsFunction(id: String) {
        dismiss(id, nil)
    }

    /// Closes the window opened for `value`.
    public func callAsFunction<D: Codable & Hashable>(value: D) {
        dismiss(nil, AnyHashable(value))
    }

    /// Closes the window opened for the scene `id` and `value`.
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
        dismiss(id, AnyHashable(value))
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction(open: { _, _ in }, opensWindows: false) }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction { _, _ in } }
}

extension EnvironmentValues {
    /// Opens a window scene of the app over its main window (does nothing outside an `App`).
    public internal(set) var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// Closes a window scene opened with `openWindow`.
    public internal(set) var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }

    /// True in an `App`, whose `openWindow` shows another window scene over the main window
    /// (so an app offers its "open in a new window" controls); false outside one.
    public var supportsMultipleWindows: Bool { openWindow.opensWindows }
}
