import TerminalUI

/// Browses the planets in a table sorted by any column, either way round, with favourites and details.
@main
struct BrowserApp: App {
    var body: some Scene {
        WindowGroup {
            PlanetTable()
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
