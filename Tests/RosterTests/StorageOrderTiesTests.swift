import CSQLite3
import Foundation
import RosterTestSupport
import Testing

@testable import Roster

/// Pages and places in the sorted orders among many ties (persons of the same name and of the
/// same age), where SQLite must seek a key through every column of the order's index.
@Suite("Storage orders among ties")
struct StorageOrderTiesTests {
    /// 240 persons of three names (two of them the same when folded) and four ages.
    static let persons: [Person] = (0..<240).map { n in
        var generator = SeededGenerator(seed: UInt64(n) &* 2_654_435_761 &+ 1)
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        let id = bytes.withUnsafeBytes { UUID(uuid: $0.load(as: uuid_t.self)) }
        return Person(id: id, name: ["Zoë Ray", "zoe ray", "Ada"][n % 3], age: [30, 30, 31, 7][n % 4])
    }

    /// The persons in `order`, computed here: folded names by their UTF-8 bytes, ties by id.
    static func sorted(_ order: PersonOrder) -> [Person] {
        let ascending = persons.sorted { a, b in
            switch order {
            case .stored:
                return false
            case .nameAscending, .nameDescending:
                let (x, y) = (SQLiteSchema.folded(a.name), SQLiteSchema.folded(b.name))
                if x != y { return x.utf8.lexicographicallyPrecedes(y.utf8) }
            case .ageAscending, .ageDescending:
                if a.age != b.age { return a.age < b.age }
            }
            return a.id.uuidString.utf8.lexicographicallyPrecedes(b.id.uuidString.utf8)
        }
        return order.isDescending ? ascending.reversed() : ascending
    }

    @Test(arguments: StorageSearchTests.Kind.allCases)
    func pagesAfterAndBeforeAPersonAndTheirPlacesFollowTheOrder(_ kind: StorageSearchTests.Kind) throws {
        let folder = TemporaryFolder()
        let storage = try StorageSearchTests.storage(kind, Self.persons, in: folder)
        let positions = Dictionary(
            uniqueKeysWithValues: try storage.immediatePage(PageRequest(from: .start, limit: 1_000)).map {
                ($0.person.id, $0.position)
            })
        for order in PersonOrder.allCases where order != .stored {
            let expected = Self.sorted(order).map(\.id)
            for index in stride(from: 0, to: expected.count, by: 7) {
                let position = try #require(positions[expected[index]])
                let after = try storage.immediatePage(
                    PageRequest(from: .after(position: position), limit: 5, order: order)
                ).map(\.person.id)
                #expect(
                    after == Array(expected[(index + 1)..<min(index + 6, expected.count)]), "\(order) after \(index)")
                let before = try storage.immediatePage(
                    PageRequest(from: .before(position: position), limit: 5, order: order)
                ).map(\.person.id)
                #expect(before == Array(expected[max(index - 5, 0)..<index]), "\(order) before \(index)")
                #expect(
                    try storage.immediateIndex(of: expected[index], in: order, matching: nil) == index,
                    "\(order) place of \(index)")
            }
        }
    }

    /// A page anchored at a position where no person is holds no one, in every order.
    @Test(arguments: StorageSearchTests.Kind.allCases)
    func aPageAfterAPositionWithNoPersonIsEmpty(_ kind: StorageSearchTests.Kind) throws {
        let folder = TemporaryFolder()
        let storage = try StorageSearchTests.storage(kind, Self.persons, in: folder)
        for order in PersonOrder.allCases {
            #expect(
                try storage.immediatePage(PageRequest(from: .after(position: 10_000), limit: 5, order: order)).isEmpty,
                "\(order)")
            #expect(
                try storage.immediatePage(PageRequest(from: .before(position: -7), limit: 5, order: order)).isEmpty,
                "\(order)")
        }
    }

    /// SQLite seeks a key bound as values through both columns of the order's index (a page
    /// after a person, the persons of the same name before them), not through the first only.
    @Test func sqliteSeeksTheWholeKeyOfASortedOrder() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let storage = SQLitePersonStorage(path: path)
        _ = try storage.immediateOpen(initial: .sample(PersonsJSON.encode(Self.persons)))
        let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
        let queries = [
            (
                "persons_by_name", "(folded,id)<(?,?)",
                "SELECT id FROM persons WHERE (persons.folded, persons.id) < (?, ?) ORDER BY persons.folded DESC, persons.id DESC LIMIT 3"
            ),
            (
                "persons_by_age", "(age,id)>(?,?)",
                "SELECT id FROM persons WHERE (persons.age, persons.id) > (?, ?) ORDER BY persons.age, persons.id LIMIT 3"
            ),
            ("persons_by_name", "folded=? AND id<?", "SELECT count(*) FROM persons WHERE folded = 'ada' AND id < 'X'"),
        ]
        for (index, seek, query) in queries {
            var plan: [String] = []
            try connection.query("EXPLAIN QUERY PLAN \(query)") { row in plan.append(row.text(3)) }
            #expect(
                plan.contains { $0.contains(index) && $0.contains(seek) }
                    && !plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
        }
    }
}
