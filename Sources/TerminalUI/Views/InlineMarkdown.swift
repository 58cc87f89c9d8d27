/// The inline Markdown SwiftUI reads in a `Text`'s string literal (a `LocalizedStringKey`):
/// `**bold**`, `*italic*` and `_italic_`, `***both***`, `~~struck~~`, `` `code` ``,
/// `[a link](https://…)`, backslash escapes, and `^[text](inflect: true)` (`Inflection`).
///
/// **Approximated:** a terminal draws bold and italic; a struck run and code are shown plain,
/// a link's text underlined. Delimiters that open or close nothing stay as they are, and an
/// underscore inside a word (`snake_case`) is a character, as in CommonMark.
enum InlineMarkdown {
    /// A run of text in one style.
    struct Span: Equatable {
        var text: String
        var attributes: Style.Attributes
    }

    /// Whether `source` holds a character that may start Markdown (the common case is none).
    static func mayHoldMarkdown(_ source: String) -> Bool {
        source.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x60 || $0 == 0x7E || $0 == 0x5B || $0 == 0x5C }
    }

    /// Fence an interpolated value in a key's text: what lies between them is shown as it is.
    static let valueStart: Unicode.Scalar = "\u{FFF9}"
    static let valueEnd: Unicode.Scalar = "\u{FFFB}"

    /// The styled runs of `source`.
    static func spans(_ source: String) -> [Span] {
        var spans: [Span] = []
        parse(Array(source)[...], attributes: [], into: &spans)
        return spans
    }

    private static func parse(_ text: ArraySlice<Character>, attributes: Style.Attributes, into spans: inout [Span]) {
        var literal = ""
        func flush() {
            guard !literal.isEmpty else { return }
            if let last = spans.last, last.attributes == attributes {
                spans[spans.count - 1].text += literal
            } else {
                spans.append(Span(text: literal, attributes: attributes))
            }
            literal = ""
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == Character(valueStart) {
                // An interpolated value: its characters as they are.
                let end = text[next...].firstIndex(of: Character(valueEnd)) ?? text.endIndex
                literal += String(text[next..<end])
                index = min(text.endIndex, end + 1)
                continue
            }
            if character == "\\", next < text.endIndex, text[next].isPunctuation || text[next].isSymbol {
                literal.append(text[next])
                index = text.index(after: next)
                continue
            }
            if character == "`", let close = firstIndex(of: "`", in: text, from: next) {
                literal += String(
                    text[next..<close].filter { $0 != Character(valueStart) && $0 != Character(valueEnd) })
                index = text.index(after: close)
                continue
            }
            if character == "^", next < text.endIndex, text[next] == "[",
                let (label, destination, end) = link(in: text, at: next)
            {
                // An attributed run: its label, inflected if asked (`^[3 glass](inflect: true)`).
                flush()
                let inflects = String(destination.filter { !$0.isWhitespace }).contains("inflect:true")
                let shown =
                    inflects
                    ? Inflection.inflected(Array(label), fences: (Character(valueStart), Character(valueEnd)))
                    : Array(label)
                parse(shown[...], attributes: attributes, into: &spans)
                index = end
                continue
            }
            if character == "[", let (label, _, end) = link(in: text, at: index) {
                flush()
                parse(label, attributes: attributes.union(.underline), into: &spans)
                index = end
                continue
            }
            if character == "*" || character == "_" || character == "~",
                let (inner, width, end) = emphasis(in: text, at: index)
            {
                flush()
                parse(inner, attributes: attributes.union(style(of: character, width: width)), into: &spans)
                index = end
                continue
            }
            literal.append(character)
            index = next
        }
        flush()
    }

    /// What a delimiter of `width` `character`s draws: italic, bold, both; nothing for `~~`.
    private static func style(of character: Character, width: Int) -> Style.Attributes {
        guard character != "~" else { return [] }
        switch width {
        case 1: return .italic
        case 2: return .bold
        default: return [.bold, .italic]
        }
    }

    /// The text inside the emphasis opening at `start`, the delimiter's width and where the
    /// text after its closing delimiter starts; `nil` when it opens nothing.
    private static func emphasis(
        in text: ArraySlice<Character>, at start: Int
    ) -> (ArraySlice<Character>, Int, Int)? {
        let character = text[start]
        var run = 0
        while start + run < text.endIndex, text[start + run] == character { run += 1 }
        let widths = character == "~" ? (run >= 2 ? [2] : []) : Array((1...min(run, 3)).reversed())
        for width in widths {
            let open = start + width
            guard open < text.endIndex, !text[open].isWhitespace else { continue }
            if character == "_", start > text.startIndex, text[start - 1].isLetter || text[start - 1].isNumber {
                continue
            }
            var close = open + 1
            while close + width <= text.endIndex {
                if text[close - 1] == Character(valueStart) {
                    // Nothing inside an interpolated value closes the emphasis.
                    close = (firstIndex(of: Character(valueEnd), in: text, from: close) ?? text.endIndex) + 1
                    continue
                }
                let matches = (0..<width).allSatisfy { text[close + $0] == character }
                let after = close + width
                if matches, !text[close - 1].isWhitespace, after == text.endIndex || text[after] != character,
                    character != "_" || after == text.endIndex || !(text[after].isLetter || text[after].isNumber)
                {
                    return (text[open..<close], width, after)
                }
                close += 1
            }
        }
        return nil
    }

    /// The first `character` at or after `start` outside interpolated values.
    private static func firstIndex(of character: Character, in text: ArraySlice<Character>, from start: Int) -> Int? {
        var index = start
        while index < text.endIndex {
            if text[index] == character { return index }
            if text[index] == Character(valueStart) {
                guard let end = text[index...].firstIndex(of: Character(valueEnd)) else { return nil }
                index = end
            }
            index += 1
        }
        return nil
    }

    /// A link's label, its destination and where the text after it starts: `[label](destination)`.
    private static func link(
        in text: ArraySlice<Character>, at start: Int
    ) -> (label: ArraySlice<Character>, destination: ArraySlice<Character>, end: Int)? {
        guard let close = firstIndex(of: "]", in: text, from: start + 1), close + 1 < text.endIndex,
            text[close + 1] == "(", let end = firstIndex(of: ")", in: text, from: close + 2)
        else { return nil }
        return (text[(start + 1)..<close], text[(close + 2)..<end], end + 1)
    }
}
