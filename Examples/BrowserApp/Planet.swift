/// A planet of the solar system.
struct Planet: Identifiable, Hashable {
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
