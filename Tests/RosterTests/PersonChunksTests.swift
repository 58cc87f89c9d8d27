import Foundation
import RosterTestSupport
import Testing

@testable import Roster

/// `PersonChunks`, the JSON storage's list of persons in chunks: the same answers as an array
/// through inserts, removals and writes that split chunks and empty them.
@Suite("Person chunks")
struct PersonChunksTests {
    static func person(_ number: Int) -> Person {
        Person(id: UUID(), name: "Person \(number)", age: number % 151)
    }

    @Test func randomInsertsRemovalsAndWritesMatchAnArray() {
        var random = SeededGenerator(seed: 11)
        var model = (0..<10_000).map(Self.person)
        var chunks = PersonChunks(model)
        #expect(Array(chunks) == model)
        for step in 0..<3_000 {
            switch random.next() % 4 {
            case 0, 1:
                let index = Int(random.next() % UInt64(model.count + 1))
                // Many inserts at one place split its chunk over and over.
                let place = step % 3 == 0 ? 5_000 : index
                let person = Self.person(20_000 + step)
                model.insert(person, at: min(place, model.count))
                chunks.insert(person, at: min(place, chunks.count))
            case 2:
                guard !model.isEmpty else { continue }
                let index = Int(random.next() % UInt64(model.count))
                #expect(chunks.remove(at: index) == model.remove(at: index))
            default:
                guard !model.isEmpty else { continue }
                let index = Int(random.next() % UInt64(model.count))
                model[index].name = "Written \(step)"
                chunks[index].name = "Written \(step)"
            }
        }
        #expect(chunks.count == model.count)
        #expect(Array(chunks) == model)
        #expect(chunks.firstIndex { $0.id == model[7_000].id } == 7_000)
    }

    @Test func removingEveryoneAndAddingAgain() {
        var chunks = PersonChunks((0..<5).map(Self.person))
        while !chunks.isEmpty { chunks.remove(at: 0) }
        #expect(chunks.isEmpty && chunks.indices == 0..<0)
        let ada = Person(id: UUID(), name: "Ada", age: 36)
        chunks.insert(ada, at: 0)
        #expect(Array(chunks) == [ada])
        #expect(Array(PersonChunks()) == [])
    }
}
