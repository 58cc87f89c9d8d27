import Foundation
import RosterTestSupport
import Testing

@Suite("The to-do example app, in tmux")
struct TodoAppTests {
    @Test func addsAnItemChecksItOffClearsItAndKeepsTheSetting() throws {
        let app = try ExampleApp(ExampleApp.builtPath("TodoApp"))
        defer { app.removeConfiguration() }
        try app.tmux.waitFor(text: "New item")
        try app.tmux.send("Buy milk", literal: true)
        try app.tmux.send("Enter")
        try app.tmux.waitFor(text: "To do (1)")
        // The setting is @AppStorage: hiding the Done section is written at once.
        try app.tmux.send("Tab")  // Show done
        try app.tmux.send("Space")
        try app.tmux.waitFor("the Done section hidden") { rows in
            rows.contains { $0.contains("[ ] Show done") } && !rows.contains { $0.hasPrefix(" Done") }
        }
        try app.tmux.send("Space")
        try app.tmux.waitFor("the Done section shown") { rows in rows.contains { $0.hasPrefix(" Done") } }
        try app.tmux.send("Tab")  // the item
        try app.tmux.send("Space")
        try app.tmux.waitFor(text: "To do (0)")
        try app.tmux.waitFor("the item under Done") { rows in
            guard let done = rows.firstIndex(where: { $0.hasPrefix(" Done") }) else { return false }
            return rows[(done + 1)...].contains { $0.contains("Buy milk") }
        }
        // The Tasks menu's shortcut works from anywhere: Ctrl-K clears what is done.
        try app.tmux.send("C-k")
        try app.tmux.waitFor("the item cleared") { rows in !rows.contains { $0.contains("Buy milk") } }
        // F1 lists the commands with their shortcuts.
        try app.tmux.send("F1")
        let help = try app.tmux.waitFor(texts: ["Commands (F1 or Esc closes)", "Clear done", "Quit"])
        #expect(help.contains { $0.contains("Clear done") && $0.contains("Ctrl-K") })
        #expect(help.contains { $0.contains("Quit") && $0.contains("Ctrl-Q") })
        try app.tmux.send("Escape")
        try app.tmux.waitFor(text: "New item")
        try app.quit()
        let stored = try String(contentsOf: app.configFolder.appendingPathComponent("TodoApp.plist"), encoding: .utf8)
        #expect(stored.contains("showDone"))
    }
}
