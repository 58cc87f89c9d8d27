import Foundation

/// A schema-free cursor over JSON text: whitespace, strings, whole numbers, objects, arrays,
/// skipping any value, nesting depth, and line and column for errors. It knows nothing of what
/// the document means; `PersonsJSONSchema` reads a data file with it.
///
/// Errors come in two kinds of wording: `syntax` ("not valid JSON: …", for text that is not
/// JSON) and `invalid` ("invalid data at line L, column C: …", for JSON whose values are not
/// acceptable). Both name where the scanner is.
struct JSONScanner<Source: ByteSource> {
    typealias Failure = PersonsJSON.DecodingError

    /// The bytes at hand: the source's, refreshed when it reads more.
    private(set) var bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position = 0
    private(set) var source: Source
    /// How many objects and arrays the scanner is inside.
    private var depth = 0
    /// The deepest nesting read: a roster file needs 3 levels; unknown keys may hold more, but
    /// a hostile file nested millions deep would overflow the stack of a recursive reader.
    static var maxDepth: Int { 256 }

    init(_ source: Source) {
        self.source = source
        self.bytes = source.bytes
    }

    // MARK: The source

    /// Makes the next stretch after `position` available and gives back what lies well behind
    /// it (see `ByteSource.advance(to:)`).
    mutating func advanceSource() {
        source.advance(to: position)
        bytes = source.bytes
    }

    /// Makes the rest of the input available.
    mutating func readToEnd() {
        source.readToEnd(from: position)
        bytes = source.bytes
    }

    /// How many `{` lie ahead of `position`.
    func countOfOpeningBracesAhead() -> Int {
        source.countOfOpeningBraces(from: position)
    }

    // MARK: Bytes

    /// The byte at `position`, `nil` at the end.
    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// Whether the whole input has been read.
    var isAtEnd: Bool { position >= bytes.count }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// Skips a byte-order mark at the start.
    mutating func skipByteOrderMark() {
        if position == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    // MARK: Structure

    /// Reads an object (at its `{`), calling `member` with each key, positioned at its value;
    /// `member` must read the value.
    mutating func readObject(_ member: (inout JSONScanner, String) throws(Failure) -> Void) throws(Failure) {
        try enterNesting()
        defer { depth -= 1 }
        position += 1  // {
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            guard let key = try readStringIfPresent() else { throw syntax("expected a key in quotes") }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw syntax("expected ':' after \"\(key.prefix(40))\"") }
            position += 1
            try member(&self, key)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return
            default: throw syntax("expected ',' or '}'")
            }
        }
    }

    /// Reads an array (at its `[`), calling `element` positioned at each element; `element`
    /// must read it.
    mutating func readArray(_ element: (inout JSONScanner) throws(Failure) -> Void) throws(Failure) {
        try enterNesting()
        defer { depth -= 1 }
        position += 1  // [
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            try element(&self)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return
            default: throw syntax("expected ',' or ']'")
            }
        }
    }

    private mutating func enterNesting() throws(Failure) {
        guard depth < Self.maxDepth else {
            throw invalid("the data is nested more than \(Self.maxDepth) levels deep")
        }
        depth += 1
    }

    /// Reads past one value of any kind.
    mutating func skipValue() throws(Failure) {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "{"): try readObject { scanner, _ throws(Failure) in try scanner.skipValue() }
        case UInt8(ascii: "["): try readArray { scanner throws(Failure) in try scanner.skipValue() }
        case UInt8(ascii: "\""): _ = try readStringIfPresent()
        case UInt8(ascii: "t"): try expectWord("true")
        case UInt8(ascii: "f"): try expectWord("false")
        case UInt8(ascii: "n"): try expectWord("null")
        default:
            guard let byte = peek(), byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte) else {
                throw syntax("expected a value")
            }
            try skipNumber()
        }
    }

    /// Checks that a valid value starts here, without moving past it: the syntax error at it
    /// if it is not one.
    mutating func checkValue() throws(Failure) {
        let start = position
        try skipValue()
        position = start
    }

    private mutating func expectWord(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
            (0..<count).allSatisfy({ bytes[position + $0] == word.utf8Start[$0] })
        else {
            throw syntax("expected a value")
        }
        position += count
    }

    // MARK: Numbers

    /// Reads a number that must be a whole number (`nil`, having skipped the value, if it is
    /// not a number at all).
    mutating func readInteger() throws(Failure) -> Int? {
        skipWhitespace()
        guard let first = peek(), first == UInt8(ascii: "-") || (0x30...0x39).contains(first) else {
            try skipValue()
            return nil
        }
        let start = position
        try skipNumber()
        let text = bytes[start..<position]
        guard !text.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") })
        else {
            throw invalid("\(String(decoding: text.prefix(30), as: UTF8.self)) is not a whole number")
        }
        guard let value = Int(String(decoding: text, as: UTF8.self)) else {
            throw invalid(
                "\(String(decoding: text.prefix(30), as: UTF8.self))\(text.count > 30 ? "…" : "") is far too large")
        }
        return value
    }

    private mutating func skipNumber() throws(Failure) {
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), (0x30...0x39).contains(first) else { throw syntax("expected a digit") }
        if first == UInt8(ascii: "0") {
            position += 1
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let next = peek(), (0x30...0x39).contains(next) else { throw syntax("expected a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let next = peek(), (0x30...0x39).contains(next) else {
                throw syntax("expected a digit in the exponent")
            }
            skipDigits()
        }
    }

    private mutating func skipDigits() {
        while let byte = peek(), (0x30...0x39).contains(byte) { position += 1 }
    }

    // MARK: Errors

    /// Line and column (1-based, in characters) of the current position.
    var location: String {
        var line = 1
        var lineStart = 0
        for index in 0..<min(position, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<min(position, bytes.count)], as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }

    /// The error for text that is not JSON, here.
    func syntax(_ message: String) -> Failure {
        if position >= bytes.count {
            return Failure(reason: "not valid JSON: the data ends too early (\(message), \(location))")
        }
        return Failure(reason: "not valid JSON: \(message) at \(location)")
    }

    /// The error for a value that is JSON but not acceptable, here.
    func invalid(_ message: String) -> Failure {
        Failure(reason: "invalid data at \(location): \(message)")
    }
}
