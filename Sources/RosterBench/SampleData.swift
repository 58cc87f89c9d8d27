import Foundation
import Roster

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
        var random = SplitMix64(seed: 0x5EED_0000 &+ UInt64(count))
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

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A version-4 UUID from the generator.
    mutating func uuid() -> UUID {
        let high = next()
        let low = next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (8 * index))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (8 * index))
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
