import Testing

@testable import TerminalUICore

@Suite("24-bit colour")
struct TrueColorTests {
    private let orange = TerminalColor(red: 255, green: 128, blue: 0)
    private let navy = TerminalColor(red: 0, green: 0, blue: 51)

    @Test func colorTermSelectsTrueColorAndNoColorTurnsColourOff() {
        #expect(ColorDepth.of(environment: ["COLORTERM": "truecolor"], hasColors: true) == .trueColor)
        #expect(ColorDepth.of(environment: ["COLORTERM": "24bit"], hasColors: true) == .trueColor)
        #expect(ColorDepth.of(environment: ["COLORTERM": "yes"], hasColors: true) == .palette)
        #expect(ColorDepth.of(environment: [:], hasColors: true) == .palette)
        #expect(ColorDepth.of(environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"], hasColors: true) == .none)
        #expect(ColorDepth.of(environment: ["NO_COLOR": ""], hasColors: true) == .palette, "an empty NO_COLOR is unset")
        #expect(ColorDepth.of(environment: ["COLORTERM": "truecolor"], hasColors: false) == .none)
    }

    @Test func aColourFromComponentsKeepsItsExactValue() {
        var style = Style()
        Color(red: 1, green: 0.5, blue: 0).applyForeground(to: &style)
        #expect(style.foreground?.rgb == TerminalColor.RGB(red: 255, green: 128, blue: 0))
        #expect(style.foreground?.index == 208, "the nearest of the 256 stays for other terminals")
        #expect(Color.orange != Color(red: 1, green: 0.5, blue: 0))
        #expect(TerminalColor(11).rgb == nil, "palette colours follow the terminal's theme")
    }

    @Test func theSequenceSetsAttributesAnd24BitColours() {
        let style = Style(foreground: orange, background: navy, attributes: [.bold, .underline])
        #expect(SelectGraphicRendition.sequence(for: style, colors: 256) == "\u{1B}[0;1;4;38;2;255;128;0;48;2;0;0;51m")
        #expect(SelectGraphicRendition.sequence(for: .plain, colors: 256) == "\u{1B}[0m")
    }

    @Test func paletteColoursAreWrittenAsNcursesShowsThem() {
        func sequence(_ index: UInt8, colors: Int) -> String {
            SelectGraphicRendition.sequence(for: Style(foreground: TerminalColor(index)), colors: colors)
        }
        #expect(sequence(1, colors: 256) == "\u{1B}[0;31m")
        #expect(sequence(9, colors: 256) == "\u{1B}[0;91m")
        #expect(sequence(196, colors: 256) == "\u{1B}[0;38;5;196m")
        #expect(sequence(196, colors: 16) == "\u{1B}[0;91m", "the nearest basic colour")
        #expect(sequence(196, colors: 8) == "\u{1B}[0m", "none of the eight: the default")
        let background = Style(background: TerminalColor(4), attributes: .reverse)
        #expect(SelectGraphicRendition.sequence(for: background, colors: 256) == "\u{1B}[0;7;44m")
    }

    @Test func theOverlayRewritesTrueColourCellsOfChangedRowsThenPutsTheCursorBack() {
        var first = CellGrid(size: Size(width: 6, height: 3))
        _ = first.draw("ab", at: Point(x: 1, y: 0), style: Style(foreground: orange))
        _ = first.draw("cd", at: Point(x: 0, y: 2), style: Style(background: navy))
        let all = TrueColorOverlay.bytes(
            from: nil, to: first, changes: first.changes(since: nil), cursor: Point(x: 3, y: 1), colors: 256)
        #expect(
            String(decoding: all, as: UTF8.self)
                == "\u{1B}[1;2H\u{1B}[0;38;2;255;128;0mab\u{1B}[3;1H\u{1B}[0;48;2;0;0;51mcd\u{1B}[0m\u{1B}[2;4H")

        var second = first
        _ = second.draw("x", at: Point(x: 5, y: 0), style: .plain)
        let row = TrueColorOverlay.bytes(
            from: first, to: second, changes: second.changes(since: first), cursor: Point(x: 0, y: 0), colors: 256)
        #expect(
            String(decoding: row, as: UTF8.self) == "\u{1B}[1;2H\u{1B}[0;38;2;255;128;0mab\u{1B}[0m\u{1B}[1;1H",
            "only the changed row; its unchanged 24-bit cells, as ncurses may have resent them")

        #expect(
            TrueColorOverlay.bytes(from: second, to: second, changes: [], cursor: .zero, colors: 256).isEmpty,
            "nothing when nothing changed")
    }

    @Test func aCellThatLostItsTrueColourIsWrittenInItsNewStyle() {
        var first = CellGrid(size: Size(width: 4, height: 1))
        _ = first.draw("ab", at: .zero, style: Style(foreground: orange))
        var second = first
        _ = second.draw("a", at: .zero, style: Style(foreground: TerminalColor(208)))
        let bytes = TrueColorOverlay.bytes(
            from: first, to: second, changes: second.changes(since: first), cursor: .zero, colors: 256)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "\u{1B}[1;1H\u{1B}[0;38;5;208ma\u{1B}[0;38;2;255;128;0mb\u{1B}[0m\u{1B}[1;1H",
            "ncurses sees no change there: both are palette colour 208")
    }
}
