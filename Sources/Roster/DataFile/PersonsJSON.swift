import Foundation

/// The data file's format: `{"version": 1, "persons": [{"id": "<UUID>", "name": "…", "age": 27}, …]}`.
///
/// A strict, schema-directed reader and writer over UTF-8 bytes: a million persons load in a
/// fraction of a second, and every problem is reported with where it is and what is wrong —
/// not JSON (line and column), the wrong shape, or invalid values (bad or duplicate ids, blank
/// or over-long names, ages outside 0…150). Keys the format does not know are ignored.
///
/// The reading is in pieces: `JSONScanner` (schema-free JSON over a `ByteSource`, either
/// `InMemoryBytes` or a `FileWindow`), `PersonsJSONSchema` (the format and its error wording),
/// `UUIDParser` and `IdIndex` (repeated ids). This type is their entry point.
package enum PersonsJSON {
    /// The format version this build reads and writes.
    package static let version = 1

    /// What is wrong with a data file's contents.
    package struct DecodingError: Error, Equatable, CustomStringConvertible, Sendable {
        package let reason: String

        package init(reason: String) {
            self.reason = reason
        }

        package var description: String { reason }
    }

    /// Reads persons from the bytes of a data file.
    package static func decode(_ bytes: [UInt8]) throws(DecodingError) -> [Person] {
        try bytes.withUnsafeBufferPointer { buffer throws(DecodingError) in
            try decode(InMemoryBytes(bytes: buffer))
        }
    }

    /// Reads persons from a data file a window at a time (see `FileWindow`): the same
    /// persons, or the same error, as `decode(_:)` on the whole file.
    static func decode(from window: FileWindow) throws(DecodingError) -> [Person] {
        window.fill(ahead: FileWindow.margin, from: 0)
        do {
            return try decode(window)
        } catch {
            // With the whole file at hand and nothing given back, the error is the answer.
            // Otherwise it may come from the window (a value longer than the margin, say):
            // read the whole file and parse it again, so that errors are found and located
            // exactly as in `decode(_:)`.
            if window.holdsEverything { throw error }
            window.readAll()
            return try decode(InMemoryBytes(bytes: window.bytes))
        }
    }

    private static func decode<Source: ByteSource>(_ source: Source) throws(DecodingError) -> [Person] {
        var scanner = JSONScanner(source)
        return try PersonsJSONSchema.readDocument(&scanner)
    }

    /// Writes persons as the bytes of a data file (one person per line).
    package static func encode(_ persons: [Person]) -> [UInt8] {
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
