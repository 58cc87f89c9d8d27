import Testing

@testable import TerminalUICore

// A shape's outline is a shape (`stroke(lineWidth:)`), so it can be filled; a filled or
// stroked shape is a ShapeView, so a fill and a stroke chain, each over the one before.

@Suite("Shape views")
@MainActor
struct ShapeViewTests {
    @Test func anOutlineOverAOneLineTextKeepsTheTextInReverseVideo() {
        let host = TestHost(
            VStack {
                Text("12.0").overlay(RoundedRectangle(cornerRadius: 8).stroke(lineWidth: 2))
                Rectangle().stroke().frame(height: .rows(1))
            }, width: 6, height: 2)
        #expect(host.screen[0] == " 12.0", "the text stays under its outline")
        #expect(host.isReversed("12.0"))
        #expect(host.cell(x: 0, y: 1).style.attributes.contains(.reverse), "a one-line stroke alone is a bar")
    }

    @Test func fillingAnOutlineDrawsItInTheFillsColour() {
        let host = TestHost(Rectangle().stroke(lineWidth: 20).fill(Color.blue), width: 6, height: 3)
        #expect(host.screen[0] == "┌────┐", "\(host.screenText)")
        #expect(host.cell(x: 0, y: 0).style.foreground == TerminalColor(4))
        #expect(host.cell(x: 2, y: 1).style.background == nil, "the inside stays empty")
    }

    @Test func anOutlineIsAShapeStillToBeTrimmedOrFramed() {
        let host = TestHost(
            Circle().stroke(style: StrokeStyle(lineWidth: 4)).frame(width: .columns(4), height: .rows(2)), width: 10,
            height: 3)
        #expect(!host.screenText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    @Test func aStrokeAfterAFillDrawsOverIt() {
        let host = TestHost(Rectangle().fill(.red).stroke(.blue, lineWidth: 2), width: 6, height: 3)
        #expect(host.screen[0] == "┌────┐", "\(host.screenText)")
        #expect(host.cell(x: 0, y: 0).style.foreground == TerminalColor(4))
        #expect(host.cell(x: 2, y: 1).style.background == TerminalColor(1), "the fill shows inside")
    }

    @Test func aBorderAfterAFillDrawsOverItInsideTheFrame() {
        let host = TestHost(Rectangle().fill(.red).strokeBorder(.blue, lineWidth: 2), width: 6, height: 3)
        #expect(host.screen[0] == "┌────┐", "\(host.screenText)")
        #expect(host.cell(x: 0, y: 0).style.foreground == TerminalColor(4))
        #expect(host.cell(x: 2, y: 1).style.background == TerminalColor(1), "the fill shows inside")
    }

    @Test func aFillAfterAStrokeDrawsOverIt() {
        let host = TestHost(Rectangle().stroke(.blue, lineWidth: 2).fill(.red), width: 6, height: 3)
        #expect(host.cell(x: 0, y: 0).style.background == TerminalColor(1))
        #expect(host.cell(x: 2, y: 1).style.background == TerminalColor(1))
    }
}
