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
        try first.tmux.send("eggs and bread", literal: true)
        try first.tmux.waitFor(text: "3 words")
        // Timer.publish(every: 1…).autoconnect() with .onReceive: the count goes on by itself.
        try first.tmux.waitFor(text: "Open for 2 s")
        try first.quit()

        let second = try ExampleApp(ExampleApp.builtPath("NotesApp"), configFolder: first.configFolder)
        let rows = try second.tmux.waitFor(text: "3 words")
        #expect(rows.contains { $0.contains("Groceries") })
        #expect(rows.contains { $0.contains("eggs and bread") })
        // Ctrl-E (the Note menu's Clear note) empties it.
        try second.tmux.send("C-e")
        try second.tmux.waitFor(text: "0 words")
        try second.quit()
    }
}
