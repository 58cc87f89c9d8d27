import Foundation
import Testing

/// The real `roster` binary in a detached tmux session of its own (one tmux server per pane),
/// for the end-to-end tests that need a server of their own (`PrivateServer`).
final class TmuxPane {
    private let socket = "roster-pg-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

    /// The `roster` executable built next to the test bundle.
    static var rosterPath: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("roster").path
    }

    /// Runs roster with `arguments` in a 100 × 30 pane; the pane prints `[exit N]` when it ends.
    init(roster arguments: [String]) throws {
        let quoted = ([Self.rosterPath] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let command = quoted.joined(separator: " ") + "; echo \"[exit $?]\"; sleep 600"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30", command])
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Sends tmux key names (`Enter`, `C-s`, `q`).
    func send(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    /// The screen now, one string per row.
    func screen() throws -> [String] {
        try tmux(["capture-pane", "-p"]).components(separatedBy: "\n")
    }

    /// Polls the screen (up to 20 s) until `condition` holds; returns the last screen, and
    /// records a failure when it never held.
    @discardableResult
    func waitFor(_ description: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = ContinuousClock.now + .seconds(20)
        var last: [String] = []
        while ContinuousClock.now < deadline {
            last = try screen()
            if condition(last) { return last }
            usleep(20_000)
        }
        Issue.record("Timed out waiting for \(description). Screen:\n\(last.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return last
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
        defer { unlink(output) }
        let status = try TestServer.run("/usr/bin/tmux", ["-L", socket] + arguments, output: output)
        try #require(status == 0, "tmux \(arguments.first ?? "") failed (status \(status))")
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }
}
