import Foundation

/// The real `roster` binary running in a real terminal emulator (tmux), for end-to-end tests.
///
/// Each session has its own tmux server (socket), so tests run side by side. Tests poll the
/// screen until it shows what they expect (`waitFor`), with a generous timeout: never a fixed
/// sleep as the only synchronisation. A wait that times out throws `TimedOut`, which names what
/// was awaited and shows the last screen; the test that threw it fails with that description.
package final class TmuxSession {
    private let socket: String
    package let width: Int
    package let height: Int

    /// The `roster` executable built next to the test bundle.
    package static var rosterPath: String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("roster").path
    }

    /// Starts `command` (run by `sh -c`) in a detached tmux session of `width` × `height`;
    /// its processes start with `blockedSignals` blocked (none, as in a terminal window).
    package init(
        command: String, width: Int = 100, height: Int = 30, environment: [String: String] = [:],
        blockedSignals: [Int32] = []
    ) throws {
        socket = "roster-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        self.width = width
        self.height = height
        var arguments = ["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)"]
        // Exported by the shell that runs the command (tmux's `-e` does not reach it).
        let exports = environment.sorted { $0.key < $1.key }.map { "export \($0.key)=\(Self.shellQuote($0.value)); " }
            .joined()
        arguments.append(exports + command)
        // The server this starts lives on: it must not hold our output pipe open.
        _ = try ChildProcess.run(
            "/usr/bin/tmux", ["-L", socket] + arguments, captureOutput: false, blockedSignals: blockedSignals)
        try tmux(["set-option", "-g", "remain-on-exit", "on"])
    }

    deinit {
        // The pane's processes first, by id: one that blocks SIGHUP (as a test may ask) would
        // outlive kill-server. And a server that blocks SIGTERM, which kill-server sends it,
        // is ended by id too.
        let server = (try? display("#{pid}")).flatMap { pid_t($0) }
        for pid in (try? paneProcesses().map(\.pid)) ?? [] {
            kill(pid, SIGKILL)
        }
        _ = try? tmux(["kill-server"], capturingOutput: false)
        if let server {
            let deadline = Date().addingTimeInterval(0.5)
            while Self.isRunning(server) && Date() < deadline { usleep(10_000) }
            if Self.isRunning(server) { kill(server, SIGKILL) }
        }
    }

    /// Whether `pid` is a live process (not gone, not a zombie waiting to be reaped).
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return false }
        return !stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    /// A shell command line that runs roster with `arguments`, then prints its exit status.
    package static func rosterCommand(_ arguments: [String], environment: [String: String] = [:]) -> String {
        let assignments = environment.map { "\($0.key)=\(shellQuote($0.value))" }.sorted().joined(separator: " ")
        let argumentList = arguments.map(shellQuote).joined(separator: " ")
        return "\(assignments) \(shellQuote(rosterPath)) \(argumentList); echo \"[exit $?]\"; sleep 600"
    }

    package static func shellQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The screen now, one string per row.
    package func screen() throws -> [String] {
        try tmux(["capture-pane", "-p"]).components(separatedBy: "\n")
    }

    /// The screen now with its colours and attributes as escape sequences (`capture-pane -e`).
    package func screenWithAttributes() throws -> [String] {
        try tmux(["capture-pane", "-p", "-e"]).components(separatedBy: "\n")
    }

    /// The process ids of `name` (its `comm`) among the pane's processes: the pane's shell and
    /// everything it started. Only this pane's processes are looked at.
    package func processes(named name: String) throws -> [pid_t] {
        try paneProcesses().filter { $0.name == name }.map(\.pid)
    }

    /// The pane's shell and every process it started, with their names (`comm`).
    private func paneProcesses() throws -> [(pid: pid_t, name: String)] {
        guard let shell = pid_t(try display("#{pane_pid}")) else { return [] }
        var found: [(pid: pid_t, name: String)] = []
        var queue = [shell]
        while let pid = queue.popLast() {
            let comm = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(
                in: .whitespacesAndNewlines)
            found.append((pid, comm ?? ""))
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            for task in tasks {
                let children =
                    (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
                queue += children.split(separator: " ").compactMap {
                    pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
                }
            }
        }
        return found
    }

    /// The one `roster` process running in the pane; throws if there is not exactly one.
    package func rosterProcess() throws -> pid_t {
        let found = try processes(named: "roster")
        guard found.count == 1 else { throw Unexpected(description: "one roster process in the pane, found \(found)") }
        return found[0]
    }

    /// Sets the pane's title, as a program could with an escape sequence.
    package func setTitle(_ title: String) throws {
        try tmux(["select-pane", "-T", title])
    }

    /// Types keys (tmux key names such as `Down`, `Enter`, `C-s`, or literal text with `literal`).
    package func send(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys"] + (literal ? ["-l"] : []) + keys)
    }

    /// Sends `bytes` to the program as they are (`send-keys -H`), in one command.
    package func sendBytes(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Pastes `text` as tmux's `paste-buffer` does (line feeds sent as carriage returns):
    /// between bracketed-paste markers if `bracketed` and the program asked for them.
    package func paste(_ text: String, bracketed: Bool = true) throws {
        try tmux(["set-buffer", "-b", "roster-test", "--", text])
        try tmux(["paste-buffer", "-d", "-b", "roster-test"] + (bracketed ? ["-p"] : []))
    }

    /// Pastes the contents of the file at `path` (for pastes too large for a command line).
    package func paste(contentsOf path: String, bracketed: Bool = true) throws {
        try tmux(["load-buffer", "-b", "roster-test", path])
        try tmux(["paste-buffer", "-d", "-b", "roster-test"] + (bracketed ? ["-p"] : []))
    }

    /// Resizes the terminal.
    package func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    /// A tmux format value for the pane, e.g. `#{pane_title}` or `#{cursor_x}`.
    package func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", format]).trimmingCharacters(in: .newlines)
    }

    /// Polls the screen until `condition` holds; throws `TimedOut` with the last screen if it
    /// does not within `timeout` seconds.
    @discardableResult
    package func waitFor(
        _ description: String,
        timeout: Double = 15,
        _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            usleep(20_000)
        }
        throw TimedOut(description: "Timed out waiting for \(description). Screen:\n\(last.joined(separator: "\n"))")
    }

    /// Waits until some row contains `text`.
    @discardableResult
    package func waitFor(text: String, timeout: Double = 15) throws -> [String] {
        try waitFor("\"\(text)\" on screen", timeout: timeout) { rows in
            rows.contains { $0.contains(text) }
        }
    }

    /// Waits until every one of `texts` is on screen: a frame can reach tmux in more than one
    /// piece, so a test that reads more than one part of a frame waits for all of them.
    @discardableResult
    package func waitFor(texts: [String], timeout: Double = 15) throws -> [String] {
        try waitFor("\(texts) on screen", timeout: timeout) { rows in
            texts.allSatisfy { text in rows.contains { $0.contains(text) } }
        }
    }

    /// The screen once it has stopped changing (the same over four polls in a row): a frame
    /// can reach tmux in more than one piece, so a screen kept to compare with later is taken
    /// whole. Throws `TimedOut` if it keeps changing for `timeout` seconds.
    package func settledScreen(timeout: Double = 15) throws -> [String] {
        var previous: [String]?
        var samePolls = 0
        return try waitFor("the screen to stop changing", timeout: timeout) { rows in
            samePolls = rows == previous ? samePolls + 1 : 0
            previous = rows
            return samePolls >= 3
        }
    }

    /// A wait that did not end in time: what was awaited, and the last screen if there is one.
    package struct TimedOut: Error, CustomStringConvertible {
        package let description: String
    }

    /// Something in the pane that is not as it must be.
    package struct Unexpected: Error, CustomStringConvertible {
        package let description: String
    }

    /// Polls `condition` (a file's contents, a process's state) until it holds; throws
    /// `TimedOut` if it does not within `timeout` seconds.
    package static func poll(
        _ description: String,
        timeout: Double = 15,
        _ condition: () throws -> Bool
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return }
            usleep(20_000)
        }
        if try condition() { return }
        throw TimedOut(description: "Timed out waiting for \(description).")
    }

    @discardableResult
    private func tmux(_ arguments: [String], capturingOutput: Bool = true) throws -> String {
        try ChildProcess.run("/usr/bin/tmux", ["-L", socket] + arguments, captureOutput: capturingOutput).output
    }
}
