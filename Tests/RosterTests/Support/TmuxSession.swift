import Foundation
import Testing

/// The real `roster` binary running in a real terminal emulator (tmux), for end-to-end tests.
///
/// Each session has its own tmux server (socket), so tests run side by side. Tests poll the
/// screen until it shows what they expect (`waitFor`), with a generous timeout: never a fixed
/// sleep as the only synchronisation.
final class TmuxSession {
    private let socket: String
    let width: Int
    let height: Int

    /// The `roster` executable built next to the test bundle.
    static var rosterPath: String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("roster").path
    }

    /// Starts `command` (run by `sh -c`) in a detached tmux session of `width` × `height`.
    init(command: String, width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        socket = "roster-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        self.width = width
        self.height = height
        var arguments = ["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)"]
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(key)=\(value)"]
        }
        arguments.append(command)
        // The server this starts lives on: it must not hold our output pipe open.
        try tmux(arguments, capturingOutput: false)
        try tmux(["set-option", "-g", "remain-on-exit", "on"])
    }

    deinit {
        _ = try? tmux(["kill-server"], capturingOutput: false)
    }

    /// A shell command line that runs roster with `arguments`, then prints its exit status.
    static func rosterCommand(_ arguments: [String], environment: [String: String] = [:]) -> String {
        let assignments = environment.map { "\($0.key)=\(shellQuote($0.value))" }.sorted().joined(separator: " ")
        let argumentList = arguments.map(shellQuote).joined(separator: " ")
        return "\(assignments) \(shellQuote(rosterPath)) \(argumentList); echo \"[exit $?]\"; sleep 600"
    }

    static func shellQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The screen now, one string per row.
    func screen() throws -> [String] {
        try tmux(["capture-pane", "-p"]).components(separatedBy: "\n")
    }

    /// Types keys (tmux key names such as `Down`, `Enter`, `C-s`, or literal text with `literal`).
    func send(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys"] + (literal ? ["-l"] : []) + keys)
    }

    /// Resizes the terminal.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    /// A tmux format value for the pane, e.g. `#{pane_title}` or `#{cursor_x}`.
    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", format]).trimmingCharacters(in: .newlines)
    }

    /// Polls the screen until `condition` holds; fails the test with the last screen if it
    /// does not within `timeout` seconds.
    @discardableResult
    func waitFor(
        _ description: String,
        timeout: Double = 15,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            usleep(20_000)
        }
        Issue.record("Timed out waiting for \(description). Screen:\n\(last.joined(separator: "\n"))", sourceLocation: sourceLocation)
        throw TimedOut()
    }

    /// Waits until some row contains `text`.
    @discardableResult
    func waitFor(text: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try waitFor("\"\(text)\" on screen", timeout: timeout, sourceLocation: sourceLocation) { rows in
            rows.contains { $0.contains(text) }
        }
    }

    struct TimedOut: Error {}

    @discardableResult
    private func tmux(_ arguments: [String], capturingOutput: Bool = true) throws -> String {
        try ChildProcess.run("/usr/bin/tmux", ["-L", socket] + arguments, captureOutput: capturingOutput).output
    }

}
