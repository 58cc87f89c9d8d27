import Foundation
import Roster

/// Names that try to talk to the terminal, and what roster must show instead.
package enum HostileNames {
    package static let names = [
        "Title\u{1B}]0;PWNED-TITLE\u{07}x",
        "Title2\u{1B}]2;PWNED2\u{1B}\\y",
        "Red\u{1B}[41mBG\u{1B}[0m",
        "Clear\u{1B}[2J\u{1B}[Hhome",
        "Alt\u{1B}[?1049lscreen",
        "Cursor\u{1B}[?25lhide\u{1B}[10;10H",
        "C1\u{9B}31mcsi\u{9D}0;T\u{9C}",
        "Nul\u{0}Bel\u{07}Del\u{7F}BS\u{08}CR\u{0D}x",
        "Bidi\u{202E}evil\u{202C}\u{2066}iso\u{2069}",
        "Zero\u{200B}width\u{200D}\u{FEFF}join",
        "RIS\u{1B}creset",
        "DCS\u{1B}Ptmux;\u{1B}\u{1B}]2;X\u{07}\u{1B}\\end",
        "Clip\u{1B}]52;c;cHduZWQ=\u{07}board",
        "Keep",
    ]

    /// The same names with every character replaced by what roster must draw for it: C0
    /// controls and DEL as their control pictures (␛ ␇ ␀ ␡), C1 controls and format characters
    /// as �, a joiner after a letter dropped. A screen showing these must be, cell for cell,
    /// the screen showing the hostile names. (Worked out here, not with `Glyph`, so that a
    /// change there cannot make both sides wrong alike.)
    package static var twins: [String] {
        names.map { name in
            name.map { character -> String in
                var scalars = character.unicodeScalars.makeIterator()
                guard let first = scalars.next() else { return "" }
                var text: String
                switch first.value {
                case 0..<0x20: text = String(UnicodeScalar(0x2400 + first.value)!)
                case 0x7F: text = "\u{2421}"
                case 0x80...0x9F: text = "\u{FFFD}"
                default: text = first.properties.generalCategory == .format ? "\u{FFFD}" : String(first)
                }
                while let next = scalars.next() {
                    if next.properties.generalCategory != .format { text.unicodeScalars.append(next) }
                }
                return text
            }.joined()
        }
    }

    package static func persons(_ names: [String]) -> [Person] {
        names.enumerated().map { index, name in
            Person(
                id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index))!, name: name,
                age: 20 + index)
        }
    }

    /// Whether a scalar could drive a terminal or reorder text: C0 and C1 controls, DEL,
    /// format characters (bidi overrides, zero-width characters).
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
    }
}
