import Foundation

/// A terminal app, as SwiftUI's `App`: its `body` names the scenes; mark the type `@main`
/// (or call `main()` yourself, after parsing the command line, say) to run it full-screen.
///
/// `@State` and `@StateObject` properties of the app live as long as it runs; the window's
/// content is made again whenever they change, as a view's body is.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene the app's body returns.
    associatedtype Body: Scene

    /// The app's scenes; the first `WindowGroup` or `Window` fills the terminal.
    @SceneBuilder var body: Body { get }

    /// Makes the app (`main()` calls it once).
    init()
}

extension App {
    /// Runs the app until a view calls `@Environment(\.quit)`; when standard input and output
    /// are not a usable terminal, writes why to standard error and exits with status 1.
    public static func main() {
        do {
            try Terminal.run(Self())
        } catch {
            let name = ProcessInfo.processInfo.processName
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            exit(1)
        }
    }
}

extension Terminal {
    /// Runs `app` full-screen, as `App.main()` does, but throws `TerminalError` instead of
    /// exiting when the terminal is unusable.
    public static func run<A: App>(_ app: A) throws {
        var resolution = SceneResolution()
        resolution.add(app.body)
        try run(
            minimumSize: resolution.minimumSize, reportsMouse: resolution.reportsMouse,
            onInterrupt: resolution.onInterrupt
        ) {
            AppRoot(app: app)
        }
    }
}
