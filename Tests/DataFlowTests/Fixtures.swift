import DataFlow
import Foundation

/// The article's model, written exactly as the article writes it.
struct Person: Identifiable, Equatable {
    let id: UUID
    var name: String
    var age: Int
}

final class PersonStore: ObservableObject {
    @Published var persons: [Person] = [
        .init(id: .init(), name: "Majid", age: 27),
        .init(id: .init(), name: "John", age: 31),
        .init(id: .init(), name: "Fred", age: 25),
    ]
}

/// Counts what a publisher sends.
final class Recorder<Value> {
    private(set) var values: [Value] = []
    var count: Int { values.count }
    func record(_ value: Value) { values.append(value) }
}
