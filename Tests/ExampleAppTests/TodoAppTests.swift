import Foundation
import RosterTestSupport
import Testing

@Suite("The to-do example app, in tmux")
struct TodoAppTests {
    @Test func addsAnItemChecksItOffInAnotherTabClearsItAndOpensOnTheTabLeft() throws {
        let app = try ExampleApp(ExampleApp.builtPath("TodoApp"))
        defer { app.removeConfiguration() }
        try app.tmux.waitFor(texts: ["To do (0)", "Done", "New item"])
        // Focus starts on the chosen tab; Tab walks the row of tabs, then reaches the field.
        try app.tmux.send("Tab", "Tab")
        try app.tmux.send("Buy milk", literal: true)
        try app.tmux.waitFor(text: "Buy milk")
        // Typed ahead in one write, as a fast typist does: Return adds the item, Tab reaches its
        // row (laid out after the Return, before the Tab), and Space checks it off.
        try app.tmux.send("Enter", "Tab", "Space")
        try app.tmux.waitFor("the item checked off") { rows in
            rows.contains { $0.contains("To do (0)") } && !rows.contains { $0.contains("Buy milk") }
        }
        // Ctrl-PgDn chooses the next tab from anywhere inside the TabView.
        try app.tmux.send("C-NPage")
        try app.tmux.waitFor(texts: ["[x] Buy milk", "Clear done"])
        // The Tasks menu's shortcut works from anywhere: Ctrl-K clears what is done.
        try app.tmux.send("C-k")
        try app.tmux.waitFor("the item cleared") { rows in
            rows.contains { $0.contains("Nothing done yet") } && !rows.contains { $0.contains("Buy milk") }
        }
        // F1 lists the commands with their shortcuts.
        try app.tmux.send("F1")
        let help = try app.tmux.waitFor(texts: ["Commands (F1 or Esc closes)", "Clear done", "Quit"])
        #expect(help.contains { $0.contains("Clear done") && $0.contains("Ctrl-K") })
        #expect(help.contains { $0.contains("Quit") && $0.contains("Ctrl-Q") })
        try app.tmux.send("Escape")
        try app.tmux.waitFor(text: "Nothing done yet")
        try app.quit()
        let stored = try String(contentsOf: app.configFolder.appendingPathComponent("TodoApp.plist"), encoding: .utf8)
        #expect(stored.contains("<key>tab</key>") && stored.contains("<string>done</string>"))

        // The tab is @AppStorage: the app opens again on the Done tab.
        let again = try ExampleApp(ExampleApp.builtPath("TodoApp"), configFolder: app.configFolder)
        try again.tmux.waitFor(texts: ["To do (0)", "Nothing done yet"])
        try again.quit()
    }
}
