import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction`: read it with `@Environment(\.openURL)` and call
/// it; set your own with `.environment(\.openURL, OpenURLAction { url in … })`.
///
/// **Approximated:** a terminal app cannot hand a URL to a browser it knows of, so the default
/// action (`.systemAction`) asks the `Link` that called it to show its URL in place of its
/// label, where the terminal's own link detection (a Ctrl- or Cmd-click in most terminals) opens
/// it, and where it can be copied.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        /// Whether the default action is left to do, and with which URL (`nil`: the one given).
        let systemAction: (isLeft: Bool, url: URL?)

        /// The handler opened the URL.
        public static let handled = Result(systemAction: (false, nil))
        /// The handler did not open the URL, and nothing else will.
        public static let discarded = Result(systemAction: (false, nil))
        /// The handler leaves the URL to the default action.
        public static let systemAction = Result(systemAction: (true, nil))

        /// The handler leaves `url` (another one) to the default action.
        public static func systemAction(_ url: URL) -> Result { Result(systemAction: (true, url)) }
    }

    let handler: @MainActor @Sendable (URL) -> Result

    /// An action that runs `handler` on each URL.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`; a `Link` calls it on Return or a click.
    @MainActor
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url`; returns the URL the default action is left to show, if any.
    @MainActor
    func open(_ url: URL) -> URL? {
        let result = handler(url).systemAction
        return result.isLeft ? result.url ?? url : nil
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
    /// The action that opens URLs (a `Link`'s): by default it leaves them to the link, which
    /// shows its URL.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
