import Foundation

/// The data file's schema, read with a `JSONScanner`: a top-level object with `"version"` and
/// `"persons"`, each person an object with `"id"`, `"name"` and `"age"`, in any order; other
/// keys are skipped. Says what is wrong in the file's terms: the wrong shape ("not a roster
/// data file: …") or invalid values (bad or duplicate ids, names and ages `Person` refuses).
enum PersonsJSONSchema {
    typealias Failure = PersonsJSON.DecodingError

    /// Reads a whole data file: the persons, or the first problem.
    static func readDocument<Source>(_ scanner: inout JSONScanner<Source>) throws(Failure) -> [Person] {
        try scanner.checkEncoding()
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        guard !scanner.isAtEnd else { throw shape("the file is empty") }
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw try wrongValue(&scanner, shape: "expected an object ({…}) at the top")
        }
        var version: Int?
        var persons: [Person]?
        try scanner.readObject { scanner, key throws(Failure) in
            switch key {
            case "version":
                guard version == nil else { throw scanner.invalid("\"version\" is given twice") }
                guard let number = try scanner.readInteger() else { throw shape("\"version\" must be a whole number") }
                version = number
            case "persons":
                // A second list would silently replace the first, and the next Save drop it.
                guard persons == nil else { throw scanner.invalid("\"persons\" is given twice") }
                persons = try readPersons(&scanner)
            default:
                try scanner.skipValue()
            }
        }
        scanner.readToEnd()
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw scanner.syntax("unexpected text after the end of the data") }
        guard let version else { throw shape("there is no \"version\"") }
        guard version == PersonsJSON.version else {
            throw shape("version \(version) is not supported (this roster reads version \(PersonsJSON.version))")
        }
        guard let persons else { throw shape("there is no \"persons\" list") }
        return persons
    }

    private static func readPersons<Source>(_ scanner: inout JSONScanner<Source>) throws(Failure) -> [Person] {
        scanner.skipWhitespace()
        guard scanner.peek() == UInt8(ascii: "[") else {
            throw try wrongValue(&scanner, shape: "\"persons\" must be a list ([…])")
        }
        // Every person is an object, so the number of '{' ahead bounds the number of persons:
        // the array is allocated once, at (about) its final size.
        var persons: [Person] = []
        persons.reserveCapacity(scanner.countOfOpeningBracesAhead())
        var ids = IdIndex(capacity: persons.capacity)
        try scanner.readArray { scanner throws(Failure) in
            scanner.advanceSource()
            let number = persons.count + 1
            let person = try readPerson(&scanner, number: number)
            persons.append(person)
            if let first = ids.insert(persons.count - 1, of: persons) {
                throw scanner.invalid("persons \(first + 1) and \(number) have the same id \(person.id.uuidString)")
            }
        }
        return persons
    }

    private static func readPerson<Source>(_ scanner: inout JSONScanner<Source>, number: Int) throws(Failure) -> Person
    {
        scanner.skipWhitespace()
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw try wrongValue(&scanner, shape: "person \(number) must be an object ({…})")
        }
        var id: UUID?
        var name: String?
        var age: Int?
        try scanner.readObject { scanner, key throws(Failure) in
            func givenTwice() -> Failure {
                scanner.invalid("person \(number): \"\(key)\" is given twice")
            }
            switch key {
            case "id":
                guard id == nil else { throw givenTwice() }
                if let uuid = readPlainUUID(&scanner) {
                    id = uuid
                    return
                }
                guard let text = try scanner.readStringIfPresent() else {
                    throw shape("person \(number): \"id\" must be a string")
                }
                guard let uuid = UUID(uuidString: text) else {
                    throw scanner.invalid("person \(number): \"\(text.prefix(40))\" is not a valid id (a UUID)")
                }
                id = uuid
            case "name":
                guard name == nil else { throw givenTwice() }
                guard let text = try scanner.readStringIfPresent() else {
                    throw shape("person \(number): \"name\" must be a string")
                }
                name = text
            case "age":
                guard age == nil else { throw givenTwice() }
                guard let value = try scanner.readInteger() else {
                    throw shape("person \(number): \"age\" must be a whole number")
                }
                age = value
            default:
                try scanner.skipValue()
            }
        }
        guard let id else { throw shape("person \(number) has no \"id\"") }
        guard let name else { throw shape("person \(number) has no \"name\"") }
        guard let age else { throw shape("person \(number) has no \"age\"") }
        if let problem = Person.problem(withName: name) { throw scanner.invalid("person \(number): \(problem)") }
        if let problem = Person.problem(withAge: age) { throw scanner.invalid("person \(number): \(problem)") }
        return Person(id: id, name: name, age: age)
    }

    /// Reads an id written the usual way, in quotes with no escapes, straight from the bytes;
    /// returns `nil` (having read nothing) for anything else, which `UUID(uuidString:)` then
    /// judges.
    private static func readPlainUUID<Source>(_ scanner: inout JSONScanner<Source>) -> UUID? {
        scanner.skipWhitespace()
        let start = scanner.position
        let bytes = scanner.bytes
        let end = start + UUIDParser.length + 1
        guard end < bytes.count, bytes[start] == UInt8(ascii: "\""), bytes[end] == UInt8(ascii: "\"") else {
            return nil
        }
        guard let uuid = UUIDParser.parse(bytes, at: start + 1) else { return nil }
        scanner.position = end + 1
        return uuid
    }

    /// The error for a value of the wrong kind: a shape error if a valid value is there,
    /// else the syntax error at it.
    private static func wrongValue<Source>(
        _ scanner: inout JSONScanner<Source>, shape message: String
    ) throws(Failure) -> Failure {
        try scanner.checkValue()
        return shape(message)
    }

    /// The error for a file that is JSON but not of this format.
    private static func shape(_ message: String) -> Failure {
        Failure(reason: "not a roster data file: \(message)")
    }
}
