import Foundation
import Roster
import RosterTestSupport
import Testing

/// A large data file is read a window at a time; what it reads, and every error it reports,
/// must be exactly what decoding the whole file at once gives.
@Suite("Large data files")
struct LargeFileTests {
    /// About 5.6 MB: past the window's margin (1 MB) and its release step (4 MB), so that
    /// pages are given back before the end.
    static let persons: [Person] = (0..<70_000).map { number in
        Person(id: UUID(), name: number % 3 == 0 ? "Анна \(number)" : "P\(number)", age: number % 151)
    }

    private func load(_ bytes: [UInt8]) throws -> [Person] {
        let folder = TemporaryFolder()
        let path = folder.file("persons.json")
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return try PersonsFile(path: path).load().persons
    }

    private func failure(_ bytes: [UInt8]) -> String? {
        do {
            _ = try load(bytes)
            return nil
        } catch let failure as PersonsFile.Failure {
            return failure.reason
        } catch {
            return "\(error)"
        }
    }

    private func decodingError(_ bytes: [UInt8]) -> String? {
        do {
            _ = try PersonsJSON.decode(bytes)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func aLargeFileLoadsEveryPerson() throws {
        #expect(try load(PersonsJSON.encode(Self.persons)) == Self.persons)
    }

    @Test func aDuplicateIdNearTheEndIsReportedWhereItIs() {
        var persons = Self.persons
        persons[69_990] = Person(id: persons[12].id, name: "Copy", age: 1)
        let bytes = PersonsJSON.encode(persons)
        let reason = failure(bytes)
        #expect(reason != nil)
        #expect(reason == decodingError(bytes))
        #expect(reason?.contains("persons 13 and 69991 have the same id") == true)
    }

    @Test func aSyntaxErrorNearTheEndIsReportedWhereItIs() {
        var bytes = PersonsJSON.encode(Self.persons)
        bytes[bytes.count - 200] = UInt8(ascii: "#")
        let reason = failure(bytes)
        #expect(reason != nil)
        #expect(reason == decodingError(bytes))
        #expect(reason?.contains("line 699") == true)
    }

    @Test func aValueLongerThanTheWindowIsReadWhole() throws {
        // An unknown key holding a 3 MB string inside the last person.
        var bytes = PersonsJSON.encode(Array(Self.persons.prefix(50_000)))
        let marker = Array("\"age\": ".utf8)
        let start = try #require(
            (0...(bytes.count - marker.count)).reversed().first {
                bytes[$0..<($0 + marker.count)].elementsEqual(marker)
            })
        bytes.insert(
            contentsOf: Array("\"note\": \"".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 3 << 20)
                + Array("\", ".utf8), at: start)
        #expect(try load(bytes) == Array(Self.persons.prefix(50_000)))
    }

    @Test func textAfterTheEndIsFound() {
        var bytes = PersonsJSON.encode(Self.persons)
        bytes.append(contentsOf: Array(" {}".utf8))
        let reason = failure(bytes)
        #expect(reason == decodingError(bytes))
        #expect(reason?.contains("unexpected text after the end of the data") == true)
    }
}
