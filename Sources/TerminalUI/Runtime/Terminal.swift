import Dispatch
import Foundation

/// Runs a view full-screen in the terminal.
///
/// The run loop waits on dispatch sources serviced by the main run loop — standard input,
/// SIGWINCH, the terminating signals, job control — so main-actor work (a `Task` that loads
/// data, a model written from another thread) runs between frames and wakes the
/// `FrameScheduler`. Each batch of keys is at most one frame: events are handled in order,
/// then, if anything changed, the tree settles and the changed cells are presented. The terminal is given back sane on every exit: a
/// quit, SIGINT/SIGTERM/SIGHUP (which exit with 128 + the signal), a crash.
@MainActor
public enum Terminal {
    /// Runs `content` until a view calls `@Environment(\.quit)`; throws `TerminalError`
    /// when standard input and output are not a usable terminal.
    ///
    /// On a terminal smaller than `minimumSize` a short message asks for more room (and keys
    /// are ignored) until it is enlarged. With `reportsMouse` (the default) the terminal reports
    /// the mouse while the app runs: a click focuses or presses the control under it, the wheel
    /// scrolls a list; `false` leaves the mouse to the terminal (its own selection).
    public static func run<Content: View>(
        _ content: Content, minimumSize: Size = Size(width: 20, height: 5), reportsMouse: Bool = true
    ) throws {
        try run(minimumSize: minimumSize, reportsMouse: reportsMouse) { content }
    }

    /// Like `run(_:minimumSize:)`, but makes the content only once the terminal has proved
    /// usable, so that `makeContent` may start work that must not happen otherwise (opening
    /// or creating a data file, say) while the first frame is set up.
    ///
    /// `onInterrupt` decides what Ctrl-C (SIGINT) does: by default the app ends at once (exit
    /// status 130); an app that must first ask (unsaved work that cannot be kept, say) returns
    /// `.stay` and shows the question itself.
    public static func run<Content: View>(
        minimumSize: Size = Size(width: 20, height: 5),
        reportsMouse: Bool = true,
        onInterrupt: @escaping @MainActor () -> InterruptResponse = { .quit },
        _ makeContent: () -> Content
    ) throws {
        let screen = try NcursesScreen(reportsMouse: reportsMouse)
        let host = TerminalHost(screen: screen, onInterrupt: onInterrupt)
        host.run(makeContent(), minimumSize: minimumSize)
    }
}

/// What Ctrl-C (SIGINT) does in a running app (`Terminal.run`'s `onInterrupt`).
public enum InterruptResponse: Sendable {
    /// The app ends at once, as on SIGTERM.
    case quit
    /// The app keeps running (it asks the user instead).
    case stay
}

/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// TERM is unset or empty.
    case noTerminalType
    /// TERM is "dumb": a terminal that cannot move the cursor.
    case dumbTerminal
    /// TERM names a terminal the terminfo database does not know.
    case unknownTerminalType(String)

    public var description: String {
        switch self {
        case .notATerminal:
            "standard input and output must both be a terminal."
        case .noTerminalType:
            "TERM is not set, so the terminal type is unknown; set TERM to your terminal, e.g. TERM=xterm-256color."
        case .dumbTerminal:
            "the terminal type \"dumb\" cannot move the cursor, which roster needs; set TERM to your terminal, e.g. TERM=xterm-256color."
        case .unknownTerminalType(let name):
            // Quoted with control characters escaped: TERM comes from outside.
            "the terminal type \(name.debugDescription) is not in this system's terminfo database; set TERM to a known type, e.g. TERM=xterm-256color."
        }
    }
}

/// Quits the terminal app, as `@Environment(\.quit)`: the run loop ends after the current
/// event and `Terminal.run` returns.
public struct QuitAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    @MainActor
    public func callAsFunction() {
        action()
    }
}

private struct QuitKey: EnvironmentKey {
    static let defaultValue = QuitAction {}
}

extension EnvironmentValues {
    /// Ends the app (in a `TestHost`, marks it as quit).
    public var quit: QuitAction {
        get { self[QuitKey.self] }
        set { self[QuitKey.self] = newValue }
    }
}

/// The terminal side of a running app: the dispatch sources that feed a `FrameScheduler` on
/// the ncurses screen (standard input, SIGWINCH, job control, the terminating signals).
@MainActor
final class TerminalHost {
    private let screen: NcursesScreen
    private var scheduler: FrameScheduler<NcursesScreen>?
    private var sources: [any DispatchSourceProtocol] = []
    private let onInterrupt: @MainActor () -> InterruptResponse

    init(screen: NcursesScreen, onInterrupt: @escaping @MainActor () -> InterruptResponse) {
        self.screen = screen
        self.onInterrupt = onInterrupt
    }

    func run<Content: View>(_ content: Content, minimumSize: Size) {
        TerminalState.installCrashHandlers()
        let scheduler = FrameScheduler(content: content, screen: screen, minimumSize: minimumSize)
        self.scheduler = scheduler
        installSources()
        scheduler.scheduleFirstFrame()
        while !scheduler.hasQuit {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        stop()
    }

    // MARK: Input and signals

    private func installSources() {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.scheduler?.readInput() }
        }
        sources.append(input)

        addSignalSource(SIGINT) { host in
            if host.onInterrupt() == .quit { host.terminate(signal: SIGINT) }
        }
        for number in [SIGTERM, SIGHUP] {
            addSignalSource(number) { host in host.terminate(signal: number) }
        }
        addSignalSource(SIGWINCH) { host in host.scheduler?.resize() }
        addSignalSource(SIGTSTP) { host in host.suspend() }
        addSignalSource(SIGCONT) { host in host.scheduler?.resume() }
        for source in sources {
            source.resume()
        }
    }

    /// Reads `number`, held since the screen started (`AnsweredSignals`), with `handler`.
    private func addSignalSource(_ number: Int32, _ handler: @escaping @MainActor (TerminalHost) -> Void) {
        let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                handler(self)
            }
        }
        sources.append(source)
    }

    private func suspend() {
        scheduler?.suspend()
        // SIGSTOP cannot be caught or ignored: the shell sees the job stop as it would on
        // Ctrl-Z. `fg` continues it here.
        kill(getpid(), SIGSTOP)
        scheduler?.resume()
    }

    private func terminate(signal number: Int32) {
        stop()
        exit(128 + number)
    }

    private func stop() {
        for source in sources {
            source.cancel()
        }
        sources.removeAll()
        screen.end()
    }
}
