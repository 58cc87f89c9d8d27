import Foundation
import Roster
import RosterTestSupport
import Testing

/// The hand-written reader against Foundation's: on generated valid data files — keys in any
/// order, unknown keys holding any JSON, any whitespace, strings with every kind of escape and
/// characters from several scripts — `PersonsJSON.decode` gives exactly the persons that
/// `JSONDecoder` gives on a `Decodable` copy of the format.
@Suite("The data file format, against JSONDecoder")
struct PersonsJSONDifferentialTests {
    /// The format as plain `Decodable` types (unknown keys are ignored by `JSONDecoder` too).
    struct File: Decodable {
        let version: Int
        let persons: [Entry]
    }

    struct Entry: Decodable {
        let id: UUID
        let name: String
        let age: Int
    }

    @Test(arguments: 0..<40)
    func generatedFilesDecodeAsJSONDecoderDecodesThem(run: Int) throws {
        let seed = 0xD1FF_0000 + UInt64(run)
        var writer = FileWriter(seed: seed)
        for _ in 0..<10 {
            let text = writer.file()
            let bytes = Array(text.utf8)
            let expected = try JSONDecoder().decode(File.self, from: Data(bytes)).persons.map {
                Person(id: $0.id, name: $0.name, age: $0.age)
            }
            let decoded = try PersonsJSON.decode(bytes)
            #expect(decoded == expected, "seed \(seed):\n\(text)")
            #expect(
                try PersonsJSON.decode(PersonsJSON.encode(decoded)) == decoded,
                "seed \(seed): written again and read back")
        }
    }

    @Test func theGeneratorMakesWhatItClaims() throws {
        // The variety the differential test relies on, found in what it generates.
        var writer = FileWriter(seed: 0xD1FF_0000)
        let text = (0..<50).map { _ in writer.file() }.joined()
        for feature in [
            "\\u", "\\n", "\\\"", "\\\\", "\\/", "\r\n", "\t", "😀", "中", "\"extra", "null", "e-", "[", "\\uD83D",
        ] {
            #expect(text.contains(feature), "\(feature.debugDescription) appears in the generated files")
        }
        #expect(text.contains("{\"version\"") || text.contains("{ \"version\""))
        #expect(text.range(of: #"\{\s*"persons""#, options: .regularExpression) != nil, "\"persons\" first, at times")
        #expect(
            text.range(of: #"\{\s*"(name|age)""#, options: .regularExpression) != nil,
            "a person's id not first, at times")
    }
}

/// Writes valid data files from a seed, varied in everything the format leaves free.
private struct FileWriter {
    var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    mutating func chance(_ percent: UInt64) -> Bool {
        random.next() % 100 < percent
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }

    mutating func space() -> String {
        pick(["", "", " ", "  ", "\n", "\t", "\r\n", " \n    "])
    }

    /// An object with `members` and some unknown keys, in a shuffled order.
    mutating func object(_ members: [(String, String)]) -> String {
        var members = members
        for index in 0..<Int(random.next() % 3) where chance(40) {
            members.append(("extra\(index)", value(depth: 0)))
        }
        members.shuffle(using: &random)
        let body = members.map { key, value in
            space() + quoted(key, escaping: false) + space() + ":" + space() + value + space()
        }
        return "{" + body.joined(separator: ",") + (members.isEmpty ? space() : "") + "}"
    }

    mutating func file() -> String {
        let persons = (0..<Int(random.next() % 8)).map { _ in person() }
        let list =
            "[" + (persons.isEmpty ? space() : persons.map { space() + $0 + space() }.joined(separator: ",")) + "]"
        return space() + object([("version", "1"), ("persons", list)]) + space()
    }

    mutating func person() -> String {
        let uuid = random.uuid().uuidString
        // Mostly as written by roster; at times lowercase, or with an escaped character
        // (which the reader's fast path for ids does not take).
        var id = chance(30) ? uuid.lowercased() : uuid
        if chance(10) {
            id = id.replacingOccurrences(of: "-", with: "\\u002d")
        }
        return object([
            ("id", "\"\(id)\""), ("name", quoted(name(), escaping: true)), ("age", String(random.next() % 151)),
        ])
    }

    /// A name `Person` accepts: a letter first, then up to 30 characters of any kind.
    mutating func name() -> String {
        let first = pick(["M", "é", "Ж", "中", "😀", "Z"])
        let pool = [
            "a", "b", "z", " ", "é", "ß", "Ж", "ж", "中", "文", "😀", "👩‍👩‍👧", "e\u{301}", "\u{7}", "\n", "\t", "\"", "\\",
            "/", "\u{1B}", "\u{7F}", "\u{FEFF}", "\u{10FFFF}",
        ]
        return first + (0..<Int(random.next() % 30)).map { _ in pick(pool) }.joined()
    }

    /// `text` as a JSON string; with `escaping`, characters are escaped at random where JSON
    /// allows it, and always where it requires it.
    mutating func quoted(_ text: String, escaping: Bool) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += pick(["\\n", "\\u000a", "\\u000A"])
            case "\t": output += pick(["\\t", "\\u0009"])
            case "/" where escaping && chance(50): output += "\\/"
            case _ where scalar.value < 0x20: output += unicodeEscape(scalar)
            case _ where escaping && chance(25): output += unicodeEscape(scalar)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// `\uXXXX`, or a surrogate pair of them, in upper or lower case.
    mutating func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let upper = chance(50)
        func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: upper)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        guard scalar.value > 0xFFFF else { return hex(scalar.value) }
        let value = scalar.value - 0x10000
        return hex(0xD800 + (value >> 10)) + hex(0xDC00 + (value & 0x3FF))
    }

    /// Any JSON value, for unknown keys.
    mutating func value(depth: Int) -> String {
        switch random.next() % (depth < 3 ? 8 : 6) {
        case 0: return "null"
        case 1: return pick(["true", "false"])
        case 2:
            return pick([
                "0", "-0", "42", "-17", "3.25", "1e9", "-2.5E-3", "6.02e+23", "123456789012345678901234567890",
            ])
        case 3, 4: return quoted(name(), escaping: true)
        case 5: return "\"\""
        case 6:
            return "["
                + (0..<Int(random.next() % 4)).map { _ in space() + value(depth: depth + 1) + space() }.joined(
                    separator: ",") + "]"
        default:
            let members = (0..<Int(random.next() % 3)).map { ("k\($0)", value(depth: depth + 1)) }
            let body = members.map { space() + quoted($0.0, escaping: true) + space() + ":" + space() + $0.1 + space() }
            return "{" + body.joined(separator: ",") + "}"
        }
    }
}
