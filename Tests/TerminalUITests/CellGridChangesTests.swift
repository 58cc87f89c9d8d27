import Testing

@testable import TerminalUICore

/// `CellGrid.changes(since:)`: the cells a terminal is sent to go from one frame to the next.
@Suite("CellGrid changes")
struct CellGridChangesTests {
    private let size = Size(width: 6, height: 2)

    @Test func nothingChangedNothingWritten() {
        var canvas = CellGrid(size: size)
        canvas.draw("Ada", at: Point(x: 1, y: 0), style: .plain)
        #expect(canvas.changes(since: canvas).isEmpty)
        #expect(CellGrid(size: size).changes(since: CellGrid(size: size)).isEmpty)
    }

    @Test func withoutAFrameBeforeEveryCellIsWritten() {
        let canvas = CellGrid(size: size)
        let changes = canvas.changes(since: nil)
        #expect(changes.count == size.width * size.height)
        #expect(changes.first == CellGrid.Change(point: Point(x: 0, y: 0), cell: .blank))
        #expect(changes.last?.point == Point(x: 5, y: 1))
    }

    @Test func aFrameOfAnotherSizeIsRedrawnWhole() {
        let smaller = CellGrid(size: Size(width: 3, height: 2))
        #expect(CellGrid(size: size).changes(since: smaller).count == size.width * size.height)
    }

    @Test func onlyTheCellsThatDifferAreWrittenInRowOrder() {
        let before = CellGrid(size: size)
        var after = before
        after.draw("x", at: Point(x: 4, y: 1), style: .plain)
        after.draw("y", at: Point(x: 2, y: 0), style: .plain)
        let changes = after.changes(since: before)
        #expect(changes.map(\.point) == [Point(x: 2, y: 0), Point(x: 4, y: 1)])
        #expect(changes.map(\.cell.text) == ["y", "x"])
    }

    @Test func aWideGlyphIsItsCellAndItsRightHalf() {
        let before = CellGrid(size: size)
        var after = before
        after.put(Glyph(text: "张", width: 2), at: Point(x: 1, y: 0), style: .plain)
        let changes = after.changes(since: before)
        #expect(changes.map(\.point) == [Point(x: 1, y: 0), Point(x: 2, y: 0)])
        #expect(changes.map(\.cell.width) == [2, 0])
    }

    @Test func aWideGlyphReplacedByANarrowOneBlanksItsRightHalf() {
        var before = CellGrid(size: size)
        before.put(Glyph(text: "张", width: 2), at: Point(x: 0, y: 0), style: .plain)
        var after = before
        after.put(Glyph(text: "x", width: 1), at: Point(x: 0, y: 0), style: .plain)
        let changes = after.changes(since: before)
        #expect(changes.map(\.point) == [Point(x: 0, y: 0), Point(x: 1, y: 0)])
        #expect(changes.map(\.cell) == [CellGrid.Cell(text: "x", width: 1, style: .plain), .blank])
    }

    @Test func aChangeOfStyleAloneIsAChange() {
        var before = CellGrid(size: size)
        before.draw("Ada", at: Point(x: 0, y: 0), style: .plain)
        var after = before
        after.restyle(Rect(x: 1, y: 0, width: 1, height: 1)) { $0.attributes.insert(.reverse) }
        let changes = after.changes(since: before)
        #expect(changes.map(\.point) == [Point(x: 1, y: 0)])
        #expect(changes.first?.cell.text == "d")
        #expect(changes.first?.cell.style == Style(attributes: .reverse))
    }
}
