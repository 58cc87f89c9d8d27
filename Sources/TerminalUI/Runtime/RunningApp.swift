/// The app this process runs, where the objects UIKit and AppKit code reaches without a view
/// (`NSApplication.shared`) find it.
@MainActor
enum RunningApp {
    /// Ends the app started last: a `Terminal.run`, or the newest `TestHost`.
    static var quit = QuitAction {}
}
