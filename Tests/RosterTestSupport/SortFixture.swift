import Foundation
import Roster

/// Eight persons whose names and ages have ties, cases, diacritics and other scripts, with the
/// orders every storage must give them (`PersonOrder`), written out by hand; and a check that
/// walks a storage's pages in each order, forwards and backwards, and asks it where each person is.
package enum SortFixture {
    /// Person `n` (1…8) has the id ending in `n`, so ties by id are easy to read.
    package static func id(_ n: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", n))!
    }

    /// In the stored order: ids 1…8.
    package static let persons: [Person] = [
        ("anna", 30), ("Anna", 20), ("Zoë", 30), ("zoe", 40), ("Bob", 20), ("Émile", 50), ("Анна", 30), ("李", 10),
    ].enumerated().map { Person(id: id($0.offset + 1), name: $0.element.0, age: $0.element.1) }

    /// The ids (1…8) in each order: names folded ("Zoë" is "zoe") and compared by code point,
    /// ties by id; descending is the reverse.
    package static let expected: [PersonOrder: [Int]] = [
        .stored: [1, 2, 3, 4, 5, 6, 7, 8],
        .nameAscending: [1, 2, 5, 6, 3, 4, 7, 8],
        .nameDescending: [8, 7, 4, 3, 6, 5, 2, 1],
        .ageAscending: [8, 2, 5, 1, 3, 7, 4, 6],
        .ageDescending: [6, 4, 7, 3, 1, 5, 2, 8],
    ]

    /// Searches with their matches in two orders: three characters (an index in SQLite) and one.
    package static let searches: [(search: String, order: PersonOrder, ids: [Int])] = [
        ("ann", .nameAscending, [1, 2]),
        ("ann", .ageAscending, [2, 1]),
        ("o", .nameAscending, [5, 3, 4]),
        ("o", .ageDescending, [4, 3, 5]),
    ]

    /// Every way `storage` disagrees with `expected`, in words (empty when it agrees).
    package static func disagreements(of storage: any ImmediatePersonStorage) throws -> [String] {
        var problems: [String] = []
        func number(_ stored: StoredPerson) -> Int {
            Int(stored.person.id.uuidString.suffix(12)) ?? -1
        }
        for order in PersonOrder.allCases {
            problems += try check(storage, order: order, search: nil, ids: expected[order] ?? [], number: number)
        }
        for (search, order, ids) in searches {
            problems += try check(storage, order: order, search: search, ids: ids, number: number)
            for n in 1...8 where !ids.contains(n) {
                if let found = try storage.immediateIndex(of: id(n), in: order, matching: search) {
                    problems.append("\(order) matching \(search): person \(n) does not match but is at \(found)")
                }
            }
        }
        if try storage.immediateIndex(of: UUID(), in: .nameAscending, matching: nil) != nil {
            problems.append("a person who is not there has a place")
        }
        return problems
    }

    private static func check(
        _ storage: any ImmediatePersonStorage, order: PersonOrder, search: String?, ids: [Int],
        number: (StoredPerson) -> Int
    ) throws -> [String] {
        var problems: [String] = []
        let name = "\(order)\(search.map { " matching \($0)" } ?? "")"
        // Forwards, three at a time, each page after the last one's person.
        var forwards = try storage.immediatePage(PageRequest(from: .start, limit: 3, matching: search, order: order))
        while let last = forwards.last, forwards.count < ids.count + 1 {
            let next = try storage.immediatePage(
                PageRequest(from: .after(position: last.position), limit: 3, matching: search, order: order))
            if next.isEmpty { break }
            forwards += next
        }
        if forwards.map(number) != ids { problems.append("\(name) forwards: \(forwards.map(number)), expected \(ids)") }
        // Backwards from the end, each page before the first one's person.
        var backwards = try storage.immediatePage(PageRequest(from: .end, limit: 3, matching: search, order: order))
        while let first = backwards.first, backwards.count < ids.count + 1 {
            let previous = try storage.immediatePage(
                PageRequest(from: .before(position: first.position), limit: 3, matching: search, order: order))
            if previous.isEmpty { break }
            backwards = previous + backwards
        }
        if backwards.map(number) != ids {
            problems.append("\(name) backwards: \(backwards.map(number)), expected \(ids)")
        }
        // Skipping from the start, and from a person.
        let skipped = try storage.immediatePage(
            PageRequest(from: .start, skipping: 1, limit: 2, matching: search, order: order))
        if skipped.map(number) != Array(ids.dropFirst().prefix(2)) {
            problems.append("\(name) skipping 1: \(skipped.map(number))")
        }
        // Where each person is.
        for (index, n) in ids.enumerated() {
            let found = try storage.immediateIndex(of: id(n), in: order, matching: search)
            if found != index {
                problems.append("\(name): person \(n) found at \(found.map(String.init) ?? "nil"), expected \(index)")
            }
        }
        return problems
    }
}
