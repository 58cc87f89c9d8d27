import Foundation
import Testing
@testable import TerminalUI

/// Text snapshots of a screen, kept under `Tests/TerminalUITests/Snapshots/<name>.txt`.
///
/// A snapshot file holds:
/// 1. the screen text, one line per row, trailing blanks removed (as `TestHost.screen`);
/// 2. a line `---`;
/// 3. a style mask, one line per row, one character per *cell* (so a wide glyph takes two mask
///    characters), trailing plain cells removed;
/// 4. a line `cursor: x,y` (or `cursor: none`) for where the terminal cursor is shown.
///
/// Mask characters: `.` plain, `R` reverse, `U` underline, `B` bold, `I` italic, `D` dim.
/// A cell with several attributes shows the first of R, U, B, I that it has, in lower case if it
/// is also dim (`r` is a dimmed reverse: an unfocused selection; `u` a dimmed underline: a
/// placeholder); `D` is dim alone. Bold combined with reverse or underline is not shown
/// separately (a focused text field is told apart by its cursor line). Colours are not shown.
///
/// Snapshots compare exactly. Run with `SNAPSHOT_UPDATE=1` to write (or rewrite) them; without
/// it, a missing snapshot fails the test.
@MainActor
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["SNAPSHOT_UPDATE"] == "1"
    }

    /// The snapshot text of what `host` shows now.
    static func render(_ host: TestHost) -> String {
        let canvas = host.canvas
        var lines = canvas.lines
        lines.append("---")
        for y in 0..<canvas.size.height {
            var mask = ""
            for x in 0..<canvas.size.width {
                mask.append(maskCharacter(for: canvas[x, y].style))
            }
            while mask.last == "." { mask.removeLast() }
            lines.append(mask)
        }
        lines.append(host.cursor.map { "cursor: \($0.x),\($0.y)" } ?? "cursor: none")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The mask character for one cell's style (see the type's documentation).
    nonisolated static func maskCharacter(for style: Style) -> Character {
        let attributes = style.attributes
        let dim = attributes.contains(.dim)
        let main: Character?
        if attributes.contains(.reverse) {
            main = "R"
        } else if attributes.contains(.underline) {
            main = "U"
        } else if attributes.contains(.bold) {
            main = "B"
        } else if attributes.contains(.italic) {
            main = "I"
        } else {
            main = nil
        }
        guard let main else { return dim ? "D" : "." }
        return dim ? Character(main.lowercased()) : main
    }

    /// Compares what `host` shows with the snapshot `name`, or writes it when updating.
    static func assert(
        _ host: TestHost,
        named name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = render(host)
        let file = directory.appendingPathComponent("\(name).txt")
        if isUpdating {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let existing = try? String(contentsOf: file, encoding: .utf8)
                if existing != actual {
                    try actual.write(to: file, atomically: true, encoding: .utf8)
                }
            } catch {
                Issue.record("Could not write snapshot \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "Missing snapshot \(name) (run with SNAPSHOT_UPDATE=1 to record it). It would be:\n\(actual)",
                sourceLocation: sourceLocation
            )
            return
        }
        if expected != actual {
            Issue.record(
                "Snapshot \(name) differs.\n--- expected\n\(expected)--- actual\n\(actual)",
                sourceLocation: sourceLocation
            )
        }
    }
}
