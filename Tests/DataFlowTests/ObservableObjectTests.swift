import DataFlow
import Foundation
import Testing

@Suite("ObservableObject and @Published")
struct ObservableObjectTests {
    @Test func objectWillChangeIsCreatedOnceAndSharedByEveryAccess() {
        let store = PersonStore()
        #expect(store.objectWillChange === store.objectWillChange)
        #expect(store.objectWillChange !== PersonStore().objectWillChange)
    }

    @Test func everyPublishedPropertySharesTheObjectsPublisher() {
        final class Settings: ObservableObject {
            @Published var volume = 1
            @Published var title = "a"
        }
        let settings = Settings()
        var sends = 0
        let subscription = settings.objectWillChange.sink { sends += 1 }
        settings.volume = 2
        settings.title = "b"
        #expect(sends == 2)
        subscription.cancel()
    }

    @Test func appendingFiresWillChangeOnceAndTheSinkSeesTheOldCount() {
        // Acceptance case 1.
        let store = PersonStore()
        var countsSeen: [Int] = []
        let subscription = store.objectWillChange.sink { countsSeen.append(store.persons.count) }
        store.persons.append(Person(id: UUID(), name: "Ann", age: 40))
        #expect(countsSeen == [3])
        #expect(store.persons.count == 4)
        _ = subscription
    }

    @Test func assigningAnEqualValueStillFires() {
        // Acceptance case 2.
        let store = PersonStore()
        var sends = 0
        let subscription = store.objectWillChange.sink { sends += 1 }
        store.persons = store.persons
        #expect(sends == 1)
        _ = subscription
    }

    @Test func willChangeComesFirstThenThePropertyPublisherThenTheStore() {
        let store = PersonStore()
        var events: [String] = []
        let willChange = store.objectWillChange.sink {
            events.append("willChange, stored \(store.persons.count)")
        }
        let published = store.$persons.sink { persons in
            events.append("$persons \(persons.count), stored \(store.persons.count)")
        }
        events.removeAll()  // the subscribe-time value
        store.persons.removeLast()
        #expect(events == ["willChange, stored 3", "$persons 2, stored 3"])
        #expect(store.persons.count == 2)
        _ = (willChange, published)
    }

    @Test func propertyPublisherSendsTheCurrentValueOnSubscribeThenEachNewValue() {
        final class Counter: ObservableObject { @Published var value = 5 }
        let counter = Counter()
        let publisher = counter.$value
        counter.value = 6  // before subscribing: the subscriber still starts from the current value
        let recorder = Recorder<Int>()
        let subscription = publisher.sink(receiveValue: recorder.record)
        counter.value = 7
        counter.value = 7
        #expect(recorder.values == [6, 7, 7])
        subscription.cancel()
        counter.value = 8
        #expect(recorder.values == [6, 7, 7])
    }

    @Test func elementAndFieldWritesFireExactlyOnceEach() {
        let store = PersonStore()
        var sends = 0
        let subscription = store.objectWillChange.sink { sends += 1 }
        store.persons[1].name = "Jon"
        #expect(sends == 1)
        store.persons[1].age += 1
        #expect(sends == 2)
        #expect(store.persons[1] == Person(id: store.persons[1].id, name: "Jon", age: 32))
        _ = subscription
    }

    @Test func aWriteThroughAnElementBindingFiresOnce() {
        // Acceptance case 3.
        let store = PersonStore()
        var sends = 0
        let subscription = store.objectWillChange.sink { sends += 1 }
        let persons = Binding(store, keyPath: \.persons)
        persons[1].name.wrappedValue = "Johnny"
        #expect(sends == 1)
        #expect(store.persons.map(\.name) == ["Majid", "Johnny", "Fred"])
        _ = subscription
    }

    @Test func bindingWritesToAPublishedArrayMutateItInPlace() {
        let store = PersonStore()
        store.persons = (0..<10_000).map { Person(id: UUID(), name: "P\($0)", age: $0 % 100) }
        let before = store.persons.withUnsafeBufferPointer { $0.baseAddress }
        let persons = Binding(store, keyPath: \.persons)
        persons[5_000].age.wrappedValue = 99
        persons[5_000].name.wrappedValue = "Changed"
        store.persons[6_000].age += 1
        let after = store.persons.withUnsafeBufferPointer { $0.baseAddress }
        #expect(before == after, "the element write copied the array")
        #expect(store.persons[5_000].name == "Changed" && store.persons[5_000].age == 99)
        #expect(store.persons[6_000].age == 1)
    }

    @Test func aPropertyPublisherStillSeesTheOldValueDuringAnInPlaceWrite() {
        let store = PersonStore()
        var seen: [(sent: String, stored: String)] = []
        let subscription = store.$persons.sink { persons in
            seen.append((persons[0].name, store.persons[0].name))
        }
        Binding(store, keyPath: \.persons)[0].name.wrappedValue = "M"
        #expect(seen.count == 2)
        #expect(seen.last?.sent == "M")
        #expect(seen.last?.stored == "Majid")
        #expect(store.persons[0].name == "M")
        _ = subscription
    }

    @Test func aBindingToAPlainPropertyWritesThroughTheKeyPath() {
        final class Box: ObservableObject { var plain = 1 }
        let box = Box()
        var sends = 0
        let subscription = box.objectWillChange.sink { sends += 1 }
        let binding = Binding(box, keyPath: \.plain)
        binding.wrappedValue = 4
        #expect(box.plain == 4)
        #expect(sends == 0, "a property that is not @Published announces nothing")
        _ = subscription
    }

    @Test func anObjectWithItsOwnPublisherGetsTheSends() {
        final class Custom: ObservableObject {
            let objectWillChange = ObservableObjectPublisher()
            @Published var value = 0
        }
        let custom = Custom()
        var sends = 0
        let subscription = custom.objectWillChange.sink { sends += 1 }
        custom.value = 1
        #expect(sends == 1)
        _ = subscription
    }

    @Test func anObjectWhosePublisherIsAnotherKindIsToldNothing() {
        struct Silent: DataFlow.Publisher {
            typealias Output = Int
            typealias Failure = Never
            func sink(receiveValue: @escaping (Int) -> Void) -> AnyCancellable { AnyCancellable {} }
        }
        final class Quiet: ObservableObject {
            let objectWillChange = Silent()
            @Published var value = 0
        }
        let quiet = Quiet()
        quiet.value = 3
        #expect(quiet.value == 3)
    }

    @Test func aNewObjectNeverInheritsADeadObjectsPublisher() {
        var retired: [ObservableObjectPublisher] = []
        for _ in 0..<200 {
            let store = PersonStore()
            let publisher = store.objectWillChange
            #expect(!retired.contains { $0 === publisher })
            retired.append(publisher)
        }
    }

    @Test func publishedWorksInAClassThatIsNotObservable() {
        final class Plain { @Published var value = 1 }
        let plain = Plain()
        let recorder = Recorder<Int>()
        let subscription = plain.$value.sink(receiveValue: recorder.record)
        plain.value = 2
        #expect(recorder.values == [1, 2])
        _ = subscription
    }
}
