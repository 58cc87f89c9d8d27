import TerminalUI

/// A to-do list. The list lives in a `@StateObject` of the app, handed to the views with
/// `.environmentObject`; whether done items show is an `@AppStorage` setting, kept across runs.
/// (With no `TabView` in TerminalUI yet, "To do" and "Done" are two sections of one list.)
@main
struct TodoApp: App {
    @StateObject private var list = TodoList()

    var body: some Scene {
        WindowGroup {
            TodoListView()
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
