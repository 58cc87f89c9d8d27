import Testing

@testable import TerminalUICore

@Suite("Glyph: what a character is drawn as")
struct GlyphTests {
    private func glyph(_ character: Character) -> Glyph {
        let glyphs = Glyph.glyphs(of: String(character))
        #expect(glyphs.count == 1, "\(character.debugDescription) is one cell")
        return glyphs[0]
    }

    @Test func controlCharactersBecomeVisibleControlPictures() {
        #expect(glyph("\u{1B}") == Glyph(text: "␛", width: 1))
        #expect(glyph("\u{07}") == Glyph(text: "␇", width: 1))
        #expect(glyph("\u{00}") == Glyph(text: "␀", width: 1))
        #expect(glyph("\u{7F}") == Glyph(text: "␡", width: 1))
        #expect(glyph("\t") == Glyph(text: "␉", width: 1))
    }

    @Test func c1ControlsFormatCharactersAndBidiOverridesBecomeTheReplacementCharacter() {
        for scalar in ["\u{85}", "\u{9B}", "\u{202E}", "\u{202D}", "\u{2066}", "\u{200B}", "\u{200F}", "\u{FEFF}"] {
            #expect(glyph(Character(scalar)) == Glyph(text: "\u{FFFD}", width: 1), "\(scalar.debugDescription)")
        }
    }

    @Test func anEscapeSequenceInDataIsShownNotObeyed() {
        let glyphs = Glyph.glyphs(of: "\u{1B}[2Jred\u{07}")
        #expect(glyphs.map(\.text).joined() == "␛[2Jred␇")
        #expect(glyphs.allSatisfy { $0.width == 1 })
    }

    @Test func wideCharactersTakeTwoColumns() {
        #expect(glyph("张") == Glyph(text: "张", width: 2))
        #expect(glyph("👍") == Glyph(text: "👍", width: 2))
        #expect(glyph("И") == Glyph(text: "И", width: 1))
        #expect(Glyph.width(of: "张伟") == 4)
        #expect(Glyph.width(of: "Иван") == 4)
    }

    @Test func aFamilyEmojiShowsAsItsFirstPersonTwoColumnsWide() {
        #expect(glyph("👨‍👩‍👧") == Glyph(text: "👨", width: 2))
    }

    @Test func aFlagIsItsPairOfRegionalIndicatorsTwoColumnsWide() {
        #expect(glyph("🇳🇴") == Glyph(text: "🇳🇴", width: 2))
    }

    @Test func aCombiningMarkIsKeptWithItsBaseAndAddsNoWidth() {
        #expect(glyph("e\u{301}") == Glyph(text: "e\u{301}", width: 1))
        #expect(Glyph.width(of: "Re\u{301}my") == 4)
    }

    @Test func aSyllableOfSeveralSpacingCharactersTakesACellForEach() {
        // स + ा + ं, then ख + ् + य + ि (a conjunct): every character shows, marks with theirs.
        let glyphs = Glyph.glyphs(of: "सांख्यि")
        #expect(glyphs.map(\.text) == ["स", "\u{93E}\u{902}", "ख\u{94D}", "य", "\u{93F}"])
        #expect(glyphs.allSatisfy { $0.width == 1 })
        #expect(Glyph.width(of: "सांख्यिक") == 6 && Glyph.width(of: Character("सां")) == 2)
        #expect(glyph("👍🏽") == Glyph(text: "👍", width: 2), "a skin tone is a variant, not a second symbol")
    }

    @MainActor @Test func aHindiWordShowsWholeInATextAndAField() {
        let host = TestHost(
            VStack {
                Text("सांख्यिक")
                TextField("शब्द", text: .constant("पूर्व"))
            }, width: 12, height: 2)
        #expect(host.screen[0].contains("सांख्यिक"), "\(host.screenText)")
        #expect(host.screen[1].contains("पूर्व"), "\(host.screenText)")
    }

    @Test func aPresentationSelectorIsDropped() {
        #expect(glyph("❤\u{FE0F}").text == "❤")
    }

    /// Printable ASCII is read byte by byte, everything else character by character: both give
    /// what each character gives alone, for strings of either kind and for their mixes.
    @Test func aStringsGlyphsAndWidthAreThoseOfItsCharacters() {
        let strings = [
            "", "Ada Lovelace", " ~!{}", String((0x20..<0x7F).map { Character(UnicodeScalar($0)) }),
            "line\r\nnext", "tab\there", "\u{1B}[31m", "del\u{7F}", "Zoë 日本", "e\u{301}", "🇫🇷 flag",
        ]
        for string in strings {
            let expected = string.flatMap { Glyph.glyphs(of: String($0)) }
            #expect(Glyph.glyphs(of: string) == expected, "\(string.debugDescription)")
            #expect(Glyph.width(of: string) == expected.reduce(0) { $0 + $1.width }, "\(string.debugDescription)")
            #expect(Glyph.glyphs(of: string.dropFirst()) == Array(expected.dropFirst()), "\(string.debugDescription)")
        }
        #expect(Glyph.glyphs(of: "a\r\nb").count == 3)
    }
}
