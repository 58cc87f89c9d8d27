import TerminalUI

/// A to-do list in two tabs, "To do" and "Done". The list lives in a `@StateObject` of the app,
/// handed to the views with `.environmentObject`; the tab shown is an `@AppStorage` setting, so
/// the app opens again on the tab it was left on.
@main
struct TodoApp: App {
    @StateObject private var list = TodoList()

    var body: some Scene {
        WindowGroup {
            TodoTabs()
                .environmentObject(list)
        }
        .commands {
            CommandMenu("Tasks") {
                Button("Clear done") { list.clearDone() }
                    .keyboardShortcut("k")
            }
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
