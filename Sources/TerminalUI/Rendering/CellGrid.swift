/// A grid of cells that views draw into, and that backends present.
///
/// Tests read the CellGrid instead of a terminal. Each cell holds one glyph (already sanitised:
/// see `Glyph`) and its style; the cell after a wide glyph is its continuation (`width` 0).
/// Drawing never leaves the grid or the given clip rectangle, and never splits a wide glyph:
/// overwriting half of one blanks the other half.
public struct CellGrid: Equatable, Sendable {
    /// One cell of the grid.
    public struct Cell: Hashable, Sendable {
        /// What the cell shows; empty for the right half of a wide glyph.
        public var text: String
        /// 1 for an ordinary cell, 2 for the left half of a wide glyph, 0 for its right half.
        public var width: UInt8
        /// How the cell is drawn: colours and attributes.
        public var style: Style

        public init(text: String, width: UInt8, style: Style) {
            self.text = text
            self.width = width
            self.style = style
        }

        /// An empty cell in the terminal's default look.
        public static let blank = Cell(text: " ", width: 1, style: .plain)

        /// Whether the cell shows a line: box drawing (a border, a stroked rectangle) or
        /// braille dots (a stroked path).
        var isLine: Bool {
            guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else { return false }
            return (0x2500...0x257F).contains(scalar.value) || (0x2801...0x28FF).contains(scalar.value)
        }

        /// Whether the cell shows no text: a blank, or a glyph shapes fill with (blocks,
        /// braille). What is seen through a translucent view, or inked by a mask's letters,
        /// falls on such cells.
        var showsNoText: Bool {
            guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else { return text.isEmpty }
            return scalar == " " || (0x2580...0x259F).contains(scalar.value) || (0x2800...0x28FF).contains(scalar.value)
        }
    }

    public private(set) var size: Size
    private var cells: [Cell]
    /// Drawing outside this rectangle is discarded (see `clipped(to:_:)`).
    package private(set) var clip: Rect

    /// Makes a blank canvas.
    package init(size: Size) {
        let safe = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = safe
        self.cells = Array(repeating: .blank, count: safe.width * safe.height)
        self.clip = Rect(origin: .zero, size: safe)
    }

    /// Runs `body` with drawing limited to `rect` (within the current clip).
    package mutating func clipped(to rect: Rect, _ body: (inout CellGrid) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        body(&self)
        clip = saved
    }

    /// The whole canvas as a rectangle.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at a position (a blank cell outside the grid).
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return cells[y * size.width + x]
    }

    /// Blanks every cell.
    package mutating func clear() {
        for index in cells.indices { cells[index] = .blank }
        clip = bounds
    }

    /// Draws one glyph at `point` if it fits inside `clip`; returns the columns it advanced.
    @discardableResult
    package mutating func put(_ glyph: Glyph, at point: Point, style: Style, clip: Rect? = nil) -> Int {
        let area = clip.map { $0.intersection(self.clip) } ?? self.clip
        guard point.y >= area.minY, point.y < area.maxY, point.x >= area.minX, point.x < area.maxX else {
            return glyph.width
        }
        if glyph.width == 2 && point.x + 1 >= area.maxX {
            // A wide glyph that would straddle the edge: a blank stands in for it.
            setCell(Cell(text: " ", width: 1, style: style), x: point.x, y: point.y)
            return glyph.width
        }
        setCell(Cell(text: glyph.text, width: UInt8(glyph.width), style: style), x: point.x, y: point.y)
        if glyph.width == 2 {
            setCell(Cell(text: "", width: 0, style: style), x: point.x + 1, y: point.y)
        }
        return glyph.width
    }

    /// Draws glyphs left to right from `point`, stopping at the clip; returns the columns used.
    @discardableResult
    package mutating func draw(_ glyphs: [Glyph], at point: Point, style: Style, clip: Rect? = nil) -> Int {
        var x = point.x
        for glyph in glyphs {
            x += put(glyph, at: Point(x: x, y: point.y), style: style, clip: clip)
        }
        return x - point.x
    }

    /// Draws a string (sanitised, glyph by glyph) from `point`; returns the columns used.
    @discardableResult
    package mutating func draw(_ string: String, at point: Point, style: Style, clip: Rect? = nil) -> Int {
        draw(Glyph.glyphs(of: string), at: point, style: style, clip: clip)
    }

    /// Fills a rectangle with blanks in `style`.
    package mutating func fill(_ rect: Rect, style: Style) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                setCell(Cell(text: " ", width: 1, style: style), x: x, y: y)
            }
        }
    }

    /// Changes the style of every cell in `rect`, keeping what the cells show.
    package mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                change(&cells[y * size.width + x].style)
            }
        }
    }

    /// Each row as a string, trailing blanks removed; the right halves of wide glyphs are skipped.
    public var lines: [String] {
        (0..<size.height).map { line($0) }
    }

    /// One row as a string, trailing blanks removed.
    public func line(_ y: Int) -> String {
        guard y >= 0, y < size.height else { return "" }
        var text = ""
        for x in 0..<size.width {
            text += cells[y * size.width + x].text
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// A cell that differs from the canvas shown before, and where it is.
    package struct Change: Equatable, Sendable {
        package let point: Point
        package let cell: Cell
    }

    /// The cells that differ from `previous`, row by row and left to right: what a terminal
    /// showing `previous` must be sent to show this canvas (nothing when nothing changed). Every
    /// cell when there is no previous canvas or it has another size. The right half of a wide
    /// glyph (`width` 0) is listed when it changed, so that its change is seen; a terminal draws
    /// it with the glyph on its left.
    package func changes(since previous: CellGrid?) -> [Change] {
        let shown = previous?.size == size ? previous?.cells : nil
        var changes: [Change] = []
        for index in cells.indices where shown?[index] != cells[index] {
            changes.append(Change(point: Point(x: index % size.width, y: index / size.width), cell: cells[index]))
        }
        return changes
    }

    private mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        let index = y * size.width + x
        let old = cells[index]
        // Never leave half a wide glyph behind.
        if old.width == 0, x > 0, cell.width != 0 {
            cells[index - 1] = Cell(text: " ", width: 1, style: cells[index - 1].style)
        }
        if old.width == 2, x + 1 < size.width, cell.width != 2 {
            cells[index + 1] = Cell(text: " ", width: 1, style: cells[index + 1].style)
        }
        cells[index] = cell
    }
}
