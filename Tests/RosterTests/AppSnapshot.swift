import Foundation
import TerminalUICore
import Testing

/// Text snapshots of the app's screens (`TestHost.snapshot`), kept under
/// `Tests/RosterTests/Snapshots/<name>.txt`. `SNAPSHOT_UPDATE=1` writes them; otherwise a
/// missing one fails.
@MainActor
enum AppSnapshot {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    /// The two screen sizes every new view is drawn at.
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

    /// Compares what `host` shows with the snapshot `name` (written when updating).
    static func assert(_ host: TestHost, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let problem = host.snapshotProblem(named: name, in: directory) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }
}
