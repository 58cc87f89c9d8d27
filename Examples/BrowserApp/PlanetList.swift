import TerminalUI

/// Sort buttons above the list; pressing the current order's button again reverses it. The
/// order is `@SceneStorage`: kept for the run, as SwiftUI keeps it for the scene.
struct PlanetList: View {
    @SceneStorage("order") private var order = PlanetOrder.name
    @SceneStorage("descending") private var descending = false

    private var planets: [Planet] {
        let sorted = Planet.all.sorted(by: order.ascending)
        return descending ? sorted.reversed() : sorted
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Text("Sort:")
                    sortButton("Name", .name, key: "n")
                    sortButton("Size", .diameter, key: "s")
                    sortButton("Moons", .moons, key: "o")
                }
                List(planets) { planet in
                    HStack {
                        Text(planet.name)
                        Spacer()
                        Text("\(planet.diameter) km")
                        Text("\(planet.moons) moons")
                    }
                }
            }
            .navigationTitle("Planets by \(order.rawValue) \(descending ? "↓" : "↑")")
        }
    }

    private func sortButton(_ title: String, _ newOrder: PlanetOrder, key: KeyEquivalent) -> some View {
        Button(title) {
            if order == newOrder {
                descending.toggle()
            } else {
                order = newOrder
                descending = false
            }
        }
        .keyboardShortcut(key)
    }
}
