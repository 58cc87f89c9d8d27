import Testing

@testable import TerminalUI

@Suite("Toolbar")
@MainActor
struct ToolbarTests {
    @Test func itemsShowInTheTitleLineAndTakeFocusAndShortcuts() {
        let log = Log()
        let host = TestHost(
            NavigationStack {
                Text("Body")
                    .navigationTitle("Notes")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log("cancel") } }
                        Button("Save") { log("save") }.keyboardShortcut("s")
                    }
            }, width: 40, height: 5)
        #expect(host.screen[0] == " [ Cancel ] Notes              [ Save ]")
        host.press("s", modifiers: .control)
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["save", "cancel", "save"])
    }

    @Test func navigationBarItemsWithEditButtonTurnEditModeOnAndOff() {
        let host = TestHost(
            NavigationView {
                List { ForEach(["a", "b"], id: \.self) { Text($0) }.onDelete { _ in } }
                    .navigationBarItems(leading: EditButton(), trailing: Button("Add") {})
            }, width: 40, height: 6)
        #expect(host.screen[0].contains("[ Edit ]"))
        #expect(host.screen[0].hasSuffix("[ Add ]"))
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[0].contains("[ Done ]"))
        #expect(host.screen[2].hasPrefix("−a"))
        host.press(.return)
        #expect(host.screen[0].contains("[ Edit ]"))
        #expect(host.screen[2].hasPrefix(" a"))
    }

    @Test func withoutANavigationContainerTheItemsGetTheirOwnRow() {
        let host = TestHost(Text("Body").toolbar { Button("Done") {} }, width: 20, height: 3)
        #expect(host.screen == ["[ Done ]", "Body", ""])
    }
}
