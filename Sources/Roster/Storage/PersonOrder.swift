/// The order the list shows persons in: as stored (the order they were added in), or sorted by
/// name or age, either way. Ties are broken by id, so every order is total and stable.
///
/// Names sort by their folded form — without case and diacritics, as search compares them
/// (`SQLiteSchema.folded`; PostgreSQL's `roster_fold`) — compared by Unicode code point (the
/// bytes of UTF-8), not by any language's collation. Descending is the exact reverse of
/// ascending, ties included.
package enum PersonOrder: String, CaseIterable, Equatable, Sendable {
    /// As stored: by `StoredPerson.position`.
    case stored
    case nameAscending
    case nameDescending
    case ageAscending
    case ageDescending

    /// The order `s` goes to next: name ascending, name descending, age ascending, age
    /// descending, and round again (the stored order is where the list starts).
    package var next: PersonOrder {
        switch self {
        case .stored, .ageDescending: .nameAscending
        case .nameAscending: .nameDescending
        case .nameDescending: .ageAscending
        case .ageAscending: .ageDescending
        }
    }

    /// How the title names it ("By name ↑" — a narrow list pane has room for little beside
    /// its New button); nil for the stored order.
    package var label: String? {
        switch self {
        case .stored: nil
        case .nameAscending: "name ↑"
        case .nameDescending: "name ↓"
        case .ageAscending: "age ↑"
        case .ageDescending: "age ↓"
        }
    }

    /// Whether the order runs from the largest key down.
    package var isDescending: Bool {
        self == .nameDescending || self == .ageDescending
    }
}
