import Foundation
import RosterTestSupport
import Testing

@Suite("The notes example app, in tmux")
struct NotesAppTests {
    @Test func theNoteOutlivesTheAppAndTheClockTicks() throws {
        let first = try ExampleApp(ExampleApp.builtPath("NotesApp"))
        defer { first.removeConfiguration() }
        try first.tmux.waitFor(text: "0 words")
        try first.tmux.send("Groceries", literal: true)
        try first.tmux.send("Tab")
        // The text is a TextEditor: Return starts a new line in it.
        try first.tmux.send("eggs and bread", literal: true)
        try first.tmux.send("Enter")
        try first.tmux.send("milk", literal: true)
        try first.tmux.waitFor("two lines, four words") { rows in
            rows.contains { $0.hasPrefix("eggs and bread") } && rows.contains { $0.hasPrefix("milk") }
                && rows.contains { $0.contains("4 words") }
        }
        // Timer.publish(every: 1…).autoconnect() with .onReceive: the count goes on by itself.
        try first.tmux.waitFor(text: "Open for 2 s")
        try first.quit()

        let second = try ExampleApp(ExampleApp.builtPath("NotesApp"), configFolder: first.configFolder)
        let rows = try second.tmux.waitFor(texts: ["4 words", "Groceries", "eggs and bread", "milk"])
        #expect(rows.contains { $0.hasPrefix("Groceries") })
        #expect(rows.contains { $0.hasPrefix("eggs and bread") } && rows.contains { $0.hasPrefix("milk") })
        // Ctrl-E (the Note menu's Clear note) empties it.
        try second.tmux.send("C-e")
        try second.tmux.waitFor(text: "0 words")
        try second.quit()
    }

    /// Ctrl-Z in a shell with job control: the views saw `.background` before the stop, and
    /// `fg` brings the app back, active, its note as it was.
    @Test func ctrlZIsSeenAsTheBackgroundPhase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("example-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try TmuxSession(
            command: "bash --norc --noprofile -i", environment: ["PS1": "[shell]$ ", "XDG_CONFIG_HOME": folder.path])
        try tmux.waitFor(text: "[shell]$")
        try tmux.send(TmuxSession.shellQuote(ExampleApp.builtPath("NotesApp")), literal: true)
        try tmux.send("Enter")
        try tmux.waitFor(text: "Suspended 0 times")
        try tmux.send("Draft", literal: true)
        try tmux.send("C-z")
        try tmux.waitFor("the shell after suspending") { rows in
            rows.contains { $0.contains("Stopped") } && rows.last { !$0.isEmpty }?.hasPrefix("[shell]$") == true
        }
        try tmux.send("fg", "Enter")
        let rows = try tmux.waitFor(texts: ["Suspended 1 times", "Draft"])
        #expect(rows.contains { $0.contains("Draft") })
        try tmux.send("C-q")
        try tmux.waitFor("the shell after quitting") { rows in
            rows.last { !$0.isEmpty }?.hasPrefix("[shell]$") == true && !rows.contains { $0.contains("Suspended") }
        }
    }
}
