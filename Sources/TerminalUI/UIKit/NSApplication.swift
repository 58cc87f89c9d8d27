/// AppKit's app object, which SwiftUI code on macOS reaches to quit (a "Quit" button's
/// `NSApplication.shared.terminate(nil)`) or to come to the front.
@MainActor
public final class NSApplication {
    /// The app.
    public static let shared = NSApplication()

    private init() {}

    /// Ends the app, as `@Environment(\.quit)` does: the terminal is restored and
    /// `Terminal.run` (an `App`'s `main()`) returns. `sender` is not read.
    public func terminate(_ sender: Any?) {
        RunningApp.quit()
    }

    /// No-op: a terminal app is in front while its terminal is.
    public func activate(ignoringOtherApps flag: Bool) {}

    /// No-op: a terminal app is in front while its terminal is.
    public func activate() {}
}

/// The app, as AppKit's global `NSApp`.
@MainActor
public var NSApp: NSApplication { NSApplication.shared }
