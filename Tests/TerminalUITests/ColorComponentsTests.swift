import Testing

@testable import TerminalUICore

@Suite("Color from components")
@MainActor
struct ColorComponentsTests {
    private func foreground(_ color: Color) -> TerminalColor? {
        var style = Style()
        color.applyForeground(to: &style)
        return style.foreground
    }

    @Test func rgbTakesTheNearestOfThe256AndOfThe16() {
        #expect(foreground(Color(red: 1, green: 0, blue: 0)) == TerminalColor(red: 255, green: 0, blue: 0))
        #expect(TerminalColor(red: 255, green: 0, blue: 0).index == 196)
        #expect(TerminalColor(red: 255, green: 0, blue: 0).basic == 9)
        #expect(TerminalColor(red: 0, green: 0, blue: 0).index == 16)
        #expect(TerminalColor(red: 128, green: 128, blue: 128).index == 244, "a grey takes the grey ramp")
        #expect(TerminalColor(red: 128, green: 128, blue: 128).basic == 8)
        #expect(TerminalColor(red: 255, green: 165, blue: 0).index == 214, "orange")
        #expect(TerminalColor(red: 255, green: 165, blue: 0).basic == 3, "dark yellow is nearer than yellow")
    }

    @Test func aResolvedColourIsAShapeStyleDrawnAsItsComponents() {
        let violet = Color.Resolved(red: 0.5, green: 0.25, blue: 1)
        #expect(violet.description == "#8040FFFF")
        #expect(Color(violet) == Color(red: 0.5, green: 0.25, blue: 1))
        #expect(terminalColor(of: violet) == Color(red: 0.5, green: 0.25, blue: 1))
        let host = TestHost(Text("Milk").background(violet), width: 6, height: 1)
        #expect(host.cell(x: 0, y: 0).style.background == TerminalColor(red: 128, green: 64, blue: 255))
    }

    @Test func mixingBlendsTheComponentsOrTakesTheNearerColour() {
        #expect(
            foreground(Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.5))
                == TerminalColor(red: 128, green: 0, blue: 128))
        #expect(
            foreground(Color.blue.mix(with: .black, by: 0.5)) == TerminalColor(red: 0, green: 0, blue: 119),
            "xterm's blue is 0, 0, 238")
        #expect(Color.primary.mix(with: .red, by: 0.3) == .primary)
        #expect(Color.primary.mix(with: .red, by: 0.7) == .red)
    }

    @Test func hueSaturationBrightnessAndWhiteAreRGB() {
        #expect(foreground(Color(hue: 0, saturation: 1, brightness: 1)) == foreground(Color(red: 1, green: 0, blue: 0)))
        #expect(
            foreground(Color(hue: 1.0 / 3, saturation: 1, brightness: 1))
                == foreground(Color(red: 0, green: 1, blue: 0)))
        #expect(
            foreground(Color(hue: 2.0 / 3, saturation: 1, brightness: 1))
                == foreground(Color(red: 0, green: 0, blue: 1)))
        #expect(foreground(Color(hue: 0.5, saturation: 0, brightness: 0.5)) == foreground(Color(white: 0.5)))
    }

    @Test func aColourMadeFromAColourIsTheSameAndUIKitsNamesStayUIKits() {
        let theme = Color(red: 0.9, green: 0.5, blue: 0.7)
        #expect(Color(theme) == theme)
        #expect(Color(.systemBackground) == Color(uiColor: .systemBackground), "a UIKit name still reads as UIKit's")
    }

    @Test func paletteColoursKeepTheirIndexAndFallBackToTheBasicOnes() {
        #expect(TerminalColor(3).basic == 3)
        #expect(TerminalColor(196).basic == 9)
        #expect(TerminalColor(232).basic == 0)
    }

    @Test func opacityZeroIsClearAndBelowOneTranslucent() {
        #expect(Color.red.opacity(0) == .clear)
        #expect(Color.red.opacity(0.4).isTranslucent && Color.red.opacity(0.4) != .red)
        #expect(Color.red.opacity(1) == .red)
        #expect(Color(red: 0, green: 0, blue: 1, opacity: 0) == .clear)
        #expect(Color.red.opacity(0.4).description == "red")
    }

    @Test func aTranslucentFillColoursTheCellsAndKeepsTheirText() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("dimmed").overlay(Color.black.opacity(0.3))
                Text("gone").overlay(Color.black)
                Text("kept").overlay(Color.black.opacity(0))
                Text("cleared").overlay(Color(.systemBackground))
            }, width: 10, height: 4)
        #expect(host.screen[0] == "dimmed")
        #expect(host.cell(x: 0, y: 0).style.background == TerminalColor(0))
        #expect(host.screen[1].isEmpty, "an opaque colour covers the text")
        #expect(host.screen[2] == "kept", "a colour of no opacity draws nothing")
        #expect(host.screen[3].isEmpty, "the system background is opaque")
    }

    @Test func aMaterialFillsWithADarkGrey() {
        let host = TestHost(
            Text("over").padding(.vertical, .rows(1)).padding(.horizontal, .columns(1)).background(.ultraThinMaterial),
            width: 10, height: 3)
        #expect(host.cell(x: 0, y: 0).style.background == TerminalColor(red: 51, green: 51, blue: 51))
        #expect(host.screen[1].hasPrefix(" over"))
    }

    @Test func anyShapeStyleTakesAnOpacityAsAColourDoes() {
        let host = TestHost(
            VStack(spacing: 0) {
                Text("glass").background(.thinMaterial.opacity(0.5))
                Text("gone").background(AnyShapeStyle(Color.blue).opacity(0))
                Text("tint").foregroundStyle(.tint.opacity(1))
            }, width: 10, height: 3)
        #expect(host.cell(x: 3, y: 0).style.background == TerminalColor(red: 51, green: 51, blue: 51))
        #expect(host.screen[0].hasPrefix("glass"), "the text shows in the fill")
        #expect(host.cell(x: 3, y: 1).style.background == nil, "no opacity draws nothing")
        var accent = Style()
        Color.accentColor.applyForeground(to: &accent)
        #expect(host.cell(x: 3, y: 2).style.foreground == accent.foreground, "a whole opacity keeps the colour")
    }
}
