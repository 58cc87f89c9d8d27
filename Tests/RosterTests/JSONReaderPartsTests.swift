import Foundation
import RosterTestSupport
import Testing

@testable import Roster

/// The pieces of the data file reader, one at a time: the scanner, the UUID parser, the id
/// index and the two byte sources.
@Suite("The data file reader's parts")
struct JSONReaderPartsTests {
    /// Runs `body` on a scanner over `text` in memory.
    func scanning<T>(
        _ text: String, _ body: (inout JSONScanner<InMemoryBytes>) throws(PersonsJSON.DecodingError) -> T
    ) throws -> T {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(InMemoryBytes(bytes: buffer))
            return try body(&scanner)
        }
    }

    // MARK: JSONScanner

    @Test func theScannerReadsObjectsArraysStringsAndIntegersWithoutASchema() throws {
        let found = try scanning(#" { "a" : [1, -2, {"b": "x\u00e9"}], "c": "\ud83d\ude00" } "#) {
            scanner throws(PersonsJSON.DecodingError) in
            var seen: [String] = []
            scanner.skipWhitespace()
            try scanner.readObject { scanner, key throws(PersonsJSON.DecodingError) in
                seen.append("key \(key)")
                scanner.skipWhitespace()
                if scanner.peek() == UInt8(ascii: "[") {
                    try scanner.readArray { scanner throws(PersonsJSON.DecodingError) in
                        scanner.skipWhitespace()
                        if let number = try scanner.readInteger() {
                            seen.append("int \(number)")
                        } else {
                            seen.append("other")
                        }
                    }
                } else if let text = try scanner.readStringIfPresent() {
                    seen.append("string \(text)")
                }
            }
            scanner.skipWhitespace()
            seen.append(scanner.isAtEnd ? "end" : "more")
            return seen
        }
        #expect(found == ["key a", "int 1", "int -2", "other", "key c", "string 😀", "end"])
    }

    @Test func skippingAValueLeavesTheScannerAfterIt() throws {
        let rest = try scanning(#"[{"x": [true, false, null, 1.5e3, "]"]}, 2] tail"#) {
            scanner throws(PersonsJSON.DecodingError) in
            try scanner.skipValue()
            return String(decoding: scanner.bytes[scanner.position...], as: UTF8.self)
        }
        #expect(rest == " tail")
    }

    @Test func checkingAValueDoesNotMoveTheScanner() throws {
        let position = try scanning(#"{"a": [1, 2]}"#) { scanner throws(PersonsJSON.DecodingError) in
            try scanner.checkValue()
            return scanner.position
        }
        #expect(position == 0)
    }

    @Test func nestingDeeperThanTheLimitIsRefusedWithoutRecursingFurther() {
        let text = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(
            throws: PersonsJSON.DecodingError(
                reason: "invalid data at line 1, column 257: the data is nested more than 256 levels deep")
        ) {
            try scanning(text) { scanner throws(PersonsJSON.DecodingError) in try scanner.skipValue() }
        }
    }

    @Test func errorsNameLineAndColumnInCharacters() {
        // At the "]" of line 2, after `"é€😀" `: column 7 in characters (bytes would make it 13).
        #expect(throws: PersonsJSON.DecodingError(reason: "not valid JSON: expected a value at line 2, column 7")) {
            try scanning("[1,\n\"é€😀\" ]") { scanner throws(PersonsJSON.DecodingError) in
                scanner.position = scanner.bytes.count - 1
                try scanner.skipValue()
            }
        }
        #expect(
            throws: PersonsJSON.DecodingError(
                reason: "not valid JSON: the data ends too early (a string is not closed, line 1, column 5)")
        ) {
            try scanning(#""abc"#) { scanner throws(PersonsJSON.DecodingError) in _ = try scanner.readStringIfPresent()
            }
        }
    }

    @Test func integersThatAreNotWholeOrTooLargeAreNamed() {
        #expect(
            throws: PersonsJSON.DecodingError(reason: "invalid data at line 1, column 4: 1.5 is not a whole number")
        ) {
            try scanning("1.5") { scanner throws(PersonsJSON.DecodingError) in _ = try scanner.readInteger() }
        }
        #expect(
            throws: PersonsJSON.DecodingError(
                reason: "invalid data at line 1, column 41: " + String(repeating: "9", count: 30) + "… is far too large"
            )
        ) {
            try scanning(String(repeating: "9", count: 40)) { scanner throws(PersonsJSON.DecodingError) in
                _ = try scanner.readInteger()
            }
        }
    }

    // MARK: UUIDParser

    @Test(arguments: [
        ("90E57E9B-0A92-5794-91D4-54671FA81375", true),
        ("90e57e9b-0a92-5794-91d4-54671fa81375", true),
        ("90e57E9B-0a92-5794-91D4-54671fa81375", true),
        ("90E57E9B-0A92-5794-91D4-54671FA8137G", false),
        ("90E57E9B0-A92-5794-91D4-54671FA81375", false),
        ("90E57E9B-0A92-5794-91D4_54671FA81375", false),
        ("90E57E9B-0A92-5794-91D4-54671FA8137 ", false),
    ])
    func theUUIDParserAgreesWithFoundation(text: String, valid: Bool) {
        let parsed = Array(text.utf8).withUnsafeBufferPointer { UUIDParser.parse($0, at: 0) }
        #expect((parsed != nil) == valid)
        #expect(parsed == UUID(uuidString: text), "the same UUID as Foundation reads")
    }

    // MARK: IdIndex

    @Test func theIdIndexFindsTheEarlierPersonWithTheSameIdAndGrowsPastItsCapacity() {
        var random = SeededGenerator(seed: 7)
        var persons: [Person] = []
        var index = IdIndex(capacity: 0)  // made too small: it must grow, more than once
        for number in 0..<1_000 {
            persons.append(Person(id: random.uuid(), name: "P\(number)", age: 1))
            #expect(index.insert(persons.count - 1, of: persons) == nil)
        }
        persons.append(Person(id: persons[417].id, name: "Copy", age: 1))
        #expect(index.insert(persons.count - 1, of: persons) == 417)
        persons.append(Person(id: random.uuid(), name: "New", age: 1))
        #expect(index.insert(persons.count - 1, of: persons) == nil, "the copy was not recorded")
    }

    // MARK: Byte sources

    @Test func aFileWindowReadsTheSameBytesAsMemoryAndCountsTheSameBraces() throws {
        let persons = (0..<40_000).map { Person(id: UUID(), name: "Person \($0)", age: $0 % 151) }
        let bytes = PersonsJSON.encode(persons)  // about 3 MB: past the window's margin
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let window = try #require(FileWindow(descriptor: descriptor, size: bytes.count))

        window.advance(to: 0)
        #expect(!window.holdsEverything, "a margin, not the whole file, is read first")
        #expect(window.bytes.count >= FileWindow.margin && window.bytes.count < bytes.count)
        let inMemory = bytes.withUnsafeBufferPointer { InMemoryBytes(bytes: $0).countOfOpeningBraces(from: 1) }
        #expect(window.countOfOpeningBraces(from: 1) == inMemory)
        #expect(inMemory == persons.count, "one per person, the top-level object's left behind")

        window.readToEnd(from: 0)
        #expect(window.holdsEverything)
        #expect(Array(window.bytes) == bytes)
    }
}
