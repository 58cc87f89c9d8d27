import Foundation
import TerminalUI
import Testing

/// Text snapshots of the app's screens, kept under `Tests/RosterTests/Snapshots/<name>.txt`, in
/// the format of TerminalUITests' snapshots: the screen's rows, `---`, a style mask (`.` plain,
/// `R` reverse, `U` underline, `B` bold, `I` italic, lower case when also dim, `D` dim alone)
/// and the cursor. `SNAPSHOT_UPDATE=1` writes them; otherwise a missing one fails.
@MainActor
enum AppSnapshot {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    /// The two screen sizes every new view is drawn at.
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

    static func render(_ host: TestHost) -> String {
        let canvas = host.canvas
        var lines = host.screen
        lines.append("---")
        for y in 0..<canvas.size.height {
            var mask = ""
            for x in 0..<canvas.size.width {
                let attributes = canvas[x, y].style.attributes
                let main: Character? = attributes.contains(.reverse) ? "R" : attributes.contains(.underline) ? "U"
                    : attributes.contains(.bold) ? "B" : attributes.contains(.italic) ? "I" : nil
                let dim = attributes.contains(.dim)
                mask.append(main.map { dim ? Character($0.lowercased()) : $0 } ?? (dim ? "D" : "."))
            }
            while mask.last == "." { mask.removeLast() }
            lines.append(mask)
        }
        lines.append(host.cursor.map { "cursor: \($0.x),\($0.y)" } ?? "cursor: none")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Compares what `host` shows with the snapshot `name` (written when updating).
    static func assert(_ host: TestHost, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = render(host)
        let file = directory.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["SNAPSHOT_UPDATE"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            if (try? String(contentsOf: file, encoding: .utf8)) != actual {
                #expect(throws: Never.self, sourceLocation: sourceLocation) { try actual.write(to: file, atomically: true, encoding: .utf8) }
            }
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("Missing snapshot \(name) (SNAPSHOT_UPDATE=1 records it). It would be:\n\(actual)", sourceLocation: sourceLocation)
            return
        }
        #expect(expected == actual, "Snapshot \(name) differs.\n--- expected\n\(expected)--- actual\n\(actual)", sourceLocation: sourceLocation)
    }
}
