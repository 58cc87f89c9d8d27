import Testing

@testable import TerminalUICore

@Suite("Image, Label and text formats")
@MainActor
struct ImageAndTextTests {
    @Test func systemImagesShowASymbolOrNothing() {
        let host = TestHost(
            HStack {
                Image(systemName: "star.fill")
                Image(systemName: "star")
                Image(systemName: "plus.circle.fill")
                Image(systemName: "no.such.symbol")
                Image("asset")
                Image(decorative: "ornament")
                Text("end")
            }, width: 30, height: 1)
        // Unknown names and decorative images draw nothing (the stack still spaces them); an
        // asset shows its name in brackets.
        #expect(host.screen[0] == "★ ☆ ⊕  [asset]  end")
    }

    @Test func labelsAndButtonsWithSystemImages() {
        let log = Log()
        let host = TestHost(
            VStack(alignment: .leading) {
                Label("Favourites", systemImage: "heart.fill")
                Button("Add", systemImage: "plus") { log("add") }
                Label("Orbit", systemImage: "no.such.symbol")
            }, width: 20, height: 3)
        #expect(host.screen == ["♥ Favourites", "[ + Add ]", "Orbit"], "an icon without a symbol leaves no space")
        host.press(.return)
        #expect(log.entries == ["add"])
    }

    @Test func localizedStringKeysShowTheirInterpolatedText() {
        let count = 3
        let key: LocalizedStringKey = "\(count) items, \(2.5, format: .number)"
        let host = TestHost(
            VStack(alignment: .leading) {
                Text(key)
                Text(0.15, format: .percent)
                Text(12, format: .number)
            }, width: 30, height: 3)
        #expect(host.screen == ["3 items, 2.5", "15%", "12"])
    }

    @Test func interpolatedValuesShowAsStringDescribingShowsThemAndADoubleWithSixDecimals() {
        struct Grade: CustomStringConvertible {
            let letter: Character
            var description: String { "grade \(letter)" }
        }
        struct Plain {
            let mark = 7
        }
        let name: Substring = "Ada Lovelace".prefix(3)
        let missing: Int? = nil
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("\(42) \(-1.5) \(name) \(Grade(letter: "A"))")
                Text("\(missing as Any) \(Plain())")
            }, width: 40, height: 2)
        #expect(
            host.screen == ["42 -1.500000 Ada grade A", "nil Plain(mark: 7)"],
            "a Double with six decimals, as SwiftUI's %lf")
        #expect(
            host.screen[0] == "\(42) \(String(format: "%lf", -1.5)) \(name) \(String(describing: Grade(letter: "A")))")
    }

    @Test func anImageInterpolatedInTextShowsItsSymbol() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("Empty trash \(Image(systemName: "trash"))")
                Text("Logo \(Image("logo")) here")
            }, width: 30, height: 2)
        #expect(host.screen == ["Empty trash ⌫", "Logo [logo] here"])
    }
}

@Suite("SF Symbols in a terminal")
@MainActor
struct SymbolTableTests {
    @Test func commonSymbolsHaveAGlyphAndTheirVariantsTheBaseOnes() {
        for name in [
            "timer", "goforward.plus", "rectangle.stack.fill", "die.face.5", "lightbulb.fill", "trophy.circle",
            "tram", "bicycle", "key.fill", "checklist", "face.smiling", "figure.wave",
        ] {
            #expect(!Image.symbol(for: name).isEmpty, "\(name)")
        }
        #expect(Image.symbol(for: "die.face.5") == "⚄")
        #expect(Image.symbol(for: "no.such.symbol").isEmpty)
        #expect(Image.symbol(for: "a.circle") == "ⓐ" && Image.symbol(for: "q.circle.fill") == "Ⓠ")
        #expect(Image.symbol(for: "3.circle") == "③" && Image.symbol(for: "12.circle.fill") == "⓬")
        #expect(Image.symbol(for: "42.circle") == "42" && Image.symbol(for: "b.square") == "b")
        #expect(
            Image.symbol(for: "flashlight.on.fill") != Image.symbol(for: "flashlight.off.fill"),
            "a state shown by a symbol")
        #expect(Image.symbol(for: "arrowtriangle.down.fill") == "▼")
        #expect(
            ["suit.heart.fill", "suit.diamond.fill", "suit.club.fill", "suit.spade.fill"].map(Image.symbol(for:))
                == ["♥", "♦", "♣", "♠"], "a card's suits")
        let asset = TestHost(Image("chicken").frame(width: .columns(6)), width: 10, height: 3)
        #expect(asset.screen.contains { $0.hasPrefix("[chic…") }, "an image's name never wraps:\n\(asset.screenText)")
    }

    @Test func anAssetImageAsABackgroundDrawsNoNameThroughTheViewInFront() {
        let host = TestHost(
            VStack {
                Button("Start") {}.background(Image("ButtonArt"))
                Text("Score").overlay(Image("Badge"))
                Image("Flag")
            }, width: 20, height: 3)
        #expect(host.screen[0].contains("[ Start ]") && !host.shows("ButtonArt"), "\(host.screenText)")
        #expect(host.shows("[Bad"), "in front it still shows by its name (cut to the text under it)")
        #expect(host.shows("[Flag]"))
    }
}
