import Foundation
import Roster

/// A data file that must be refused, and the words its reason must contain.
package struct BadFile: CustomStringConvertible, Sendable {
    package let name: String
    package let bytes: [UInt8]
    package let reason: String

    package var description: String { name }

    package static let valid = PersonsJSON.encode([
        Person(id: UUID(uuidString: "90E57E9B-0A92-5794-91D4-54671FA81375")!, name: "Majid", age: 27),
        Person(id: UUID(uuidString: "90E57E9B-0A92-5794-91D4-54671FA81376")!, name: "张伟", age: 31),
    ])

    package static func json(_ persons: String) -> [UInt8] {
        Array("{\"version\": 1, \"persons\": [\(persons)]}".utf8)
    }

    package static func person(_ id: Int = 1, name: String = "A", age: String = "3") -> String {
        "{\"id\": \"90E57E9B-0A92-5794-91D4-54671FA813\(String(format: "%02d", id))\", \"name\": \"\(name)\", \"age\": \(age)}"
    }

    /// Every kind of bad contents the issue names, and a few more.
    package static let all: [BadFile] = [
        BadFile(name: "empty", bytes: [], reason: "the file is empty"),
        BadFile(name: "only blanks", bytes: Array(" \n\t\n".utf8), reason: "the file is empty"),
        BadFile(name: "truncated", bytes: Array(valid.prefix(valid.count / 2)), reason: "the data ends too early"),
        BadFile(
            name: "truncated inside a character", bytes: Array(valid.prefix { $0 != 0xE5 }) + [0xE5, 0xBC],
            reason: "the data ends too early (in the middle of a character"),
        BadFile(
            name: "not UTF-8 (Latin-1)", bytes: json(person()).map { $0 == UInt8(ascii: "A") ? 0xC9 : $0 },
            reason: "the file is not valid UTF-8 text"),
        BadFile(
            name: "UTF-16",
            bytes: [0xFF, 0xFE]
                + Array(String(decoding: valid, as: UTF8.self).utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
            reason: "looks like UTF-16"),
        BadFile(
            name: "binary", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D],
            reason: "not valid UTF-8"),
        BadFile(name: "not JSON", bytes: Array("name,age\nMajid,27\n".utf8), reason: "not valid JSON"),
        BadFile(
            name: "a list at the top", bytes: Array("[{\"name\": \"Majid\"}]".utf8),
            reason: "expected an object ({…}) at the top"),
        BadFile(
            name: "persons not a list", bytes: Array("{\"version\": 1, \"persons\": {\"a\": 1}}".utf8),
            reason: "\"persons\" must be a list"),
        BadFile(name: "no version", bytes: Array("{\"persons\": []}".utf8), reason: "there is no \"version\""),
        BadFile(
            name: "a person without an age",
            bytes: json("{\"id\": \"90E57E9B-0A92-5794-91D4-54671FA81375\", \"name\": \"A\"}"),
            reason: "person 1 has no \"age\""),
        BadFile(
            name: "duplicate ids", bytes: json([person(1), person(2), person(1)].joined(separator: ",")),
            reason: "persons 1 and 3 have the same id"),
        BadFile(
            name: "two persons lists",
            bytes: Array("{\"version\": 1, \"persons\": [\(person(1))], \"persons\": [\(person(2))]}".utf8),
            reason: "\"persons\" is given twice"),
        BadFile(
            name: "a person with two names",
            bytes: json(
                "{\"id\": \"90E57E9B-0A92-5794-91D4-54671FA81375\", \"name\": \"A\", \"age\": 1, \"name\": \"B\"}"),
            reason: "person 1: \"name\" is given twice"),
        BadFile(
            name: "age above 150", bytes: json(person(age: "151")), reason: "Age must be between 0 and 150 (it is 151)"),
        BadFile(
            name: "age below 0", bytes: json(person(age: "-1")), reason: "Age must be between 0 and 150 (it is -1)"),
        BadFile(name: "age too large for a number", bytes: json(person(age: "1e400")), reason: "is not a whole number"),
        BadFile(
            name: "a 10 MB name", bytes: json(person(name: String(repeating: "x", count: 10 * 1024 * 1024))),
            reason: "Name must not be longer than 100 characters (it has 10485760)"),
        BadFile(
            name: "a 10 MB name of one character",
            bytes: json(person(name: "Z" + String(repeating: "\u{301}", count: 5 * 1024 * 1024))),
            reason: "Name must not be longer than 1000 code points (it has 5242881 in 1 character)"),
        BadFile(
            name: "nested 100,000 deep",
            bytes: Array("{\"version\": 1, \"x\": ".utf8) + Array(repeating: UInt8(ascii: "["), count: 100_000)
                + Array(repeating: UInt8(ascii: "]"), count: 100_000) + Array(", \"persons\": []}".utf8),
            reason: "nested more than 256 levels deep"),
    ]
}
