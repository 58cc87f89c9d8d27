import Foundation
import RosterTestSupport
import Testing

@testable import Roster

/// Search in storage (`PageRequest.matching`, `count(matching:)`): substrings without case or
/// diacritics, in any script, paged by position as the whole list is; the same answers from the
/// SQLite database and from the JSON storage.
@Suite("Storage search")
struct StorageSearchTests {
    enum Kind: CaseIterable, CustomTestStringConvertible {
        case sqlite, json
        var testDescription: String { self == .sqlite ? "SQLite" : "JSON" }
    }

    /// A storage of `kind` holding `persons` (the folder keeps the database file alive).
    static func storage(
        _ kind: Kind, _ persons: [Person], in folder: TemporaryFolder
    ) throws -> any ImmediatePersonStorage {
        switch kind {
        case .sqlite:
            let storage = SQLitePersonStorage(path: folder.file("roster.db"))
            _ = try storage.immediateOpen(initial: .sample(PersonsJSON.encode([])))
            try storage.importPersons(persons)
            return storage
        case .json:
            return JSONPersonStorage(persons: persons)
        }
    }

    static let names = [
        "José Saramago", "Anna Müller", "Анна Каренина", "李小龙", "Fred", "Joseph", "50% off_", "Say \"hi\" AND NOT",
        "Mülleri",
    ]

    static func names(matching search: String, in storage: any ImmediatePersonStorage) throws -> [String] {
        try storage.immediatePage(PageRequest(from: .start, limit: 100, matching: search)).map(\.person.name)
    }

    @Test(arguments: Kind.allCases)
    func searchFindsSubstringsWithoutCaseOrDiacriticsInAnyScript(_ kind: Kind) throws {
        let folder = TemporaryFolder()
        let storage = try Self.storage(
            kind, Self.names.enumerated().map { Person(id: UUID(), name: $1, age: $0) }, in: folder)
        let expectations: [(String, [String])] = [
            ("jose", ["José Saramago", "Joseph"]),
            ("MULLER", ["Anna Müller", "Mülleri"]),
            ("müller", ["Anna Müller", "Mülleri"]),
            ("каРЕН", ["Анна Каренина"]),
            ("анна", ["Анна Каренина"]),
            ("小龙", ["李小龙"]),
            ("龙", ["李小龙"]),
            ("ü", ["Anna Müller", "Mülleri"]),
            ("mu", ["Anna Müller", "Mülleri"]),
            ("%", ["50% off_"]),
            ("f_", ["50% off_"]),
            ("\"hi\" and", ["Say \"hi\" AND NOT"]),
            ("AND NOT", ["Say \"hi\" AND NOT"]),
            ("xyz", []),
            ("q", []),
        ]
        for (search, expected) in expectations {
            #expect(try Self.names(matching: search, in: storage) == expected, "search \(search)")
            #expect(try storage.immediateCount(matching: search) == expected.count, "count of \(search)")
        }
        #expect(try storage.immediateCount(matching: "") == Self.names.count, "an empty search counts everyone")
        #expect(try Self.names(matching: "", in: storage) == Self.names)
    }

    @Test(arguments: Kind.allCases)
    func searchResultsArePagedByPositionFromEitherEndOrAKnownPosition(_ kind: Kind) throws {
        let folder = TemporaryFolder()
        let persons = (0..<300).map {
            Person(id: UUID(), name: $0 % 3 == 0 ? "Ärnold \($0)" : "Bea \($0)", age: $0 % 100)
        }
        let storage = try Self.storage(kind, persons, in: folder)
        let matches = persons.enumerated().filter { $0.offset % 3 == 0 }
        for search in ["arnold", "ar"] {
            #expect(try storage.immediateCount(matching: search) == 100)
            let first = try storage.immediatePage(PageRequest(from: .start, skipping: 10, limit: 5, matching: search))
            #expect(first.map(\.person) == matches[10..<15].map(\.element))
            #expect(
                first.map(\.position) == matches[10..<15].map { Int64($0.offset) },
                "positions are the persons' places in the whole list")
            #expect(
                try storage.immediatePage(PageRequest(from: .end, skipping: 2, limit: 3, matching: search)).map(
                    \.person) == matches[95..<98].map(\.element))
            #expect(
                try storage.immediatePage(PageRequest(from: .after(position: 100), limit: 2, matching: search)).map(
                    \.person) == [persons[102], persons[105]])
            #expect(
                try storage.immediatePage(
                    PageRequest(from: .before(position: 100), skipping: 1, limit: 2, matching: search)
                ).map(\.person) == [persons[93], persons[96]])
        }
    }

    @Test(arguments: Kind.allCases)
    func aCountUpToALimitStopsThere(_ kind: Kind) throws {
        let folder = TemporaryFolder()
        let persons = (0..<300).map {
            Person(id: UUID(), name: $0 % 3 == 0 ? "Ärnold \($0)" : "Bea \($0)", age: $0 % 100)
        }
        let storage = try Self.storage(kind, persons, in: folder)
        for search in ["arnold", "ar", "a"] {
            #expect(try storage.immediateCount(matching: search, upTo: 10) == 10, "\(search) up to 10")
        }
        #expect(try storage.immediateCount(matching: "arnold", upTo: 1_000) == 100, "fewer than the limit: all of them")
        #expect(try storage.immediateCount(matching: "ar", upTo: 100) == 100)
        #expect(try storage.immediateCount(matching: "xyz", upTo: 10) == 0)
        #expect(try storage.immediateCount(matching: "q", upTo: 10) == 0)
        #expect(try storage.immediateCount(matching: "", upTo: 10) == 10)
    }

    @Test func theSQLiteSearchFollowsSavesInsertsAndDeletes() throws {
        let folder = TemporaryFolder()
        let storage = SQLitePersonStorage(path: folder.file("roster.db"))
        _ = try storage.immediateOpen(initial: .sample(PersonsJSON.encode([Person(id: UUID(), name: "Zoë", age: 30)])))
        let zoe = try storage.immediatePage(PageRequest(from: .start, limit: 1))[0]
        _ = try storage.immediateSave(
            [
                PersonChange(
                    person: Person(id: zoe.person.id, name: "Zoltán", age: 30), position: 0, baseRevision: zoe.revision)
            ], overwriting: false)
        #expect(try storage.immediateCount(matching: "zoe") == 0)
        #expect(try storage.immediateCount(matching: "zolta") == 1)
        let added = try storage.immediateInsert(Person(id: UUID(), name: "Zola", age: 5), at: nil)
        #expect(try Self.names(matching: "zol", in: storage) == ["Zoltán", "Zola"])
        try storage.immediateDelete(added, overwriting: false)
        #expect(try Self.names(matching: "zol", in: storage) == ["Zoltán"])
    }

    /// A search matches the folded name's bytes, not its characters: in every order, and in
    /// the count, the same persons match — a flag made of the second half of one and the first
    /// half of the next, or a letter a combining mark follows, is found (the count and the
    /// pages must agree, or the list would show rows it cannot read).
    @Test(arguments: Kind.allCases)
    func everyOrderAndTheCountMatchTheSameBytes(_ kind: Kind) throws {
        let folder = TemporaryFolder()
        let names = ["🇺🇳🇴🇳", "A 🇳🇴", "B", "🇳🇴\u{20DD} ring", "x\u{0301}y"]
        let storage = try Self.storage(
            kind, names.enumerated().map { Person(id: UUID(), name: $1, age: 10 * $0) }, in: folder)
        for (search, expected) in [("🇳🇴", ["🇺🇳🇴🇳", "A 🇳🇴", "🇳🇴\u{20DD} ring"]), ("x", ["x\u{0301}y"])] {
            #expect(try storage.immediateCount(matching: search) == expected.count, "count of \(search)")
            #expect(
                try storage.immediateCount(matching: search, upTo: 1_000) == expected.count, "cut count of \(search)")
            for order in [PersonOrder.stored, .nameAscending, .nameDescending, .ageAscending, .ageDescending] {
                let found = try storage.immediatePage(
                    PageRequest(from: .start, limit: 100, matching: search, order: order)
                ).map(\.person.name)
                #expect(Set(found) == Set(expected), "search \(search) in \(order)")
                for name in expected {
                    let id = try #require(
                        try storage.immediatePage(PageRequest(from: .start, limit: 100)).first {
                            $0.person.name == name
                        }
                    ).person.id
                    #expect(
                        try storage.immediateIndex(of: id, in: order, matching: search) != nil,
                        "\(name) has a place in \(order) searching \(search)")
                }
            }
        }
    }
}
