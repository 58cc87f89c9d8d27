import Foundation
import Roster
import RosterTestSupport
import TerminalUICore

/// `rss-after-load` runs in a child process of its own: load the data file into a store, show
/// the list headless, then report the process's peak resident memory (VmHWM).
enum RSSChild {
    /// In the child: loads `file`, hosts the app on it and prints VmHWM in MB.
    @MainActor
    static func run(file: String) {
        do {
            let contents = try PersonsFile(path: file).load()
            let store = PersonStore(persons: contents.persons)
            let host = TestHost(roster: store, width: HeadlessScenarios.width, height: HeadlessScenarios.height)
            precondition(
                host.screen.joined().contains(contents.persons[0].name.prefix(5)),
                "rss-after-load: the list is not shown")
            print(peakResidentMegabytes())
            withExtendedLifetime((store, host)) {}
        } catch {
            log("rss child: \(error)")
            exit(1)
        }
    }

    /// In the parent: runs the child on `file` and reads its answer.
    static func measure(executable: String, file: String) throws -> Double {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw BenchError("cannot make a pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        let arguments: [String] = [executable, "--rss-child", file]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(pipe[1])
        guard result == 0 else {
            close(pipe[0])
            throw BenchError("cannot start the rss child: \(String(cString: strerror(result)))")
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        close(pipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard status == 0, let megabytes = Double(text) else {
            throw BenchError("the rss child failed (status \(status)): \(text)")
        }
        return megabytes
    }

    /// VmHWM from /proc/self/status, in MB (10^6 bytes).
    static func peakResidentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? -1
            return kilobytes * 1024 / 1_000_000
        }
        return -1
    }
}
