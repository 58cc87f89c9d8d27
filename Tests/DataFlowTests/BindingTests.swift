import DataFlow
import Foundation
import Testing

@Suite("Binding")
struct BindingTests {
    @Test func getSetCallsSetExactlyOncePerWrite() {
        var stored = 1
        var sets: [Int] = []
        let binding = Binding(
            get: { stored },
            set: {
                sets.append($0)
                stored = $0
            })
        #expect(binding.wrappedValue == 1)
        binding.wrappedValue = 2
        binding.wrappedValue += 3
        #expect(sets == [2, 5])
        #expect(stored == 5)
    }

    /// A to-do item whose text is called `description`, as course code names it.
    private struct Item {
        var title: String
        var description: String
    }

    @Test func aPropertyNamedDescriptionIsReachedThroughTheBinding() {
        var item = Item(title: "Milk", description: "two litres")
        let binding = Binding(get: { item }, set: { item = $0 })
        let text: Binding<String> = binding.description
        #expect(text.wrappedValue == "two litres")
        text.wrappedValue = "one litre"
        #expect(item.description == "one litre")
    }

    /// A view model that searches whenever its query is set, as MVVM code writes it.
    private final class Search: ObservableObject {
        var searches: [String] = []
        @Published var query = "" {
            didSet { searches.append(query) }
        }
        @Published var people = [Entry(name: "Ann", age: 30)] {
            didSet { searches.append("people") }
        }
    }

    private struct Entry {
        var name: String
        var age: Int
    }

    @Test func aWholeWriteThroughAPublishedPropertysBindingRunsItsDidSet() {
        let model = Search()
        let query = Binding(model, keyPath: \.query)
        var changes = 0
        let subscription = model.objectWillChange.sink { changes += 1 }
        query.wrappedValue = "a"
        query.wrappedValue = "ab"
        #expect(model.searches == ["a", "ab"], "didSet runs for each write, as in SwiftUI")
        #expect(model.query == "ab" && changes == 2)
        // A write to a part of the value is made in place (no copy of the array), without it.
        Binding(model, keyPath: \.people)[0].name.wrappedValue = "Bo"
        #expect(model.people[0].name == "Bo" && changes == 3)
        #expect(model.searches == ["a", "ab"])
        subscription.cancel()
    }

    @Test func constantReadsItsValueAndDropsWrites() {
        let binding = Binding.constant("fixed")
        binding.wrappedValue = "changed"
        #expect(binding.wrappedValue == "fixed")
        #expect(binding.projectedValue.wrappedValue == "fixed")
    }

    @Test func aMemberProjectionWritesTheWholeValueBackOnce() {
        // Acceptance case 8.
        var person = Person(id: UUID(), name: "Majid", age: 27)
        var sets: [Person] = []
        let binding = Binding(
            get: { person },
            set: {
                sets.append($0)
                person = $0
            })
        let name = binding.name
        #expect(name.wrappedValue == "Majid")
        name.wrappedValue = "z"
        #expect(sets == [Person(id: person.id, name: "z", age: 27)])
    }

    @Test func aMemberProjectionReadsThroughTheParentEachTime() {
        var person = Person(id: UUID(), name: "A", age: 1)
        let age = Binding(get: { person }, set: { person = $0 }).age
        person.age = 9
        #expect(age.wrappedValue == 9)
    }

    @Test func anElementBindingReadsAndWritesThatElementOnly() {
        var persons = PersonStore().persons
        var sets = 0
        let binding = Binding(
            get: { persons },
            set: {
                sets += 1
                persons = $0
            })
        let john = binding[1]
        #expect(john.wrappedValue.name == "John")
        john.age.wrappedValue = 32
        #expect(persons.map(\.age) == [27, 32, 25])
        #expect(sets == 1)
    }

    @Test func anIdentifiableElementBindingFollowsItsElementWhenReordered() {
        // Acceptance case 9, first half.
        let store = PersonStore()
        let persons = Binding(store, keyPath: \.persons)
        let majid = persons[0]
        store.persons.reverse()
        #expect(majid.wrappedValue.name == "Majid")
        majid.name.wrappedValue = "Majid K."
        #expect(store.persons.map(\.name) == ["Fred", "John", "Majid K."])
    }

    @Test func anElementBindingToADeletedElementDropsWritesAndNeverTraps() {
        // Acceptance case 9, second half.
        let store = PersonStore()
        var sends = 0
        let subscription = store.objectWillChange.sink { sends += 1 }
        let john = Binding(store, keyPath: \.persons)[1]
        store.persons.remove(at: 1)
        sends = 0
        john.name.wrappedValue = "Ghost"
        #expect(john.wrappedValue.name == "John", "reads return the last value seen")
        #expect(store.persons.map(\.name) == ["Majid", "Fred"])
        #expect(sends == 0, "a dropped write does not touch the store")
        #expect(Diagnostics.recent.contains { $0.contains("no longer in the collection") })
        _ = subscription
    }

    @Test func aPlainElementBindingIsByIndex() {
        var numbers = [10, 20, 30]
        let binding = Binding(get: { numbers }, set: { numbers = $0 })
        let second = binding[1]
        numbers.reverse()
        #expect(second.wrappedValue == 20)
        second.wrappedValue = 25
        #expect(numbers == [30, 25, 10])
        numbers = [1]
        #expect(second.wrappedValue == 25, "out of range: the last value seen")
        second.wrappedValue = 7
        #expect(numbers == [1])
    }

    @Test func aCollectionBindingIteratesAsElementBindings() {
        let store = PersonStore()
        let persons = Binding(store, keyPath: \.persons)
        #expect(persons.count == 3)
        for person in persons {
            person.age.wrappedValue += 1
        }
        #expect(store.persons.map(\.age) == [28, 32, 26])
        #expect(persons.map(\.id) == store.persons.map(\.id))
    }

    @Test func ifNotNilReadsPresenceAndClearsOnFalse() {
        // Acceptance case 10.
        var error: String? = nil
        let isPresented = Binding(ifNotNil: Binding(get: { error }, set: { error = $0 }))
        #expect(isPresented.wrappedValue == false)
        isPresented.wrappedValue = true
        #expect(error == nil, "setting true on nil leaves nil")
        error = "Internet yo'q!"
        #expect(isPresented.wrappedValue == true)
        isPresented.wrappedValue = false
        #expect(error == nil)
    }

    @Test func anOptionalBindingUnwrapsWhilePresent() {
        var name: String? = "Ann"
        let optional = Binding(get: { name }, set: { name = $0 })
        let unwrapped = try! #require(Binding(optional))
        unwrapped.wrappedValue = "Bea"
        #expect(name == "Bea")
        name = nil
        #expect(unwrapped.wrappedValue == "Bea")
        unwrapped.wrappedValue = "Cy"
        #expect(name == nil)

        var absent: String? = nil
        #expect(Binding(Binding(get: { absent }, set: { absent = $0 })) == nil)
    }

    @Test func aValueBindingCanBeViewedAsOptional() {
        var count = 1
        let optional = Binding<Int?>(Binding(get: { count }, set: { count = $0 }))
        #expect(optional.wrappedValue == 1)
        optional.wrappedValue = 4
        #expect(count == 4)
        optional.wrappedValue = nil
        #expect(count == 4)
    }

    @Test @MainActor func closuresMayCaptureLocalMainActorState() {
        var local = 0
        let binding = Binding(get: { local }, set: { local = $0 })
        binding.wrappedValue = 3
        #expect(local == 3)
    }

    @Test func aBindingOfAnIdentifiableIsIdentifiable() {
        let store = PersonStore()
        let first = Binding(store, keyPath: \.persons)[0]
        #expect(first.id == store.persons[0].id)
    }
}
