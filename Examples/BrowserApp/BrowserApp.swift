import TerminalUI

/// Browses the planets in a list sorted by name, size or moons, either way round.
@main
struct BrowserApp: App {
    var body: some Scene {
        WindowGroup {
            PlanetList()
        }
        .commands {
            CommandGroup(replacing: .appTermination) {
                QuitButton()
            }
        }
    }
}

/// Quits the app (Ctrl-Q).
struct QuitButton: View {
    @Environment(\.quit) private var quit

    var body: some View {
        Button("Quit") { quit() }
            .keyboardShortcut("q")
    }
}
