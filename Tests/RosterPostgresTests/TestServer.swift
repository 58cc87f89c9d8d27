import Foundation
import RosterTestSupport
import Testing

@testable import RosterPostgres

/// Every PostgreSQL test (each on a database of its own; the one that kills a server has a
/// server of its own).
@Suite struct PostgresTests {}

/// What the PostgreSQL tests do with the throwaway server beyond `PostgresTestServer`: async
/// connections, prepared databases, roles, and stopping, killing and starting a server.
enum TestServer {
    /// A connection as the superuser, to the database `name` (the maintenance database if nil).
    static func admin(database name: String? = nil) async throws -> PostgresConnection {
        let url = try name.map { try PostgresTestServer.url(database: $0) } ?? PostgresTestServer.url()
        return try await PostgresConnection.connect(PostgresConfiguration(url))
    }

    /// A new empty database; the configuration reaches it as the superuser.
    static func newDatabase() throws -> (name: String, configuration: PostgresConfiguration) {
        let name = try PostgresTestServer.newDatabase()
        return (name, try PostgresConfiguration(PostgresTestServer.url(database: name)))
    }

    /// A new database with the roster schema, and a connection to it.
    static func preparedDatabase() async throws -> (name: String, connection: PostgresConnection) {
        let (name, configuration) = try newDatabase()
        let connection = try await PostgresConnection.connect(configuration)
        try await PostgresSchema.prepare(connection)
        return (name, connection)
    }

    /// Kills the server with SIGKILL (the postmaster and every process it started) and waits
    /// until they are all gone — reaped, not zombies: a new server refuses to start while the
    /// old one's pid still exists.
    static func kill(folder: String) throws {
        let pidFile = try String(contentsOfFile: folder + "/data/postmaster.pid", encoding: .utf8)
        let postmaster = try #require(pidFile.split(separator: "\n").first.flatMap { Int32($0) })
        let processes = [postmaster] + children(of: postmaster)
        for pid in processes { Foundation.kill(pid, SIGKILL) }
        for pid in processes {
            try poll("process \(pid) is reaped") { Foundation.kill(pid, 0) != 0 }
        }
    }

    /// Sends `signal` to the server (the postmaster and every process it started): SIGSTOP
    /// makes a server that is up but does not answer, SIGCONT wakes it.
    static func signal(_ signal: Int32, folder: String) throws {
        let pidFile = try String(contentsOfFile: folder + "/data/postmaster.pid", encoding: .utf8)
        let postmaster = try #require(pidFile.split(separator: "\n").first.flatMap { Int32($0) })
        for pid in [postmaster] + children(of: postmaster) { Foundation.kill(pid, signal) }
    }

    /// Starts the server again (the script waits until it accepts connections).
    static func start(folder: String) throws {
        let status = try run(folder + "/start", output: "/dev/null")
        try #require(status == 0, "the test server did not start again (status \(status))")
    }

    /// Runs `path` with `arguments` to its end, standard output to the file `output`; returns
    /// its wait status (`ChildProcess`: every signal at its default and none blocked, not the
    /// test runner's mask, which a server would inherit).
    static func run(_ path: String, _ arguments: [String] = [], output: String) throws -> Int32 {
        ChildProcess.wait(try spawn(path, arguments, output: output))
    }

    /// Starts `path` with `arguments` (see `run`) and returns its pid without waiting.
    static func spawn(_ path: String, _ arguments: [String] = [], output: String) throws -> pid_t {
        try ChildProcess.spawn(path, arguments, output: output)
    }

    /// scripts/with-postgres.sh, from this file's place in the source tree.
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/with-postgres.sh").path

    /// Whether the process `pid` exists and has not ended (a zombie whose parent has not
    /// reaped it yet has ended).
    static func isRunning(_ pid: Int32) -> Bool {
        guard Foundation.kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }

    /// The processes whose parent is `pid` (from /proc).
    private static func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Int32? in
            guard let child = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // After "pid (name) ": the state, then the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid ? child : nil
        }
    }

    /// Waits (polling, up to 30 s) until `condition` holds.
    static func poll(_ what: String, _ condition: () throws -> Bool) throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while try !condition() {
            try #require(ContinuousClock.now < deadline, "timed out waiting until \(what)")
            usleep(20_000)
        }
    }
}

/// A throwaway server of a test's own (scripts/with-postgres.sh in the background), for tests
/// that stop it: the shared server stays up for every other test meanwhile.
final class PrivateServer {
    /// The superuser's URL (maintenance database) and the server's folder.
    let url: String
    let folder: String
    private let script: pid_t

    init() throws {
        let info = FileManager.default.temporaryDirectory.appendingPathComponent(
            "roster-private-pg-\(UUID().uuidString)"
        ).path
        defer { unlink(info) }
        // The command says where the server is, then waits until `finish` asks it to end.
        let command =
            #"printf '%s\n%s\n' "$ROSTER_TEST_DATABASE_URL" "$ROSTER_TEST_PG_DIR" > "$0.part" && mv "$0.part" "$0"; "#
            + #"while [ ! -e "$ROSTER_TEST_PG_DIR/finished" ]; do sleep 0.1; done"#
        script = try TestServer.spawn(TestServer.script, ["--", "sh", "-c", command, info], output: "/dev/null")
        try TestServer.poll("the private server starts") { FileManager.default.fileExists(atPath: info) }
        let lines = try String(contentsOfFile: info, encoding: .utf8).split(separator: "\n").map(String.init)
        try #require(lines.count == 2, "the private server said \(lines)")
        url = lines[0]
        folder = lines[1]
    }

    /// Stops and removes the server (the script's cleanup) and waits for it.
    deinit {
        _ = FileManager.default.createFile(atPath: folder + "/finished", contents: nil)
        var status: Int32 = 0
        while waitpid(script, &status, 0) < 0 && errno == EINTR {}
    }
}

/// Collects what a stream yields, so a test can wait for one element after another.
actor Inbox<Element: Sendable> {
    private(set) var received: [Element] = []

    init(_ stream: AsyncStream<Element>) {
        Task { await self.drain(stream) }
    }

    private func drain(_ stream: AsyncStream<Element>) async {
        for await element in stream { received.append(element) }
    }

    /// Waits (polling, up to 30 s) for an element received after the first `skipping` that
    /// satisfies `matches`; returns its index, or nil when none came.
    func waitForElement(after skipping: Int = 0, _ matches: (Element) -> Bool) async -> Int? {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if let index = received.indices.dropFirst(skipping).first(where: { matches(received[$0]) }) {
                return index
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }
}
