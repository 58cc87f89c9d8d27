import CNcursesw
import Foundation
import Testing

/// The real `roster` binary on a pseudo-terminal of its own: keys are written straight to it
/// and its output is read back, with no terminal emulator between — fast enough to start and
/// kill it hundreds of times.
///
/// The child runs in a session of its own with the pseudo-terminal as its controlling
/// terminal, so it behaves as it would in a terminal window. Output is drained while waiting
/// (a full pseudo-terminal would block the child), and waits poll with a timeout.
final class PseudoTerminal {
    let pid: pid_t
    private let master: Int32
    /// Everything the child wrote so far.
    private(set) var output: [UInt8] = []
    private var exitStatus: Int32?

    /// Starts `path` with `arguments` on a new `width` × `height` pseudo-terminal.
    init(_ path: String, _ arguments: [String], width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        var name = [CChar](repeating: 0, count: 256)
        master = roster_open_pty(&name, UInt(name.count))
        guard master >= 0 else { throw POSIXError(.ENXIO) }
        let terminalPath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid (below), the terminal becomes the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Signals as in a terminal window: none blocked, all at their default actions.
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in Int32(1)..<32 where signal != SIGKILL && signal != SIGSTOP { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(0x80 | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))  // 0x80: POSIX_SPAWN_SETSID

        var variables = ProcessInfo.processInfo.environment
        variables["TERM"] = "xterm-256color"
        variables.merge(environment) { $1 }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard result == 0 else {
            close(master)
            throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL)
        }
        pid = child
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            _ = waitForExit()
        }
        close(master)
    }

    /// Types `text` (control characters as they are: "\r" is Return, "\u{13}" Ctrl-S).
    func send(_ text: String) {
        var bytes = Array(text.utf8)
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Foundation.write(master, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.removeFirst(count)
            } else if errno == EAGAIN || errno == EINTR {
                drain()
                usleep(1_000)
            } else {
                return
            }
        }
    }

    /// Reads whatever output is waiting.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            output.append(contentsOf: buffer[..<count])
        }
    }

    /// Whether the output so far contains `text`.
    func hasShown(_ text: String) -> Bool {
        drain()
        let needle = Array(text.utf8)
        guard !needle.isEmpty, output.count >= needle.count else { return needle.isEmpty }
        return output.indices.dropLast(needle.count - 1).contains { start in
            output[start] == needle[0] && output[start..<start + needle.count].elementsEqual(needle)
        }
    }

    /// Polls until `condition` holds, draining output meanwhile; false if `timeout` passes.
    func wait(timeout: Double = 15, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            drain()
            if condition() { return true }
            usleep(2_000)
        }
        drain()
        return condition()
    }

    /// Keeps draining output for `seconds` (the child must not block on a full terminal).
    func pump(for seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            drain()
            usleep(500)
        } while Date() < deadline
    }

    /// Sends `signal` to the child.
    func signal(_ number: Int32) {
        kill(pid, number)
    }

    /// Waits for the child to end; returns its exit status (128 + the signal if one ended it).
    @discardableResult
    func waitForExit() -> Int32 {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0 && errno != EINTR { break }
            drain()
            usleep(1_000)
        }
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        exitStatus = code
        return code
    }
}
