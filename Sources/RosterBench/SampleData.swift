import Foundation
import Roster
import RosterTestSupport

/// Deterministic persons for the benchmarks: names in several scripts, ages 0…150, random ids.
enum SampleData {
    private static let givenNames = [
        "Majid", "John", "Fred", "Amélie", "Søren", "Zoë", "Анна", "Дмитрий", "Ольга",
        "张伟", "李娜", "王芳", "محمد", "فاطمة", "Γιώργος", "Ελένη", "आरव", "सीता",
        "Kofi", "Aiyana", "Nguyễn", "Иван", "佐藤", "Łukasz", "Ğül", "Jürgen",
    ]
    private static let familyNames = [
        "Tabandeh", "Appleseed", "Smith", "Dubois", "Kierkegaard", "Müller", "Иванова",
        "Петров", "陈", "刘", "أحمد", "Παπαδόπουλος", "शर्मा", "Mensah", "Nowak", "Yılmaz",
        "García", "O'Brien", "Kowalski", "山田",
    ]

    /// `count` persons; the same every run.
    static func persons(_ count: Int) -> [Person] {
        var random = SeededGenerator(seed: 0x5EED_0000 &+ UInt64(count))
        var persons: [Person] = []
        persons.reserveCapacity(count)
        for _ in 0..<count {
            let given = givenNames[Int(random.next() % UInt64(givenNames.count))]
            let family = familyNames[Int(random.next() % UInt64(familyNames.count))]
            let age = Int(random.next() % 151)
            persons.append(Person(id: random.uuid(), name: "\(given) \(family)", age: age))
        }
        return persons
    }

    /// Writes `persons` as a data file at `path`.
    static func writeFile(_ persons: [Person], to path: String) throws {
        try Data(PersonsJSON.encode(persons)).write(to: URL(fileURLWithPath: path))
    }
}
