import TerminalUI

/// One planet's figures, in a sheet that Done (or Esc) closes.
struct PlanetDetail: View {
    let planet: Planet
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                LabeledContent("Diameter", value: "\(planet.diameter) km")
                LabeledContent("Moons", value: "\(planet.moons)")
            }
            .navigationTitle(planet.name)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
