/// 24-bit colour beside ncurses, whose colour pairs hold palette colours only: after ncurses
/// sent a frame (each 24-bit colour as its nearest palette colour), the cells that should show
/// a 24-bit colour are written again with their own SGR sequence (`ESC [ 38;2;r;g;b m`).
///
/// ncurses sends only the rows it sees change, from the first changed cell, and may resend
/// unchanged cells of those rows in their palette colour; so in every row with a change, every
/// cell with a 24-bit colour is written again, and so is every changed cell that had one (ncurses
/// may see no change there when both colours are the same palette colour). Rows without a change
/// are left as they are: ncurses scrolls nothing (`idlok` is off) and shifts no characters
/// (`NcursesScreen` turns `idcok` off once a 24-bit colour is drawn).
enum TrueColorOverlay {
    /// The bytes that write those cells, then reset the style and put the cursor back at
    /// `cursor` (where ncurses left it); empty when no cell needs it.
    static func bytes(
        from previous: CellGrid?, to canvas: CellGrid, changes: [CellGrid.Change], cursor: Point, colors: Int
    ) -> [UInt8] {
        let shown = previous?.size == canvas.size ? previous : nil
        var rows = Set<Int>()
        for change in changes { rows.insert(change.point.y) }
        var output = ""
        var next: Point?
        var style: Style?
        for y in rows.sorted() {
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y]
                guard cell.width != 0 else { continue }
                let old = shown?[x, y]
                guard cell.style.hasTrueColor || (old.map { $0 != cell && $0.style.hasTrueColor } ?? false) else {
                    continue
                }
                if next != Point(x: x, y: y) { output += "\u{1B}[\(y + 1);\(x + 1)H" }
                if style != cell.style { output += SelectGraphicRendition.sequence(for: cell.style, colors: colors) }
                output += cell.text.isEmpty ? " " : cell.text
                next = Point(x: x + Int(cell.width), y: y)
                style = cell.style
            }
        }
        guard !output.isEmpty else { return [] }
        output += "\u{1B}[0m\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H"
        return Array(output.utf8)
    }
}
