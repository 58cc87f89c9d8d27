import Foundation
import Testing

@testable import TerminalUICore

/// `Color.resolve(in:)` and `cgColor` give a colour's components back, as an app saving the
/// colour a `ColorPicker` chose reads them.
@Suite @MainActor struct ColorResolveTests {
    private func isClose(_ a: Float, _ b: Double) -> Bool { abs(Double(a) - b) < 0.5 / 255 }

    @Test func aColourMadeFromComponentsGivesThemBack() {
        let resolved = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8).resolve(in: EnvironmentValues())
        #expect(isClose(resolved.red, 0.2) && isClose(resolved.green, 0.4) && isClose(resolved.blue, 0.6))
        #expect(resolved.opacity == 0.8)
        #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(in: EnvironmentValues()).description == "#FF0000FF")
    }

    @Test func opacityMultiplies() {
        let resolved = Color.blue.opacity(0.5).opacity(0.5).resolve(in: EnvironmentValues())
        #expect(resolved.opacity == 0.25)
        #expect(Color.blue.opacity(0) == .clear)
        #expect(Color.blue.opacity(2).resolve(in: EnvironmentValues()).opacity == 1)
    }

    @Test func aPaletteColourIsWhatXtermShowsIt() {
        let (red, green, blue) = TerminalColor(1).components
        let resolved = Color.red.resolve(in: EnvironmentValues())
        #expect(isClose(resolved.red, Double(red) / 255))
        #expect(isClose(resolved.green, Double(green) / 255) && isClose(resolved.blue, Double(blue) / 255))
        #expect(resolved.red > 0.5 && resolved.green < 0.5, "red is red")
    }

    @Test func theTextColourFollowsTheScheme() {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        #expect(Color.primary.resolve(in: environment).description == "#000000FF")
        environment.colorScheme = .dark
        #expect(Color.primary.resolve(in: environment).description == "#FFFFFFFF")
        #expect(Color.secondary.resolve(in: environment).opacity < 1)
        #expect(Color.primary.cgColor == nil, "a dynamic colour has no CGColor")
    }

    @Test func aCGColorRoundTrips() throws {
        let color = Color(red: 0.1, green: 0.7, blue: 0.3)
        let cgColor = try #require(color.cgColor)
        let components = try #require(cgColor.components)
        #expect(components.count == 4 && abs(components[1] - 0.7) < 0.01 && components[3] == 1)
        #expect(Color(cgColor: cgColor) == color)
    }
}
