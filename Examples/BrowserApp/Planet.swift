/// A planet of the solar system.
struct Planet: Identifiable {
    var id: String { name }
    let name: String
    /// The mean diameter, in kilometres.
    let diameter: Int
    let moons: Int

    static let all = [
        Planet(name: "Mercury", diameter: 4_879, moons: 0),
        Planet(name: "Venus", diameter: 12_104, moons: 0),
        Planet(name: "Earth", diameter: 12_742, moons: 1),
        Planet(name: "Mars", diameter: 6_779, moons: 2),
        Planet(name: "Jupiter", diameter: 139_820, moons: 95),
        Planet(name: "Saturn", diameter: 116_460, moons: 146),
        Planet(name: "Uranus", diameter: 50_724, moons: 28),
        Planet(name: "Neptune", diameter: 49_244, moons: 16),
    ]
}

/// What the list is sorted by.
enum PlanetOrder: String, CaseIterable {
    case name, diameter, moons

    /// Whether `lhs` comes before `rhs` in this order, ascending.
    func ascending(_ lhs: Planet, _ rhs: Planet) -> Bool {
        switch self {
        case .name: lhs.name < rhs.name
        case .diameter: lhs.diameter < rhs.diameter
        case .moons: (lhs.moons, lhs.name) < (rhs.moons, rhs.name)
        }
    }
}
