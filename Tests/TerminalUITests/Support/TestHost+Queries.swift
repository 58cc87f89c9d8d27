@testable import TerminalUICore

/// Small queries over a hosted screen, so assertions read as what a user sees.
@MainActor
extension TestHost {
    /// Where `text` first appears on screen (the cell of its first character), scanning rows
    /// top to bottom; wide glyphs count as the two cells they take.
    func locate(_ text: String) -> Point? {
        let canvas = canvas
        for y in 0..<canvas.size.height {
            var cells: [(x: Int, text: String)] = []
            for x in 0..<canvas.size.width where canvas[x, y].width != 0 {
                cells.append((x, canvas[x, y].text))
            }
            for start in cells.indices {
                var joined = ""
                var index = start
                while joined.count < text.count, index < cells.count {
                    joined += cells[index].text
                    index += 1
                }
                if joined.hasPrefix(text) {
                    return Point(x: cells[start].x, y: y)
                }
            }
        }
        return nil
    }

    /// Whether `text` is anywhere on screen.
    func shows(_ text: String) -> Bool {
        screen.contains { $0.contains(text) }
    }

    /// The attributes of the cell where `text` starts (empty when it is not on screen).
    func attributes(of text: String) -> Style.Attributes {
        guard let point = locate(text) else { return [] }
        return cell(x: point.x, y: point.y).style.attributes
    }

    /// Whether every cell of `text` (where it first appears) is drawn in reverse video.
    func isReversed(_ text: String) -> Bool {
        guard let point = locate(text) else { return false }
        let width = Glyph.width(of: text)
        return (point.x..<(point.x + width)).allSatisfy { cell(x: $0, y: point.y).style.attributes.contains(.reverse) }
    }
}
