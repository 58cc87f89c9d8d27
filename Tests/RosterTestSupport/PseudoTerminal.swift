import CNcursesw
import Foundation

/// A program (the real `roster` binary) on a pseudo-terminal of its own: keys are written
/// straight to it and its output is read back, with no terminal emulator between — fast
/// enough to start and kill it hundreds of times, and to time it (`make bench`).
///
/// The child runs in a session of its own with the pseudo-terminal as its controlling
/// terminal and every signal at its default action, none blocked, so it behaves as it would in
/// a terminal window. Output is drained while waiting (a full pseudo-terminal would block the
/// child), and waits poll with a timeout.
package final class PseudoTerminal {
    package let pid: pid_t
    /// The controlling side of the pseudo-terminal (non-blocking).
    private let controller: Int32
    /// When the child was spawned.
    package let spawnedAt: ContinuousClock.Instant
    /// Everything the child wrote so far.
    package private(set) var output: [UInt8] = []
    private var exitStatus: Int32?
    /// Whether the terminal side was closed (every process on it is gone).
    private var isClosed = false

    /// Starts `path` with `arguments` on a new `width` × `height` pseudo-terminal, with
    /// TERM=xterm-256color and `environment` added to this process's environment (or, with
    /// `inheritingEnvironment` false, to nothing else).
    package init(
        _ path: String,
        _ arguments: [String],
        width: Int = 100,
        height: Int = 30,
        environment: [String: String] = [:],
        inheritingEnvironment: Bool = true
    ) throws {
        var name = [CChar](repeating: 0, count: 256)
        controller = roster_open_pty(&name, UInt(name.count))
        guard controller >= 0 else { throw POSIXError(.ENXIO) }
        let terminalPath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(controller, UInt(TIOCSWINSZ), &size) == 0 else {
            close(controller)
            throw POSIXError(.ENOTTY)
        }
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        _ = fcntl(controller, F_SETFD, FD_CLOEXEC)

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
        posix_spawnattr_setflags(&attributes, Int16(Self.spawnSetSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var variables = inheritingEnvironment ? ProcessInfo.processInfo.environment : [:]
        variables["TERM"] = "xterm-256color"
        variables.merge(environment) { $1 }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var child: pid_t = 0
        spawnedAt = .now
        let result = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard result == 0 else {
            close(controller)
            throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL)
        }
        pid = child
    }

    /// glibc's POSIX_SPAWN_SETSID (2.26 and later), which its header declares only under
    /// _GNU_SOURCE.
    private static var spawnSetSID: Int32 { 0x80 }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            _ = waitForExit()
        }
        close(controller)
    }

    // MARK: Input

    /// Types `text` (control characters as they are: "\r" is Return, "\u{13}" Ctrl-S).
    package func send(_ text: String) {
        send(Array(text.utf8))
    }

    /// Sends bytes as if typed.
    package func send(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(controller, $0.baseAddress, $0.count) }
            if count > 0 {
                written += count
            } else if errno == EAGAIN || errno == EINTR {
                drain()
                usleep(1_000)
            } else {
                return
            }
        }
    }

    /// Sends `signal` to the child.
    package func signal(_ number: Int32) {
        kill(pid, number)
    }

    // MARK: Output

    /// Reads whatever output is waiting.
    package func drain() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !isClosed {
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            if count > 0 {
                output.append(contentsOf: buffer[..<count])
                continue
            }
            if count < 0 && errno == EINTR { continue }
            if count == 0 || errno == EIO { isClosed = true }
            return
        }
    }

    /// Whether the output so far contains `text`.
    package func hasShown(_ text: String) -> Bool {
        drain()
        return output.contains(bytes: Array(text.utf8))
    }

    /// Polls until `condition` holds, draining output meanwhile; false if `timeout` passes.
    package func wait(timeout: Double = 15, until condition: () -> Bool) -> Bool {
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
    package func pump(for seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            drain()
            usleep(500)
        } while Date() < deadline
    }

    /// Reads as output arrives — waking as soon as it does, for timing it — until `condition`
    /// holds of all the output so far and then nothing more arrives for `quiet` (or `timeout`
    /// passes, or the terminal closes); returns the bytes read and when the last of them came.
    @discardableResult
    package func readUntilQuiet(
        quiet: Duration,
        timeout: Duration = .seconds(10),
        until condition: (([UInt8]) -> Bool)? = nil
    ) -> (bytes: [UInt8], lastByteAt: ContinuousClock.Instant?) {
        let start = ContinuousClock.now
        let deadline = start + timeout
        var bytes: [UInt8] = []
        var lastByteAt: ContinuousClock.Instant?
        var conditionMet = condition == nil
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !isClosed {
            let now = ContinuousClock.now
            if now >= deadline { break }
            var wait = deadline - now
            if conditionMet {
                let quietEnd = (lastByteAt ?? start) + quiet
                if now >= quietEnd { break }
                wait = min(quietEnd, deadline) - now
            }
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            let milliseconds = Double(wait.components.seconds) * 1_000 + Double(wait.components.attoseconds) / 1e15
            let ready = poll(&descriptor, 1, Int32(max(1, milliseconds.rounded(.up))))
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            if count <= 0 {
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                isClosed = true  // EIO: the terminal side was closed
                break
            }
            lastByteAt = .now
            bytes.append(contentsOf: buffer[0..<count])
            output.append(contentsOf: buffer[0..<count])
            if !conditionMet, let condition, condition(output) { conditionMet = true }
        }
        return (bytes, lastByteAt)
    }

    // MARK: The end

    /// Waits for the child to end; returns its exit status (128 + the signal if one ended it).
    @discardableResult
    package func waitForExit() -> Int32 {
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

    /// Ends the child as a terminal window closing would not: SIGTERM, after which it gives the
    /// terminal back; reads what it writes meanwhile and waits for it.
    package func stop() {
        kill(pid, SIGTERM)
        readUntilQuiet(quiet: .milliseconds(50), timeout: .seconds(2))
        waitForExit()
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in these bytes.
    package func contains(bytes needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        return withUnsafeBufferPointer { haystack in
            let first = needle[0]
            var index = 0
            while index + needle.count <= haystack.count {
                if haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) {
                    return true
                }
                index += 1
            }
            return false
        }
    }
}
