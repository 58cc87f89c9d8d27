import Foundation

/// Runs a program to completion with `posix_spawn` and `waitpid`, capturing its output.
///
/// Foundation's `Process` can miss the child's exit on Linux when tests run on Swift's
/// cooperative threads (the child stays a zombie and `waitUntilExit` never returns); this
/// helper waits for the child itself.
package enum ChildProcess {
    package struct Outcome {
        package let status: Int32
        package let output: String
        package let error: String
    }

    /// Runs `path` with `arguments` to its end; standard input is /dev/null (see `spawn`).
    package static func run(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil, captureOutput: Bool = true,
        blockedSignals: [Int32] = []
    ) throws -> Outcome {
        let outputFile = captureOutput ? temporaryFile() : "/dev/null"
        let errorFile = captureOutput ? temporaryFile() : "/dev/null"
        defer {
            if captureOutput {
                unlink(outputFile)
                unlink(errorFile)
            }
        }
        let pid = try spawn(
            path, arguments, environment: environment, output: outputFile, error: errorFile,
            blockedSignals: blockedSignals)
        let status = wait(pid)
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(
            status: exitStatus,
            output: captureOutput ? read(outputFile) : "",
            error: captureOutput ? read(errorFile) : ""
        )
    }

    /// Starts `path` with `arguments` and returns its pid without waiting: standard input is
    /// /dev/null, standard output goes to the file `output`, standard error to the file `error`
    /// (or stays the test runner's when `nil`).
    ///
    /// The child starts with every signal at its default action and none blocked except
    /// `blockedSignals`, as from a login shell — not with the test runner's (whose threads block
    /// most signals, which a tmux server or a database server started here would inherit).
    package static func spawn(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil, output: String,
        error: String? = nil, blockedSignals: [Int32] = []
    ) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in blockedSignals { sigaddset(&mask, signal) }
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in Int32(1)..<32 where signal != SIGKILL && signal != SIGSTOP { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let error {
            posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environmentList = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let envp = environmentList.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }

        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return pid
    }

    /// Waits for the child `pid` to end; returns its wait status.
    package static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    private static func temporaryFile() -> String {
        NSTemporaryDirectory() + "/roster-child-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    }

    private static func read(_ path: String) -> String {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
