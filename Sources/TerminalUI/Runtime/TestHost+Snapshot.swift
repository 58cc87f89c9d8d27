import Foundation

/// Text snapshots of what a `TestHost` shows, the one renderer every snapshot test uses.
///
/// A snapshot holds:
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
extension TestHost {
    /// The snapshot text of what the host shows now.
    package var snapshot: String {
        let canvas = self.canvas
        var lines = canvas.lines
        lines.append("---")
        for y in 0..<canvas.size.height {
            var mask = ""
            for x in 0..<canvas.size.width {
                mask.append(Self.maskCharacter(for: canvas[x, y].style))
            }
            while mask.last == "." { mask.removeLast() }
            lines.append(mask)
        }
        lines.append(cursor.map { "cursor: \($0.x),\($0.y)" } ?? "cursor: none")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The mask character for one cell's style (see above).
    nonisolated package static func maskCharacter(for style: Style) -> Character {
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

    /// Compares the snapshot with the file `name`.txt in `directory`: nil when they agree,
    /// else what differs. With `SNAPSHOT_UPDATE=1` in the environment the file is written
    /// instead (only when it differs); without it, a missing file is a difference.
    package func snapshotProblem(named name: String, in directory: URL) -> String? {
        let actual = snapshot
        let file = directory.appendingPathComponent("\(name).txt")
        let expected = try? String(contentsOf: file, encoding: .utf8)
        if ProcessInfo.processInfo.environment["SNAPSHOT_UPDATE"] == "1" {
            guard expected != actual else { return nil }
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
                return nil
            } catch {
                return "Could not write snapshot \(name): \(error)"
            }
        }
        guard let expected else {
            return "Missing snapshot \(name) (run with SNAPSHOT_UPDATE=1 to record it). It would be:\n\(actual)"
        }
        return expected == actual ? nil : "Snapshot \(name) differs.\n--- expected\n\(expected)--- actual\n\(actual)"
    }
}
