import Testing

@testable import TerminalUICore

private struct SplitApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Window")
        }
        .commands {
            SidebarCommands()
            ToolbarCommands()
            TextEditingCommands()
            TextFormattingCommands()
            CommandMenu("Go") {
                Button("Home") {}.keyboardShortcut("h")
            }
        }
    }
}

@Suite("Standard command sets")
@MainActor
struct StandardCommandsTests {
    @Test func theStandardSetsAddNoItemsBesideTheAppsOwn() {
        var resolution = SceneResolution()
        resolution.add(SplitApp().body)
        #expect(resolution.menus.map(\.title) == ["Go"])
        let host = TestHost(app: SplitApp(), width: 40, height: 8)
        #expect(host.screen[0] == "Window")
    }
}
