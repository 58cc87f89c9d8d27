import TerminalUI

/// The planets in a table sorted by any column (←/→ or a click on a title sorts, Space
/// reverses), with a context menu on the selected row (the Menu key, Shift-F10 or a right click)
/// that marks it a favourite, and its details on Return.
struct PlanetTable: View {
    @State private var sortOrder = [KeyPathComparator(\Planet.name)]
    @State private var selection: Planet.ID?
    @State private var favourites: Set<Planet.ID> = []
    @State private var detail: Planet?

    private var planets: [Planet] { Planet.all.sorted(using: sortOrder) }

    var body: some View {
        NavigationStack {
            Table(planets, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name) { planet in
                    Text(favourites.contains(planet.id) ? "★ \(planet.name)" : planet.name)
                }
                TableColumn("Diameter", value: \.diameter) { planet in
                    Text("\(planet.diameter) km")
                }
                TableColumn("Moons", value: \.moons) { planet in
                    Text("\(planet.moons)")
                }
            }
            .contextMenu(forSelectionType: Planet.ID.self) { ids in
                if !ids.isEmpty {
                    Button(ids.isSubset(of: favourites) ? "Remove from Favourites" : "Add to Favourites") {
                        toggleFavourite(ids)
                    }
                    Button("Details") { show(ids) }
                }
            } primaryAction: { ids in
                show(ids)
            }
            .navigationTitle("Planets (\(favourites.count) favourite\(favourites.count == 1 ? "" : "s"))")
            .sheet(item: $detail) { planet in
                PlanetDetail(planet: planet)
            }
        }
    }

    private func toggleFavourite(_ ids: Set<Planet.ID>) {
        if ids.isSubset(of: favourites) {
            favourites.subtract(ids)
        } else {
            favourites.formUnion(ids)
        }
    }

    private func show(_ ids: Set<Planet.ID>) {
        detail = Planet.all.first { ids.contains($0.id) }
    }
}
