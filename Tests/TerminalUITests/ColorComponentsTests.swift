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

    @Test func paletteColoursKeepTheirIndexAndFallBackToTheBasicOnes() {
        #expect(TerminalColor(3).basic == 3)
        #expect(TerminalColor(196).basic == 9)
        #expect(TerminalColor(232).basic == 0)
    }

    @Test func opacityZeroIsClearAndOtherwiseTheSameColour() {
        #expect(Color.red.opacity(0) == .clear)
        #expect(Color.red.opacity(0.4) == .red)
        #expect(Color(red: 0, green: 0, blue: 1, opacity: 0) == .clear)
    }

    @Test func aMaterialFillsWithADarkGrey() {
        let host = TestHost(
            Text("over").padding(.vertical, .rows(1)).padding(.horizontal, .columns(1)).background(.ultraThinMaterial),
            width: 10, height: 3)
        #expect(host.cell(x: 0, y: 0).style.background == TerminalColor(red: 51, green: 51, blue: 51))
        #expect(host.screen[1].hasPrefix(" over"))
    }
}
