import Testing

@testable import Roster

/// `IndexedCollection` and `PersonResults` move their indexes by plain arithmetic; read through
/// generic collection code, they give what the elements are.
@Suite("Indexed collections")
@MainActor
struct IndexedCollectionTests {
    /// Generic code reaching elements by offset, as a `ForEach` does.
    private func elements<C: RandomAccessCollection>(_ collection: C, at offsets: [Int]) -> [C.Element] {
        offsets.map { collection[collection.index(collection.startIndex, offsetBy: $0)] }
    }

    @Test func offsetsReachTheElementsAndWalkBothWays() {
        let persons = (0..<7).map { Person(id: .init(), name: "Person \($0)", age: $0) }
        let store = PersonStore(persons: persons)
        let indexed = store.persons.indexed()
        #expect(elements(indexed, at: [0, 6, 3]).map(\.offset) == [0, 6, 3])
        #expect(elements(indexed, at: [0, 6, 3]).map(\.element) == [persons[0], persons[6], persons[3]])
        #expect(elements(store.persons, at: [5, 1]) == [persons[5], persons[1]])
        #expect(indexed.index(5, offsetBy: -3) == 2 && store.persons.index(2, offsetBy: 4) == 6)
        #expect(
            Array(indexed.map(\.element)) == persons
                && Array(indexed.reversed().map(\.offset)) == Array((0..<7).reversed()))
    }
}
