import Testing

@testable import TerminalUICore

@Suite("CellGrid")
struct CellGridTests {
    private let wide = Glyph(text: "张", width: 2)
    private let other = Glyph(text: "伟", width: 2)
    private let narrow = Glyph(text: "x", width: 1)

    private func row(_ canvas: CellGrid, _ y: Int = 0) -> [String] {
        (0..<canvas.size.width).map { canvas[$0, y].text }
    }

    @Test func aWideGlyphTakesItsCellAndAContinuationCell() {
        var canvas = CellGrid(size: Size(width: 4, height: 1))
        let advanced = canvas.put(wide, at: Point(x: 1, y: 0), style: .plain)
        #expect(advanced == 2)
        #expect(canvas[1, 0].width == 2)
        #expect(canvas[2, 0] == CellGrid.Cell(text: "", width: 0, style: .plain))
        #expect(canvas.line(0) == " 张")
    }

    @Test func overwritingTheRightHalfOfAWideGlyphBlanksItsLeftHalf() {
        var canvas = CellGrid(size: Size(width: 4, height: 1))
        canvas.put(wide, at: Point(x: 0, y: 0), style: .plain)
        canvas.put(narrow, at: Point(x: 1, y: 0), style: .plain)
        #expect(row(canvas) == [" ", "x", " ", " "])
        #expect(canvas[0, 0].width == 1)
    }

    @Test func overwritingTheLeftHalfOfAWideGlyphBlanksItsRightHalf() {
        var canvas = CellGrid(size: Size(width: 4, height: 1))
        canvas.put(wide, at: Point(x: 0, y: 0), style: .plain)
        canvas.put(narrow, at: Point(x: 0, y: 0), style: .plain)
        #expect(row(canvas) == ["x", " ", " ", " "])
        #expect(canvas[1, 0].width == 1)
    }

    @Test func aWideGlyphOverlappingAnotherByOneCellBlanksTheRemainingHalves() {
        var canvas = CellGrid(size: Size(width: 5, height: 1))
        canvas.put(wide, at: Point(x: 0, y: 0), style: .plain)
        canvas.put(wide, at: Point(x: 2, y: 0), style: .plain)
        canvas.put(other, at: Point(x: 1, y: 0), style: .plain)
        #expect(row(canvas) == [" ", "伟", "", " ", " "])
        #expect(canvas.line(0) == " 伟")
    }

    @Test func aWideGlyphThatWouldStraddleTheEdgeIsDrawnAsABlank() {
        var canvas = CellGrid(size: Size(width: 3, height: 1))
        canvas.draw("ab", at: Point(x: 0, y: 0), style: .plain)
        let advanced = canvas.put(wide, at: Point(x: 2, y: 0), style: .plain)
        #expect(advanced == 2)
        #expect(row(canvas) == ["a", "b", " "])
        #expect(canvas[2, 0].width == 1)
    }

    @Test func drawingIsClippedAndTheClipIsRestoredAfterwards() {
        var canvas = CellGrid(size: Size(width: 6, height: 2))
        canvas.clipped(to: Rect(x: 1, y: 0, width: 3, height: 1)) { canvas in
            canvas.draw("abcdef", at: Point(x: 0, y: 0), style: .plain)
            canvas.draw("zz", at: Point(x: 0, y: 1), style: .plain)
            // A wide glyph whose right half would fall outside the clip is a blank.
            canvas.put(wide, at: Point(x: 3, y: 0), style: .plain)
        }
        #expect(canvas.lines == [" bc", ""])
        canvas.draw("zz", at: Point(x: 0, y: 1), style: .plain)
        #expect(canvas.lines == [" bc", "zz"])
    }

    @Test func anExplicitClipNarrowsTheCurrentOne() {
        var canvas = CellGrid(size: Size(width: 6, height: 1))
        canvas.clipped(to: Rect(x: 0, y: 0, width: 4, height: 1)) { canvas in
            canvas.draw("abcdef", at: Point(x: 0, y: 0), style: .plain, clip: Rect(x: 2, y: 0, width: 10, height: 1))
        }
        #expect(canvas.line(0) == "  cd")
    }

    @Test func drawingOutsideTheGridDoesNothing() {
        var canvas = CellGrid(size: Size(width: 2, height: 1))
        canvas.put(narrow, at: Point(x: -1, y: 0), style: .plain)
        canvas.put(narrow, at: Point(x: 2, y: 0), style: .plain)
        canvas.put(narrow, at: Point(x: 0, y: 1), style: .plain)
        #expect(canvas.lines == [""])
        #expect(canvas[5, 5] == .blank)
    }

    @Test func fillAndRestyleChangeOnlyTheirRectangle() {
        var canvas = CellGrid(size: Size(width: 4, height: 2))
        canvas.draw("abcd", at: Point(x: 0, y: 0), style: .plain)
        canvas.restyle(Rect(x: 1, y: 0, width: 2, height: 1)) { $0.attributes.insert(.reverse) }
        #expect(canvas.line(0) == "abcd")
        #expect((0..<4).map { canvas[$0, 0].style.attributes.contains(.reverse) } == [false, true, true, false])
        canvas.fill(Rect(x: 2, y: 0, width: 5, height: 5), style: Style(attributes: .dim))
        #expect(canvas.lines == ["ab", ""])
        #expect(canvas[3, 1].style.attributes == .dim)
        #expect(canvas[1, 1].style == .plain)
    }

    @Test func linesSkipContinuationCellsAndTrailingBlanks() {
        var canvas = CellGrid(size: Size(width: 8, height: 1))
        canvas.draw("张伟 a", at: Point(x: 0, y: 0), style: .plain)
        #expect(canvas.line(0) == "张伟 a")
        canvas.clear()
        #expect(canvas.line(0) == "")
    }
}
