import Testing

@testable import TerminalUICore

/// An app with state of its own, a model handed down with `.environmentObject`, and commands.
@MainActor
private final class TallyModel: ObservableObject {
    static var made = 0
    @Published var count = 0

    init() {
        TallyModel.made += 1
    }
}

private struct CounterApp: App {
    @StateObject private var counter = TallyModel()
    @State private var title = "TallyModel"

    var body: some Scene {
        WindowGroup {
            CounterView(title: $title)
                .environmentObject(counter)
        }
        .commands {
            CommandMenu("Count") {
                Button("Add one") { counter.count += 1 }
                    .keyboardShortcut("a")
                Button("Reset") { counter.count = 0 }
                    .keyboardShortcut("r", modifiers: .option)
            }
            CommandGroup(after: .newItem) {
                Button("Rename") { title = "Renamed" }
                    .keyboardShortcut("n")
            }
        }
        Settings {
            Text("Settings pane")
        }
    }
}

private struct CounterView: View {
    @Binding var title: String
    @EnvironmentObject private var counter: TallyModel
    @State private var note = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(title): \(counter.count)")
            TextField("Note", text: $note)
            Button("Retitle") { title = "Retitled" }
        }
    }
}

@Suite("App, Scene and commands")
@MainActor
struct AppTests {
    @Test func theFirstWindowGroupShowsWithTheAppsStateAndModel() {
        TallyModel.made = 0
        let host = TestHost(app: CounterApp(), width: 40, height: 12)
        #expect(host.screen[0] == "TallyModel: 0")
        #expect(!host.screenText.contains("Settings pane"), "the settings open only when asked")
        host.press(.tab)
        host.press(.return)  // Retitle: writes the app's @State through a binding
        #expect(host.screen[0] == "Retitled: 0")
        #expect(TallyModel.made == 1)
    }

    @Test func commandShortcutsWorkFromAnyFocusedControl() {
        let host = TestHost(app: CounterApp(), width: 40, height: 12)
        host.press("a", modifiers: .control)
        host.press("a", modifiers: .control)
        #expect(host.screen[0] == "TallyModel: 2")
        host.type("xy")  // into the note field, which has focus
        host.press("r", modifiers: .option)
        #expect(host.screen[0] == "TallyModel: 0")
        host.press("n", modifiers: .control)
        #expect(host.screen[0] == "Renamed: 0")
        #expect(host.screenText.contains("xy"))
    }

    @Test func f1ListsTheCommandsAndEscClosesIt() {
        let host = TestHost(app: CounterApp(), width: 40, height: 12)
        host.press(.functionKey(1))
        #expect(
            host.screen == [
                "Commands (F1 or Esc closes)",
                "Count",
                "[ Add one ] Ctrl-A",
                "[ Reset ] Alt-R",
                "File",
                "[ Rename ] Ctrl-N",
                "App",
                "[ Settings… ]",
            ] + Array(repeating: "", count: 4))
        host.type("q")  // ignored while the help shows
        host.press(.escape)
        #expect(host.screen[0] == "TallyModel: 0")
        #expect(!host.screenText.contains("q"))
        host.press(.functionKey(1))
        host.press("a", modifiers: .control)  // runs the command and closes the help
        #expect(host.screen[0] == "TallyModel: 1")
    }

    @Test func theHelpIsAMenuWhoseCommandsRunFromTheKeys() {
        let host = TestHost(app: CounterApp(), width: 40, height: 12)
        host.press("a", modifiers: .control)
        host.type("x")  // into the note field, which has focus
        host.press(.functionKey(1))
        #expect(host.focusedFrame.map { host.screen[$0.minY] } == "[ Add one ] Ctrl-A", "focus is in the help")
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screen[0] == "TallyModel: 0", "Reset ran and the help closed:\n\(host.screenText)")
        host.type("y")
        #expect(host.screenText.contains("xy"), "focus went back to the note field")
    }

    @Test func aMenuInACommandMenuOpensItsItemsFromTheHelp() {
        struct ToolsApp: App {
            @State private var log = "nothing yet"
            var body: some Scene {
                WindowGroup { Text(log) }
                    .commands {
                        CommandMenu("Tools") {
                            Menu("More") {
                                Button("Deep") { log = "deep ran" }
                            }
                        }
                    }
            }
        }
        let host = TestHost(app: ToolsApp(), width: 40, height: 10)
        host.press(.functionKey(1))
        host.press(.return)
        #expect(host.shows("Deep"), "the nested menu's items:\n\(host.screenText)")
        host.press(.escape)
        #expect(!host.shows("Deep") && host.shows("Commands"), "Esc closes the popup first, then the help")
        host.press(.return)
        host.press(.return)
        host.press(.escape)
        #expect(host.screen[0] == "deep ran", "\(host.screenText)")
    }

    @Test func settingsOpenFromTheHelpAndEscClosesThem() {
        let host = TestHost(app: CounterApp(), width: 40, height: 12)
        host.press(.functionKey(1))
        #expect(host.shows("Settings…"))
        for _ in 0..<3 { host.press(.tab) }
        host.press(.return)
        #expect(host.shows("Settings pane"), "\(host.screenText)")
        host.press(.escape)
        #expect(!host.shows("Settings pane") && host.screen[0] == "TallyModel: 0")
    }

    @Test func anAppWithoutCommandsLeavesF1ToItsViews() {
        struct Plain: App {
            var body: some Scene {
                WindowGroup("Plain") {
                    Text("Hello").onKeyPress(.functionKey(1)) { .handled }
                }
            }
        }
        let host = TestHost(app: Plain(), width: 40, height: 12)
        host.press(.functionKey(1))
        #expect(host.screen[0] == "Hello")
    }

    @Test func theCommandsHelpSnapshots() {
        for (width, height) in [(80, 24), (40, 12)] {
            let host = TestHost(app: CounterApp(), width: width, height: height)
            Snapshot.assert(host, named: "app-counter-\(width)x\(height)")
            host.press(.functionKey(1))
            Snapshot.assert(host, named: "app-commands-help-\(width)x\(height)")
        }
    }
}

/// The app README.md shows in "Use TerminalUI in your own package", as written there.
private struct HelloApp: App {
    @State private var count = 0

    var body: some Scene {
        WindowGroup {
            Stepper("Pressed \(count) times", value: $count)
        }
    }
}

@Suite("The README's app")
@MainActor
struct ReadmeAppTests {
    @Test func itsStepperCountsInTheAppsState() {
        let host = TestHost(app: HelloApp(), width: 40, height: 12)
        #expect(host.screen[0].hasPrefix("Pressed 0 times"))
        host.press("+")
        host.press("+")
        #expect(host.screen[0].hasPrefix("Pressed 2 times"))
    }
}

/// Scenes of every kind, one of them the app's own, and one under an `if`.
private struct ManyScenesApp: App {
    var showsExtra = true

    var body: some Scene {
        Settings {
            Text("Settings")
        }
        if showsExtra {
            ExtraScene()
        }
        WindowGroup(id: "second") {
            Text("Second group")
        }
        Window("Window", id: "window") {
            Text("A window")
        }
    }
}

private struct ExtraScene: Scene {
    var body: some Scene {
        WindowGroup("Extra") {
            Text("Extra group")
        }
        .commands {
            CommandMenu("Extra") {
                Button("Act") {}
                    .keyboardShortcut(.functionKey(5), modifiers: [])
            }
        }
    }
}

@Suite("Scenes")
@MainActor
struct SceneTests {
    @Test func theFirstWindowSceneShowsAndTheOthersAreAccepted() {
        let host = TestHost(app: ManyScenesApp(), width: 40, height: 12)
        #expect(host.screen[0] == "Extra group")
        host.press(.functionKey(1))
        #expect(Array(host.screen[1...4]) == ["App", "[ Settings… ]", "Extra", "[ Act ] F5"], "\(host.screenText)")
        var without = ManyScenesApp()
        without.showsExtra = false
        #expect(TestHost(app: without, width: 40, height: 12).screen[0] == "Second group")
    }
}
