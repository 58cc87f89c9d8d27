import Foundation
import Testing

extension PostgresTests {
    /// scripts/with-postgres.sh itself: a second throwaway server, started and always removed.
    @Suite struct WithPostgresScript {
        /// Runs `command` (a shell command) under the script; returns its wait status and the
        /// lines it printed.
        static func run(_ command: String) throws -> (status: Int32, lines: [String]) {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent(
                "with-postgres-\(UUID().uuidString)"
            ).path
            defer { unlink(output) }
            let status = try TestServer.run(TestServer.script, ["--", "sh", "-c", command], output: output)
            let text = try String(contentsOfFile: output, encoding: .utf8)
            return (status, text.split(separator: "\n").map(String.init))
        }

        /// The folder and the server's pid, as the command printed them first.
        static func server(from lines: [String]) throws -> (folder: String, pid: Int32) {
            try #require(lines.count >= 2, "the command printed \(lines)")
            return (lines[0], try #require(Int32(lines[1])))
        }

        static let printServer = #"echo "$ROSTER_TEST_PG_DIR"; head -n 1 "$ROSTER_TEST_PG_DIR/data/postmaster.pid"; "#

        @Test func aFailingCommandsStatusIsPassedOnAndTheServerIsRemoved() throws {
            let (status, lines) = try Self.run(
                Self.printServer + #"psql -X -Atc 'SELECT 40 + 2' "$ROSTER_TEST_DATABASE_URL"; exit 3"#)
            #expect(status >> 8 & 0xFF == 3)
            #expect(lines.count == 3 && lines[2] == "42")
            let server = try Self.server(from: lines)
            #expect(!FileManager.default.fileExists(atPath: server.folder))
            try TestServer.poll("the server \(server.pid) ends") { !TestServer.isRunning(server.pid) }
        }

        @Test func aSignalStopsTheCommandAndRemovesTheServer() throws {
            // The command signals the script (its parent), then would wait: the script stops it.
            let (status, lines) = try Self.run(Self.printServer + #"echo $$; kill -TERM $PPID; sleep 60"#)
            #expect(status >> 8 & 0xFF == 143)
            let server = try Self.server(from: lines)
            let command = try #require(lines.count == 3 ? Int32(lines[2]) : nil)
            #expect(!FileManager.default.fileExists(atPath: server.folder))
            try TestServer.poll("the server \(server.pid) ends") { !TestServer.isRunning(server.pid) }
            try TestServer.poll("the command \(command) ends") { !TestServer.isRunning(command) }
        }
    }
}
