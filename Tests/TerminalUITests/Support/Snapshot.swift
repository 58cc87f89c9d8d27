import Foundation
import Testing

@testable import TerminalUICore

/// TerminalUI's text snapshots (`TestHost.snapshot`), kept under
/// `Tests/TerminalUITests/Snapshots/<name>.txt`. `SNAPSHOT_UPDATE=1` writes them; without it,
/// a missing snapshot fails the test.
@MainActor
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    /// Compares what `host` shows with the snapshot `name`, or writes it when updating.
    static func assert(_ host: TestHost, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let problem = host.snapshotProblem(named: name, in: directory) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }
}
