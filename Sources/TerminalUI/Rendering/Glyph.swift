import CNcursesw
import Foundation

/// How one grapheme cluster is drawn: the scalars sent to the terminal and the columns they take.
///
/// Every character from data goes through here before it reaches the CellGrid, which makes this
/// the one place that keeps a name from talking to the terminal:
/// - C0 controls (ESC, BEL, NUL, …) and DEL become their visible control pictures (␛ ␇ ␀ ␡);
/// - C1 controls, format characters (bidi overrides, zero-width spaces) and anything the C
///   library cannot measure become U+FFFD �;
/// - a cluster is drawn as its characters, each with the combining marks after it (up to four,
///   as a curses cell holds), one cell (two for a wide one) per spacing character: a Devanagari
///   syllable such as सां (स, ा and the mark ं) takes two cells, as a terminal advances over it;
/// - an emoji sequence keeps its first symbol: joiners, variation selectors, skin tones and what
///   follows a joiner are dropped, so a family emoji shows as its first person. Terminals
///   disagree on how wide joined sequences are; a single symbol plus marks is measured alike
///   everywhere. A pair of regional indicators (a flag) is kept whole, two columns wide.
package struct Glyph: Hashable, Sendable {
    /// The text sent to the terminal for this cluster.
    package let text: String
    /// The columns it takes: 1, or 2 for wide characters.
    package let width: Int

    init(text: String, width: Int) {
        self.text = text
        self.width = width
    }

    /// The replacement for characters that cannot be shown as they are.
    static let replacement = Glyph(text: "\u{FFFD}", width: 1)
    static let space = Glyph(text: " ", width: 1)
    static let ellipsis = Glyph(text: "…", width: 1)
    static let bullet = Glyph(text: "•", width: 1)

    /// The glyph of a character drawn in one cell (a line of a box, a symbol): the first of its
    /// glyphs.
    package init(_ character: Character) {
        var first: Glyph?
        Glyph.forEach(of: character) { glyph in first = first ?? glyph }
        self = first ?? .replacement
    }

    /// The glyphs of one grapheme cluster, in order: most clusters have one, a syllable of
    /// several spacing characters one per character.
    package static func forEach(of character: Character, _ body: (Glyph) -> Void) {
        if let ascii = character.asciiValue {
            body(Glyph.ascii[Int(ascii)])
        } else {
            measure(character.unicodeScalars, body)
        }
    }

    /// The glyphs of a string, one per grapheme cluster, or more for a syllable (see `Glyph`).
    package static func glyphs<S: StringProtocol>(of string: S) -> [Glyph] {
        if isPrintableASCII(string) {
            return string.utf8.map { ascii[Int($0)] }
        }
        var result: [Glyph] = []
        for character in string {
            forEach(of: character) { result.append($0) }
        }
        return result
    }

    /// The columns a grapheme cluster takes once drawn.
    package static func width(of character: Character) -> Int {
        var total = 0
        forEach(of: character) { total += $0.width }
        return total
    }

    /// The columns a string takes once drawn.
    package static func width<S: StringProtocol>(of string: S) -> Int {
        if isPrintableASCII(string) { return string.utf8.count }
        var total = 0
        for character in string {
            total += width(of: character)
        }
        return total
    }

    /// Whether every byte of `string` is a printable ASCII character (space to `~`): then each
    /// byte is a grapheme cluster one column wide, and the bytes are read without breaking the
    /// string into characters (most text on screen is such, and breaking costs more than the
    /// rest of measuring it).
    private static func isPrintableASCII<S: StringProtocol>(_ string: S) -> Bool {
        let check = { (bytes: UnsafeBufferPointer<UInt8>) in bytes.allSatisfy { $0 &- 0x20 < 0x5F } }
        return string.utf8.withContiguousStorageIfAvailable(check) ?? string.utf8.allSatisfy { $0 &- 0x20 < 0x5F }
    }

    private static let ascii: [Glyph] = (0..<128).map { code in
        switch code {
        case 0x20..<0x7F: Glyph(text: String(UnicodeScalar(UInt8(code))), width: 1)
        case 0x7F: Glyph(text: "\u{2421}", width: 1)
        default: Glyph(text: String(UnicodeScalar(UInt32(0x2400 + code))!), width: 1)
        }
    }

    private static func measure(_ scalars: Character.UnicodeScalarView, _ body: (Glyph) -> Void) {
        TerminalLocale.ensureUTF8()
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return body(.replacement) }
        let value = first.value
        if value < 0x20 || value == 0x7F {
            return body(ascii[Int(value)])
        }
        if (0x80...0x9F).contains(value) || first.properties.generalCategory == .format {
            return body(.replacement)
        }
        let baseWidth = Int(roster_wcwidth(value))
        guard baseWidth > 0 else { return body(.replacement) }

        if first.isRegionalIndicator {
            if let second = iterator.next(), second.isRegionalIndicator {
                var text = String(first)
                text.unicodeScalars.append(second)
                return body(Glyph(text: text, width: 2))
            }
            return body(Glyph(text: String(first), width: baseWidth))
        }

        var text = String(first)
        var width = min(baseWidth, 2)
        var marks = 0
        while let next = iterator.next() {
            // A joiner or a skin tone: the rest is another symbol, or a variant of this one.
            if next.value == 0x200D || next.properties.isEmojiModifier { break }
            if next.value == 0xFE0E || next.value == 0xFE0F { continue }  // presentation selectors
            if next.properties.generalCategory == .format { break }
            let nextWidth = Int(roster_wcwidth(next.value))
            if nextWidth == 0 {
                if marks < 4 { text.unicodeScalars.append(next) }
                marks += 1
                continue
            }
            guard nextWidth > 0 else { break }
            // A spacing character of the syllable: a cell of its own, with its marks.
            body(Glyph(text: text, width: width))
            text = String(next)
            width = min(nextWidth, 2)
            marks = 0
        }
        body(Glyph(text: text, width: width))
    }
}

extension Unicode.Scalar {
    /// One of the 26 letters that pair up into flags.
    fileprivate var isRegionalIndicator: Bool {
        (0x1F1E6...0x1F1FF).contains(value)
    }
}
