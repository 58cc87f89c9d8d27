import CNcursesw
import Foundation

/// The real `roster` binary running on a pseudo-terminal that the benchmark owns: it sends
/// keys to the terminal side and counts every byte the program writes back.
final class RosterOnTerminal {
    let controller: Int32
    let pid: pid_t
    /// When the process was spawned.
    let spawnedAt: ContinuousClock.Instant
    /// Everything read so far.
    private(set) var output: [UInt8] = []
    private var exited = false

    /// Starts `binary --file dataFile` on a new `width` × `height` pseudo-terminal with
    /// TERM=xterm-256color, as the leader of a new session whose controlling terminal it is.
    init(binary: String, dataFile: String, home: String, width: Int, height: Int) throws {
        var path = [CChar](repeating: 0, count: 256)
        let controller = roster_open_pty(&path, UInt(path.count))
        guard controller >= 0 else { throw BenchError("cannot open a pseudo-terminal: \(String(cString: strerror(errno)))") }
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(controller, UInt(TIOCSWINSZ), &size) == 0 else {
            close(controller)
            throw BenchError("cannot set the pseudo-terminal's size")
        }
        let terminalPath = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A new session (setsid); the first terminal the leader opens without O_NOCTTY becomes
        // its controlling terminal, as TIOCSCTTY would make it.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(posixSpawnSetSID | Int32(POSIX_SPAWN_SETSIGMASK)))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, controller)
        posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        let arguments = [binary, "--file", dataFile]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = [
            "TERM=xterm-256color",
            "HOME=\(home)",
            "XDG_DATA_HOME=\(home)",
            "LANG=C.UTF-8",
            "PATH=/usr/bin:/bin",
        ]
        let envp = environment.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }

        var pid: pid_t = 0
        spawnedAt = .now
        let result = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
        guard result == 0 else {
            close(controller)
            throw BenchError("cannot start \(binary): \(String(cString: strerror(result)))")
        }
        self.controller = controller
        self.pid = pid
    }

    /// Reads until nothing arrived for `quiet` (or `timeout` passed, or the program exited);
    /// returns the bytes read and when the last of them arrived.
    @discardableResult
    func readUntilQuiet(quiet: Duration, timeout: Duration = .seconds(10), until condition: (([UInt8]) -> Bool)? = nil) -> (bytes: [UInt8], lastByteAt: ContinuousClock.Instant?) {
        let start = ContinuousClock.now
        let deadline = start + timeout
        var bytes: [UInt8] = []
        var lastByteAt: ContinuousClock.Instant?
        var conditionMet = condition == nil
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !exited {
            let now = ContinuousClock.now
            if now >= deadline { break }
            var wait = deadline - now
            if conditionMet {
                let quietEnd = (lastByteAt ?? start) + quiet
                if now >= quietEnd { break }
                wait = min(quietEnd, deadline) - now
            }
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(max(1, wait.milliseconds.rounded(.up))))
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            if count <= 0 {
                if count < 0 && errno == EINTR { continue }
                exited = true  // EIO: the terminal side was closed
                break
            }
            lastByteAt = .now
            bytes.append(contentsOf: buffer[0..<count])
            output.append(contentsOf: buffer[0..<count])
            if !conditionMet, let condition, condition(output) { conditionMet = true }
        }
        return (bytes, lastByteAt)
    }

    /// Sends bytes as if typed.
    func send(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            written += count
        }
    }

    /// Ends the program (SIGTERM; it gives the terminal back) and closes the terminal.
    func stop() {
        kill(pid, SIGTERM)
        _ = readUntilQuiet(quiet: .milliseconds(50), timeout: .seconds(2))
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        close(controller)
    }
}

/// glibc's POSIX_SPAWN_SETSID (2.26 and later), which its header only declares under _GNU_SOURCE.
private let posixSpawnSetSID: Int32 = 0x80

struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in these bytes.
    func contains(bytes needle: [UInt8]) -> Bool {
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
