import TerminalUI

/// A note kept across runs (`@AppStorage`), its title in a text field and its text in a
/// `TextEditor`; a timer counts how long the note has been open, and the scene phase shows
/// when the app was last suspended (Ctrl-Z).
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NoteEditor()
        }
        .commands {
            CommandMenu("Note") {
                ClearNoteButton()
            }
            CommandGroup(replacing: .appTermination) {
                QuitButton()
            }
        }
    }
}

/// Empties the note (Ctrl-E).
struct ClearNoteButton: View {
    @AppStorage("title") private var title = ""
    @AppStorage("text") private var text = ""

    var body: some View {
        Button("Clear note") {
            title = ""
            text = ""
        }
        .keyboardShortcut("e")
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
