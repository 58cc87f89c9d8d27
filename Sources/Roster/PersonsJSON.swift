import Foundation

/// The data file's format: `{"version": 1, "persons": [{"id": "<UUID>", "name": "…", "age": 27}, …]}`.
///
/// A strict, schema-directed reader and writer over UTF-8 bytes: a million persons load in a
/// fraction of a second, and every problem is reported with where it is and what is wrong —
/// not JSON (line and column), the wrong shape, or invalid values (bad or duplicate ids, blank
/// or over-long names, ages outside 0…150). Keys the format does not know are ignored.
public enum PersonsJSON {
    /// The format version this build reads and writes.
    public static let version = 1

    /// What is wrong with a data file's contents.
    public struct DecodingError: Error, Equatable, CustomStringConvertible, Sendable {
        public let reason: String

        public init(reason: String) {
            self.reason = reason
        }

        public var description: String { reason }
    }

    /// Reads persons from the bytes of a data file.
    public static func decode(_ bytes: [UInt8]) throws(DecodingError) -> [Person] {
        try bytes.withUnsafeBufferPointer { buffer throws(DecodingError) in
            var reader = Reader(bytes: buffer)
            return try reader.readDocument()
        }
    }

    /// Reads persons from a data file a window at a time (see `FileWindow`): the same
    /// persons, or the same error, as `decode(_:)` on the whole file.
    static func decode(from window: FileWindow) throws(DecodingError) -> [Person] {
        window.fill(ahead: FileWindow.margin, from: 0)
        do {
            var reader = Reader(window: window)
            return try reader.readDocument()
        } catch {
            // With the whole file at hand and nothing given back, the error is the answer.
            // Otherwise it may come from the window (a value longer than the margin, say):
            // read the whole file and parse it again, so that errors are found and located
            // exactly as in `decode(_:)`.
            if window.isComplete && window.released == 0 { throw error }
            window.readAll()
            var reader = Reader(bytes: window.bytes)
            return try reader.readDocument()
        }
    }

    /// Writes persons as the bytes of a data file (one person per line).
    public static func encode(_ persons: [Person]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(persons.count * 72 + 64)
        output.append(contentsOf: "{\"version\": \(version), \"persons\": [".utf8)
        for (index, person) in persons.enumerated() {
            output.append(contentsOf: index == 0 ? "\n  ".utf8 : ",\n  ".utf8)
            output.append(contentsOf: "{\"id\": \"".utf8)
            output.append(contentsOf: person.id.uuidString.utf8)
            output.append(contentsOf: "\", \"name\": ".utf8)
            appendString(person.name, to: &output)
            output.append(contentsOf: ", \"age\": ".utf8)
            output.append(contentsOf: String(person.age).utf8)
            output.append(UInt8(ascii: "}"))
        }
        output.append(contentsOf: persons.isEmpty ? "]}\n".utf8 : "\n]}\n".utf8)
        return output
    }

    private static func appendString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0..<0x20, 0x7F:
                let hex = String(byte, radix: 16)
                output.append(contentsOf: "\\u\(String(repeating: "0", count: 4 - hex.count))\(hex)".utf8)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

/// A cursor over the bytes of a data file.
private struct Reader {
    /// The bytes at hand: the whole file, or what a window has read of it so far.
    private(set) var bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// Where more bytes come from, when the file is read a window at a time.
    private let window: FileWindow?
    /// How many objects and lists the reader is inside.
    private var depth = 0
    /// The deepest nesting read: a roster file needs 3 levels; unknown keys may hold more, but
    /// a hostile file nested millions deep would overflow the stack of a recursive reader.
    static let maxDepth = 256

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.window = nil
    }

    init(window: FileWindow) {
        self.bytes = window.bytes
        self.window = window
    }

    /// Reads on ahead of `position` and gives back what lies well behind it (windowed reading
    /// only). Any value that does not fit in the margin ends in an error, and then in a
    /// reading of the whole file.
    private mutating func advanceWindow() {
        guard let window else { return }
        window.fill(ahead: FileWindow.margin, from: position)
        window.release(before: position)
        bytes = window.bytes
    }

    /// Reads the rest of the file (windowed reading only).
    private mutating func readRest() {
        guard let window else { return }
        window.fill(ahead: Int.max, from: position)
        bytes = window.bytes
    }

    // MARK: The document

    mutating func readDocument() throws(PersonsJSON.DecodingError) -> [Person] {
        try checkEncoding()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        guard position < bytes.count else { throw shape("the file is empty") }
        guard peek() == UInt8(ascii: "{") else { throw try wrongValue(shape: "expected an object ({…}) at the top") }
        var version: Int?
        var persons: [Person]?
        try readObject { reader, key throws(PersonsJSON.DecodingError) in
            switch key {
            case "version":
                guard version == nil else { throw reader.invalid("\"version\" is given twice") }
                guard let number = try reader.readInteger() else { throw reader.shape("\"version\" must be a whole number") }
                version = number
            case "persons":
                // A second list would silently replace the first, and the next Save drop it.
                guard persons == nil else { throw reader.invalid("\"persons\" is given twice") }
                persons = try reader.readPersons()
            default:
                try reader.skipValue()
            }
        }
        readRest()
        skipWhitespace()
        guard position == bytes.count else { throw syntax("unexpected text after the end of the data") }
        guard let version else { throw shape("there is no \"version\"") }
        guard version == PersonsJSON.version else {
            throw shape("version \(version) is not supported (this roster reads version \(PersonsJSON.version))")
        }
        guard let persons else { throw shape("there is no \"persons\" list") }
        return persons
    }

    private mutating func readPersons() throws(PersonsJSON.DecodingError) -> [Person] {
        skipWhitespace()
        guard peek() == UInt8(ascii: "[") else { throw try wrongValue(shape: "\"persons\" must be a list ([…])") }
        // Every person is an object, so the number of '{' ahead bounds the number of persons:
        // the array is allocated once, at (about) its final size.
        var persons: [Person] = []
        persons.reserveCapacity(window?.openingBraces(from: position) ?? countOfOpeningBraces(from: position))
        var ids = IdIndex(capacity: persons.capacity)
        try readArray { reader throws(PersonsJSON.DecodingError) in
            reader.advanceWindow()
            let number = persons.count + 1
            let person = try reader.readPerson(number: number)
            persons.append(person)
            if let first = ids.insert(persons.count - 1, of: persons) {
                throw reader.invalid("persons \(first + 1) and \(number) have the same id \(person.id.uuidString)")
            }
        }
        return persons
    }

    private func countOfOpeningBraces(from start: Int) -> Int {
        var count = 0
        for index in start..<bytes.count where bytes[index] == UInt8(ascii: "{") {
            count += 1
        }
        return count
    }

    private mutating func readPerson(number: Int) throws(PersonsJSON.DecodingError) -> Person {
        skipWhitespace()
        guard peek() == UInt8(ascii: "{") else { throw try wrongValue(shape: "person \(number) must be an object ({…})") }
        var id: UUID?
        var name: String?
        var age: Int?
        try readObject { reader, key throws(PersonsJSON.DecodingError) in
            func givenTwice() -> PersonsJSON.DecodingError {
                reader.invalid("person \(number): \"\(key)\" is given twice")
            }
            switch key {
            case "id":
                guard id == nil else { throw givenTwice() }
                if let uuid = reader.readPlainUUID() {
                    id = uuid
                    return
                }
                guard let text = try reader.readStringIfPresent() else { throw reader.shape("person \(number): \"id\" must be a string") }
                guard let uuid = UUID(uuidString: text) else { throw reader.invalid("person \(number): \"\(text.prefix(40))\" is not a valid id (a UUID)") }
                id = uuid
            case "name":
                guard name == nil else { throw givenTwice() }
                guard let text = try reader.readStringIfPresent() else { throw reader.shape("person \(number): \"name\" must be a string") }
                name = text
            case "age":
                guard age == nil else { throw givenTwice() }
                guard let value = try reader.readInteger() else { throw reader.shape("person \(number): \"age\" must be a whole number") }
                age = value
            default:
                try reader.skipValue()
            }
        }
        guard let id else { throw shape("person \(number) has no \"id\"") }
        guard let name else { throw shape("person \(number) has no \"name\"") }
        guard let age else { throw shape("person \(number) has no \"age\"") }
        if let problem = Person.problem(withName: name) { throw invalid("person \(number): \(problem)") }
        if let problem = Person.problem(withAge: age) { throw invalid("person \(number): \(problem)") }
        return Person(id: id, name: name, age: age)
    }

    /// The error for a value of the wrong kind: a shape error if a valid value is there,
    /// else the syntax error at it.
    private mutating func wrongValue(shape message: String) throws(PersonsJSON.DecodingError) -> PersonsJSON.DecodingError {
        let start = position
        try skipValue()
        position = start
        return shape(message)
    }

    /// Reads an id written the usual way — `"XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX"`, hex digits
    /// in either case, no escapes — straight from the bytes; returns `nil` (having read
    /// nothing) for anything else, which `UUID(uuidString:)` then judges.
    mutating func readPlainUUID() -> UUID? {
        skipWhitespace()
        let start = position
        guard start + 38 <= bytes.count, bytes[start] == UInt8(ascii: "\""), bytes[start + 37] == UInt8(ascii: "\"") else {
            return nil
        }
        // Two 64-bit halves, built digit by digit through a table (no branch per digit to
        // mispredict; an invalid byte sets bit 4 of `invalid`).
        var high: UInt64 = 0
        var low: UInt64 = 0
        var invalid: UInt8 = 0
        var offset = start + 1
        let hexDigits = Self.hexDigits
        for digit in 0..<32 {
            if digit == 8 || digit == 12 || digit == 16 || digit == 20 {
                guard bytes[offset] == UInt8(ascii: "-") else { return nil }
                offset += 1
            }
            let value = hexDigits[Int(bytes[offset])]
            invalid |= value
            if digit < 16 {
                high = high << 4 | UInt64(value & 0x0F)
            } else {
                low = low << 4 | UInt64(value & 0x0F)
            }
            offset += 1
        }
        guard invalid & 0x10 == 0 else { return nil }
        position = start + 38
        let (h, l) = (high, low)
        func byte(_ half: UInt64, _ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: half >> (56 - 8 * index)) }
        return UUID(uuid: (
            byte(h, 0), byte(h, 1), byte(h, 2), byte(h, 3), byte(h, 4), byte(h, 5), byte(h, 6), byte(h, 7),
            byte(l, 0), byte(l, 1), byte(l, 2), byte(l, 3), byte(l, 4), byte(l, 5), byte(l, 6), byte(l, 7)
        ))
    }

    /// Each byte's value as a hex digit, or 0x10 for a byte that is not one.
    private static let hexDigits: [UInt8] = (0...255).map { byte -> UInt8 in
        switch byte {
        case 0x30...0x39: UInt8(byte - 0x30)
        case 0x41...0x46: UInt8(byte - 0x41 + 10)
        case 0x61...0x66: UInt8(byte - 0x61 + 10)
        default: 0x10
        }
    }

    /// Refuses text in another encoding up front, naming it where it can: otherwise its
    /// first odd byte would read as a baffling syntax error.
    private mutating func checkEncoding() throws(PersonsJSON.DecodingError) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            || (bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0)) {
            throw PersonsJSON.DecodingError(reason: "not UTF-8 text: the file looks like UTF-16; save it as UTF-8")
        }
        // A window may end inside a character: until the whole file is at hand, windowed
        // reading checks each string as it goes, and any bad byte sends `decode(from:)` back
        // to the whole file, checked here.
        let wholeFile = window.map { $0.isComplete && $0.released == 0 } ?? true
        guard wholeFile, String(validating: bytes, as: UTF8.self) == nil else { return }
        // Find the first bad byte, to say where it is.
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: break decoding
            }
        }
        if isIncompleteCharacterAtTheEnd(from: offset) {
            position = bytes.count
            throw syntax("in the middle of a character")
        }
        position = offset
        throw invalid("the file is not valid UTF-8 text")
    }

    /// Whether the bytes from `offset` are the start of a character cut off by the end of the
    /// file (a truncated file, rather than one in another encoding).
    private func isIncompleteCharacterAtTheEnd(from offset: Int) -> Bool {
        let lead = bytes[offset]
        let length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xC2 && lead <= 0xDF ? 2 : 0
        let rest = bytes.count - offset
        guard length > 0, rest < length else { return false }
        return (offset + 1..<bytes.count).allSatisfy { bytes[$0] & 0xC0 == 0x80 }
    }

    // MARK: Structure

    private mutating func readObject(_ member: (inout Reader, String) throws(PersonsJSON.DecodingError) -> Void) throws(PersonsJSON.DecodingError) {
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
            case UInt8(ascii: "}"): position += 1; return
            default: throw syntax("expected ',' or '}'")
            }
        }
    }

    private mutating func readArray(_ element: (inout Reader) throws(PersonsJSON.DecodingError) -> Void) throws(PersonsJSON.DecodingError) {
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
            case UInt8(ascii: "]"): position += 1; return
            default: throw syntax("expected ',' or ']'")
            }
        }
    }

    private mutating func enterNesting() throws(PersonsJSON.DecodingError) {
        guard depth < Self.maxDepth else {
            throw invalid("the data is nested more than \(Self.maxDepth) levels deep")
        }
        depth += 1
    }

    private mutating func skipValue() throws(PersonsJSON.DecodingError) {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "{"): try readObject { reader, _ throws(PersonsJSON.DecodingError) in try reader.skipValue() }
        case UInt8(ascii: "["): try readArray { reader throws(PersonsJSON.DecodingError) in try reader.skipValue() }
        case UInt8(ascii: "\""): _ = try readStringIfPresent()
        case UInt8(ascii: "t"): try expectWord("true")
        case UInt8(ascii: "f"): try expectWord("false")
        case UInt8(ascii: "n"): try expectWord("null")
        default:
            guard let byte = peek(), byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte) else { throw syntax("expected a value") }
            try skipNumber()
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(PersonsJSON.DecodingError) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
              (0..<count).allSatisfy({ bytes[position + $0] == word.utf8Start[$0] }) else {
            throw syntax("expected a value")
        }
        position += count
    }

    // MARK: Numbers

    /// Reads a number that must be a whole number (`nil` if the value is not a number at all).
    private mutating func readInteger() throws(PersonsJSON.DecodingError) -> Int? {
        skipWhitespace()
        guard let first = peek(), first == UInt8(ascii: "-") || (0x30...0x39).contains(first) else {
            try skipValue()
            return nil
        }
        let start = position
        try skipNumber()
        let text = bytes[start..<position]
        guard !text.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) else {
            throw invalid("\(String(decoding: text.prefix(30), as: UTF8.self)) is not a whole number")
        }
        guard let value = Int(String(decoding: text, as: UTF8.self)) else {
            throw invalid("\(String(decoding: text.prefix(30), as: UTF8.self))\(text.count > 30 ? "…" : "") is far too large")
        }
        return value
    }

    private mutating func skipNumber() throws(PersonsJSON.DecodingError) {
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
            guard let next = peek(), (0x30...0x39).contains(next) else { throw syntax("expected a digit in the exponent") }
            skipDigits()
        }
    }

    private mutating func skipDigits() {
        while let byte = peek(), (0x30...0x39).contains(byte) { position += 1 }
    }

    // MARK: Strings

    /// Reads a string (`nil` if the value is something else, which is skipped).
    private mutating func readStringIfPresent() throws(PersonsJSON.DecodingError) -> String? {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else {
            if peek() == UInt8(ascii: "}") || peek() == nil { return nil }
            try skipValue()
            return nil
        }
        position += 1
        let start = position
        // Fast path: no escapes.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                return try utf8String(slice)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw syntax("a control character must be escaped inside a string") }
            position += 1
        }
        var scratch = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return try scratch.withUnsafeBufferPointer { buffer throws(PersonsJSON.DecodingError) in try utf8String(buffer) }
            case UInt8(ascii: "\\"):
                try readEscape(into: &scratch)
            case 0..<0x20:
                throw syntax("a control character must be escaped inside a string")
            default:
                scratch.append(byte)
            }
        }
        throw syntax("a string is not closed")
    }

    private mutating func readEscape(into scratch: inout [UInt8]) throws(PersonsJSON.DecodingError) {
        guard let byte = peek() else { throw syntax("a string is not closed") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): scratch.append(byte)
        case UInt8(ascii: "\\"): scratch.append(byte)
        case UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var code = try readHex4()
            if (0xD800...0xDBFF).contains(code) {
                guard peek() == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                    throw invalid("a string holds half of a surrogate pair")
                }
                position += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw invalid("a string holds half of a surrogate pair") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                throw invalid("a string holds half of a surrogate pair")
            }
            guard let scalar = Unicode.Scalar(code) else { throw invalid("a string holds an invalid character") }
            scratch.append(contentsOf: String(scalar).utf8)
        default:
            throw syntax("unknown escape \\\(Character(Unicode.Scalar(byte)))")
        }
    }

    private mutating func readHex4() throws(PersonsJSON.DecodingError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw syntax("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw syntax("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private func utf8String(_ buffer: UnsafeBufferPointer<UInt8>) throws(PersonsJSON.DecodingError) -> String {
        // `String(decoding:)` is the fast, specialised path (`String(validating:)` is generic
        // and looks up metadata on every call); it repairs invalid UTF-8, so a string that is
        // not byte for byte what was read was not valid.
        let string = String(decoding: buffer, as: UTF8.self)
        var isASCII = true
        for byte in buffer where byte >= 0x80 {
            isASCII = false
            break
        }
        guard isASCII || Self.hasBytes(string, buffer) else {
            throw invalid("the file is not valid UTF-8 text")
        }
        return string
    }

    /// Whether `string`'s UTF-8 is exactly `bytes`.
    private static func hasBytes(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in
            utf8.count == bytes.count && (bytes.isEmpty || memcmp(utf8.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
    }

    // MARK: Helpers

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// Line and column (1-based, in characters) of the current position.
    private var location: String {
        var line = 1
        var lineStart = 0
        for index in 0..<min(position, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<min(position, bytes.count)], as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }

    func syntax(_ message: String) -> PersonsJSON.DecodingError {
        if position >= bytes.count {
            return PersonsJSON.DecodingError(reason: "not valid JSON: the data ends too early (\(message), \(location))")
        }
        return PersonsJSON.DecodingError(reason: "not valid JSON: \(message) at \(location)")
    }

    func shape(_ message: String) -> PersonsJSON.DecodingError {
        PersonsJSON.DecodingError(reason: "not a roster data file: \(message)")
    }

    func invalid(_ message: String) -> PersonsJSON.DecodingError {
        PersonsJSON.DecodingError(reason: "invalid data at \(location): \(message)")
    }
}

/// Which persons read so far have which id, to find a repeated one: an open-addressing hash
/// table (at most half full) whose slots hold a person's position in the array and 32 bits of
/// its id's hash, so that most probes never touch the persons themselves. Hashing uses the
/// standard library's per-process seeded hasher.
private struct IdIndex {
    /// The hash's upper half << 32 | position + 1; 0 for an empty slot.
    private var slots: [UInt64]
    private var count = 0

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    /// Records `persons[position]`'s id; returns the position of an earlier person with the
    /// same id, if there is one (and then records nothing).
    mutating func insert(_ position: Int, of persons: [Person]) -> Int? {
        precondition(position < Int(UInt32.max), "PersonsJSON: too many persons")
        if (count + 1) * 2 > slots.count { grow(persons) }
        let id = persons[position].id
        let hash = UInt64(bitPattern: Int64(id.hashValue))
        let tag = hash >> 32
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry >> 32 == tag {
                let other = Int(entry & 0xFFFF_FFFF) - 1
                if persons[other].id == id { return other }
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = tag << 32 | UInt64(position + 1)
        count += 1
        return nil
    }

    /// Doubles the table (rare: it is made for the persons the file can hold).
    private mutating func grow(_ persons: [Person]) {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            let hash = UInt64(bitPattern: Int64(persons[Int(entry & 0xFFFF_FFFF) - 1].id.hashValue))
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
