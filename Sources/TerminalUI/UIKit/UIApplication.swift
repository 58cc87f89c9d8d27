import Foundation

/// UIKit's app object, which SwiftUI code on iOS reaches for its settings link, its badge and
/// the URLs it hands the system. A terminal app has no system to hand a URL to: `canOpenURL`
/// says no, and `open` reports that it opened nothing.
@MainActor
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    /// The URL of the app's page in the Settings app; here no settings app opens it.
    public static let openSettingsURLString = "app-settings:"

    private init() {}

    /// An option of `open(_:options:completionHandler:)`, as UIKit's.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Opens the URL only if an app claims it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether the app is in front, as UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// The app runs in the terminal in front of its user.
    public var applicationState: State { .active }

    /// The number on the app's icon; a terminal app has no icon to show it on.
    public var applicationIconBadgeNumber = 0

    /// Whether the screen is kept from dimming; a terminal does not dim.
    public var isIdleTimerDisabled = false

    /// Whether an app would open `url`: none here.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Hands `url` to the system, which here opens nothing: `completion` is told so.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        completion?(false)
    }

    /// Hands `url` to the system, which here opens nothing: false.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        false
    }
}
