import CSQLite3
import Foundation
import RosterTestSupport
import Testing

@testable import Roster

/// The sorted orders in storage (`PageRequest.order`, `index(of:in:matching:)`): the same pages
/// and places from the SQLite database and from the JSON storage (`SortFixture`).
@Suite("Storage orders")
struct StorageOrderTests {
    @Test(arguments: StorageSearchTests.Kind.allCases)
    func everyOrderPagesBothWaysAndFindsEachPerson(_ kind: StorageSearchTests.Kind) throws {
        let folder = TemporaryFolder()
        let storage = try StorageSearchTests.storage(kind, SortFixture.persons, in: folder)
        let problems = try SortFixture.disagreements(of: storage)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// `immediateContains` looks a person up by id, wherever adds and deletes moved them.
    @Test(arguments: StorageSearchTests.Kind.allCases)
    func containsFindsAPersonByIDWhereverTheyMoved(_ kind: StorageSearchTests.Kind) throws {
        let folder = TemporaryFolder()
        let persons = (0..<5).map { Person(id: UUID(), name: "Person \($0)", age: $0) }
        let storage = try StorageSearchTests.storage(kind, persons, in: folder)
        _ = try storage.immediateInsert(Person(id: UUID(), name: "First", age: 1), at: 0)
        let second = try storage.immediatePage(PageRequest(from: .start, skipping: 2, limit: 1))[0]
        try storage.immediateDelete(second, overwriting: false)
        #expect(try !storage.immediateContains(second.person.id))
        #expect(try persons.filter { $0.id != second.person.id }.allSatisfy { try storage.immediateContains($0.id) })
        #expect(try !storage.immediateContains(UUID()))
    }

    @Test(arguments: StorageSearchTests.Kind.allCases)
    func anOrderFollowsWritesToTheStorage(_ kind: StorageSearchTests.Kind) throws {
        let folder = TemporaryFolder()
        let storage = try StorageSearchTests.storage(kind, SortFixture.persons, in: folder)
        #expect(try storage.immediateIndex(of: SortFixture.id(8), in: .ageAscending, matching: nil) == 0)
        let added = try storage.immediateInsert(Person(id: SortFixture.id(9), name: "Aaron", age: 5), at: nil)
        #expect(try storage.immediateIndex(of: SortFixture.id(9), in: .ageAscending, matching: nil) == 0)
        #expect(try storage.immediateIndex(of: SortFixture.id(9), in: .nameAscending, matching: nil) == 0)
        #expect(try storage.immediateIndex(of: SortFixture.id(8), in: .ageAscending, matching: nil) == 1)
        try storage.immediateDelete(added, overwriting: true)
        #expect(try storage.immediateIndex(of: SortFixture.id(9), in: .ageAscending, matching: nil) == nil)
        #expect(try storage.immediateIndex(of: SortFixture.id(8), in: .ageAscending, matching: nil) == 0)
    }

    /// A page of a sorted order is a key range of its own index, not a sort of the table.
    @Test func sqliteReadsASortedPageThroughItsIndex() throws {
        let folder = TemporaryFolder()
        let path = folder.file("roster.db")
        let storage = SQLitePersonStorage(path: path)
        _ = try storage.immediateOpen(initial: .sample(PersonsJSON.encode(SortFixture.persons)))
        let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
        let queries = [
            (
                "persons_by_name",
                "(folded, id) < (SELECT folded, id FROM persons WHERE position = 3) ORDER BY folded DESC, id DESC"
            ),
            ("persons_by_age", "(age, id) > (SELECT age, id FROM persons WHERE position = 3) ORDER BY age, id"),
        ]
        for (index, query) in queries {
            var plan: [String] = []
            try connection.query("EXPLAIN QUERY PLAN SELECT * FROM persons WHERE \(query) LIMIT 3") { row in
                plan.append(row.text(3))
            }
            #expect(plan.contains { $0.contains(index) } && !plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
        }
    }
}
