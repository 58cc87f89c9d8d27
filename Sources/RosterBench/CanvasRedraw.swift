import Roster
import TerminalUICore

/// The `canvas-redraw` scenario: roster's list screen drawn by hand straight into a CellGrid — the
/// title, the rows of the persons on screen with the selected one reversed, the scroll
/// indicator, the dividers, the empty detail pane and the key help — then compared with the
/// frame before by `CellGrid.changes(since:)`, as `NcursesScreen.present` compares them. No views,
/// no engine: about the least a frame of that screen costs, to set the `key-*` scenarios against.
@MainActor
struct CanvasRedraw {
    static let size = Size(width: HeadlessScenarios.width, height: HeadlessScenarios.height)
    /// Columns of the list pane (the divider is the column after it).
    static let listWidth = 33
    /// The first screen row of the list.
    static let listTop = 2
    /// Screen rows of the list: everything between the title's divider and the key help.
    static let listHeight = size.height - 3
    /// Persons shown in full (two rows each: the name, then the age).
    static let fullRows = listHeight / 2

    private static let bold = Style(attributes: .bold)
    private static let dim = Style(attributes: .dim)
    private static let horizontal = Glyph("─")
    private static let vertical = Glyph("│")
    private static let crossing = Glyph("┼")
    private static let chevron = Glyph("›")
    private static let thumb = Glyph("┃")

    let persons: [Person]
    /// The help line's text.
    let help: String

    /// The screen with person `selection` selected and the list scrolled so that it is the
    /// last one shown in full, as `↓` leaves it (the first persons at the top until then).
    func draw(selection: Int) -> CellGrid {
        var canvas = CellGrid(size: Self.size)
        let top = max(0, selection - (Self.fullRows - 1))
        canvas.draw("Persons", at: Point(x: 1, y: 0), style: Self.bold)
        for x in 0..<Self.size.width where x != Self.listWidth {
            canvas.put(Self.horizontal, at: Point(x: x, y: 1), style: Self.dim)
        }
        for y in 0..<(Self.size.height - 1) {
            canvas.put(y == 1 ? Self.crossing : Self.vertical, at: Point(x: Self.listWidth, y: y), style: Self.dim)
        }
        let list = Rect(x: 0, y: Self.listTop, width: Self.listWidth, height: Self.listHeight)
        canvas.clipped(to: list) { canvas in
            var y = list.minY
            var index = top
            while y < list.maxY, index < persons.count {
                let person = persons[index]
                canvas.draw(
                    person.name, at: Point(x: 1, y: y), style: Self.bold,
                    clip: Rect(x: 1, y: y, width: Self.listWidth - 4, height: 1))
                canvas.draw(
                    "Age: \(person.age)", at: Point(x: 1, y: y + 1), style: Self.dim,
                    clip: Rect(x: 1, y: y + 1, width: Self.listWidth - 4, height: 1))
                canvas.put(Self.chevron, at: Point(x: Self.listWidth - 2, y: y), style: Self.dim)
                if index == selection {
                    canvas.restyle(Rect(x: 0, y: y, width: Self.listWidth - 1, height: 2)) {
                        $0.attributes.insert(.reverse)
                    }
                }
                y += 2
                index += 1
            }
            drawScrollIndicator(top: top, shown: index - top, in: &canvas)
        }
        let detail = Rect(
            x: Self.listWidth + 1, y: 0, width: Self.size.width - Self.listWidth - 1, height: Self.size.height - 1)
        let message = "No selection"
        canvas.draw(
            message, at: Point(x: detail.minX + (detail.width - message.count) / 2, y: detail.height / 2),
            style: Self.dim)
        canvas.draw(help, at: Point(x: 1, y: Self.size.height - 1), style: Self.dim)
        return canvas
    }

    /// The list's scroll indicator, in its last column: a thick thumb on a thin dim track.
    private func drawScrollIndicator(top: Int, shown: Int, in canvas: inout CellGrid) {
        guard persons.count > shown || top > 0 else { return }
        let height = Self.listHeight
        let thumb = max(1, height * shown / max(1, persons.count))
        let maxStart = height - thumb
        let hidden = persons.count - shown
        let start = hidden <= 0 ? 0 : min(maxStart, (maxStart * top + hidden / 2) / hidden)
        for offset in 0..<height {
            let inThumb = offset >= start && offset < start + thumb
            canvas.put(
                inThumb ? Self.thumb : Self.vertical,
                at: Point(x: Self.listWidth - 1, y: Self.listTop + offset),
                style: inThumb ? .plain : Self.dim
            )
        }
    }

    /// Where the drawing differs from `canvas` (the app's frame for the same selection): the
    /// number of cells, and the first few rows that differ, as text.
    static func differences(_ drawn: CellGrid, _ canvas: CellGrid) -> (cells: Int, rows: [String]) {
        let changes = canvas.changes(since: drawn)
        let rows = Set(changes.map(\.point.y)).sorted().prefix(3).map { y in
            "row \(y): drawn \"\(drawn.line(y))\", app \"\(canvas.line(y))\""
        }
        return (changes.count, rows)
    }
}
