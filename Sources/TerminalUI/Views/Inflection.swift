/// Foundation's automatic grammar agreement, as SwiftUI applies it to a `Text`'s
/// `^[3 glass](inflect: true)`: the label's last word agrees with the first number in it.
///
/// **Approximated:** English only, whatever the locale: a number other than 1 makes the word
/// plural by English's rules and its common irregular nouns (`2 people`, `3 boxes`, `0 cities`).
enum Inflection {
    /// `label` with its last word made to agree with the first number in it. An interpolated
    /// value (between `fences`) is text like the rest, as Foundation inflects the label once the
    /// values are in it: `^[\(count) \(noun)](inflect: true)` agrees the noun with the count.
    static func inflected(_ label: [Character], fences: (Character, Character)) -> [Character] {
        guard let count = firstNumber(in: label.filter { $0 != fences.0 && $0 != fences.1 }), count != 1 else {
            return label
        }
        var word: Range<Int>?
        var start: Int?
        for (index, character) in label.enumerated() {
            let isLetter = character.isLetter
            if isLetter, start == nil { start = index }
            if !isLetter, let begun = start {
                word = begun..<index
                start = nil
            }
        }
        if let begun = start { word = begun..<label.count }
        guard let word else { return label }
        var result = label
        result.replaceSubrange(word, with: plural(of: String(label[word])))
        return result
    }

    /// The value of the first number written in `text` (digits, with `,` grouping and a `.`).
    private static func firstNumber(in text: [Character]) -> Double? {
        guard let first = text.firstIndex(where: \.isASCIIDigit) else { return nil }
        let digits = text[first...].prefix { $0.isASCIIDigit || $0 == "," || $0 == "." }
        return Double(String(digits.filter { $0 != "," }))
    }

    /// The English plural of `word`, keeping its capitals.
    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        let plural: String
        if let irregular = irregulars[lower] {
            plural = irregular
        } else if unchanged.contains(lower) {
            plural = lower
        } else if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            plural = lower.dropLast() + "ies"
        } else if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) || oesNouns.contains(lower) {
            plural = lower + "es"
        } else if lower.hasSuffix("fe"), !lower.hasSuffix("ffe") {
            plural = lower.dropLast(2) + "ves"
        } else if vesNouns.contains(lower) {
            plural = lower.dropLast() + "ves"
        } else {
            plural = lower + "s"
        }
        if word == word.uppercased(), word.count > 1 { return plural.uppercased() }
        if word.first?.isUppercase == true { return plural.prefix(1).uppercased() + plural.dropFirst() }
        return plural
    }

    private static let irregulars: [String: String] = [
        "person": "people", "man": "men", "woman": "women", "child": "children", "foot": "feet",
        "tooth": "teeth", "goose": "geese", "mouse": "mice", "ox": "oxen", "die": "dice",
    ]
    private static let unchanged: Set<String> = ["sheep", "fish", "deer", "series", "species", "aircraft", "moose"]
    private static let oesNouns: Set<String> = ["potato", "tomato", "hero", "echo", "veto", "mosquito", "torpedo"]
    private static let vesNouns: Set<String> = [
        "leaf", "loaf", "half", "wolf", "shelf", "calf", "thief", "elf", "self",
    ]
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
