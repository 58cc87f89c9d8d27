import Foundation

/// One person in the roster, as the article's model: an id, a name and an age.
package struct Person: Identifiable, Equatable, Hashable, Sendable {
    package let id: UUID
    package var name: String
    package var age: Int

    package init(id: UUID, name: String, age: Int) {
        self.id = id
        self.name = name
        self.age = age
    }

    /// The ages a person may have.
    package static let ages: ClosedRange<Int> = 0...150
    /// The most characters a name may have.
    package static let maxNameLength = 100
    /// The most Unicode code points a name may have: ten per character is plenty for any
    /// script or emoji, and it keeps one "character" carrying millions of combining marks
    /// (which every frame would have to measure) out of the data file.
    package static let maxNameCodePoints = 1_000

    /// Why `name` cannot be saved, or `nil` when it can.
    package static func problem(withName name: String) -> String? {
        // A printable ASCII first character is never whitespace: most names need no lookup
        // of character properties.
        let startsPrintable = name.utf8.first.map { $0 > 0x20 && $0 < 0x7F } ?? false
        if !startsPrintable && name.allSatisfy(\.isWhitespace) {
            return "Name must not be empty"
        }
        // A character takes at least one byte: most names need no counting of characters.
        if name.utf8.count > maxNameLength && name.count > maxNameLength {
            return "Name must not be longer than \(maxNameLength) characters (it has \(name.count))"
        }
        // Each code point takes at least one byte: only long names need counting.
        if name.utf8.count > maxNameCodePoints, case let codePoints = name.unicodeScalars.count,
            codePoints > maxNameCodePoints
        {
            let characters = name.count == 1 ? "1 character" : "\(name.count) characters"
            return
                "Name must not be longer than \(maxNameCodePoints) code points (it has \(codePoints) in \(characters))"
        }
        return nil
    }

    /// Why this person cannot be saved (their name, then their age), or `nil` when they can.
    package var problem: String? {
        Self.problem(withName: name) ?? Self.problem(withAge: age)
    }

    /// Why `age` cannot be saved, or `nil` when it can.
    package static func problem(withAge age: Int) -> String? {
        ages.contains(age) ? nil : "Age must be between \(ages.lowerBound) and \(ages.upperBound) (it is \(age))"
    }
}
