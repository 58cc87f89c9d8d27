import TerminalUI

/// A tip calculator: the bill, the tip and the number of people; each person's share.
@main
struct TipCalculatorApp: App {
    var body: some Scene {
        WindowGroup("Tip Calculator") {
            TipCalculatorView()
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
