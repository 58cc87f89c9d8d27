import CNcursesw
import Dispatch
import Foundation

/// Runs a view full-screen in the terminal.
///
/// The run loop waits on dispatch sources serviced by the main run loop — standard input,
/// SIGWINCH, the terminating signals, job control — so main-actor work (a `Task` that loads
/// data, a model written from another thread) runs between frames and triggers an ordinary
/// pass. Each batch of keys is one frame: events are handled in order, then the tree settles
/// and the changed cells are presented. The terminal is given back sane on every exit: a
/// quit, SIGINT/SIGTERM/SIGHUP (which exit with 128 + the signal), a crash.
@MainActor
public enum Terminal {
    /// Runs `content` until a view calls `@Environment(\.quit)`; throws `TerminalError`
    /// when standard input and output are not a usable terminal.
    ///
    /// On a terminal smaller than `minimumSize` a short message asks for more room (and keys
    /// are ignored) until it is enlarged.
    public static func run<Content: View>(_ content: Content, minimumSize: Size = Size(width: 20, height: 5)) throws {
        let screen = try NcursesScreen()
        let host = TerminalHost(screen: screen)
        host.run(content, minimumSize: minimumSize)
    }
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

/// The terminal side of a running app: ncurses screen, dispatch sources, frames.
@MainActor
final class TerminalHost {
    private let screen: NcursesScreen
    private var driver: FrameDriver?
    private var sources: [any DispatchSourceProtocol] = []
    private var quitRequested = false
    private var needsFrame = false
    private var frameScheduled = false

    init(screen: NcursesScreen) {
        self.screen = screen
    }

    func run<Content: View>(_ content: Content, minimumSize: Size) {
        TerminalState.installCrashHandlers()
        atexit {
            if TerminalState.isCursesActive {
                endwin()
                TerminalState.isCursesActive = false
            }
        }
        var environment = EnvironmentValues()
        environment.quit = QuitAction { [weak self] in self?.quitRequested = true }
        let driver = FrameDriver(content: content, size: screen.size, minimumSize: minimumSize, environment: environment)
        self.driver = driver
        driver.graph.requestFrame = { [weak self] in self?.scheduleFrame() }
        let wake = WakeUp(host: self)
        driver.graph.inbox.setWake { wake.fire() }
        installSources()
        render()
        while !quitRequested {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        stop()
    }

    // MARK: Frames

    /// Asks for a frame soon (coalesced: one frame however many requests).
    func scheduleFrame() {
        needsFrame = true
        guard !frameScheduled else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.frameScheduled = false
                if self.needsFrame { self.render() }
            }
        }
    }

    private func render() {
        guard let driver, !quitRequested else { return }
        needsFrame = false
        let canvas = driver.renderFrame()
        screen.present(canvas, cursor: driver.cursor)
    }

    // MARK: Input and signals

    private func installSources() {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        sources.append(input)

        for number in [SIGINT, SIGTERM, SIGHUP] {
            addSignalSource(number) { host in host.terminate(signal: number) }
        }
        addSignalSource(SIGWINCH) { host in host.resize() }
        addSignalSource(SIGTSTP) { host in host.suspend() }
        addSignalSource(SIGCONT) { host in host.resume() }
        for source in sources {
            source.resume()
        }
    }

    private func addSignalSource(_ number: Int32, _ handler: @escaping @MainActor (TerminalHost) -> Void) {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                handler(self)
            }
        }
        sources.append(source)
    }

    private func readInput() {
        guard let driver else { return }
        let inputs = screen.readInput()
        guard !inputs.isEmpty else { return }
        for event in KeyDecoder.decode(inputs) {
            switch event {
            case .key(let key):
                driver.handle(key)
            case .resize:
                screen.resize()
                driver.resize(to: screen.size)
            }
            if quitRequested { return }
        }
        render()
    }

    private func resize() {
        screen.resize()
        driver?.resize(to: screen.size)
        render()
    }

    private func suspend() {
        screen.end()
        // SIGSTOP cannot be caught or ignored: the shell sees the job stop as it would on
        // Ctrl-Z. `fg` continues it here.
        kill(getpid(), SIGSTOP)
        resume()
    }

    private func resume() {
        if TerminalState.isCursesActive {
            // Continued after a stop we did not make (kill -STOP, then fg): the shell took the
            // terminal meanwhile, put back its own modes (echo, line editing) and wrote over
            // the screen. Take the terminal again as after Ctrl-Z.
            guard TerminalState.shellHasTakenTheTerminal() else { return }
            screen.end()
        }
        screen.resume()
        driver?.resize(to: screen.size)
        render()
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
        screen.close()
    }
}

/// Wakes the host from any thread when something outside a frame invalidated the tree.
private final class WakeUp: Sendable {
    private nonisolated(unsafe) weak var host: TerminalHost?

    init(host: TerminalHost) {
        self.host = host
    }

    func fire() {
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated { self.host?.scheduleFrame() }
        }
    }
}
