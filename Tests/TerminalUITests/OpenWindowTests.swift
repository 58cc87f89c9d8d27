import Testing

@testable import TerminalUICore

// `openWindow` shows another window scene of the app over its main window, found by its id or
// by the type of value it presents; `dismissWindow`, `dismiss` and Esc close it.

@Suite("Opening windows")
@MainActor
struct OpenWindowTests {
    private struct Note: Codable, Hashable {
        let title: String
    }

    private struct Main: View {
        @Environment(\.openWindow) private var openWindow

        var body: some View {
            VStack(alignment: .leading) {
                Text("Main window")
                Button("About") { openWindow(id: "about") }
                Button("Open note") { openWindow(value: Note(title: "Groceries")) }
                Button("Nowhere") { openWindow(id: "missing") }
            }
        }
    }

    private struct About: View {
        @Environment(\.dismissWindow) private var dismissWindow

        var body: some View {
            VStack(alignment: .leading) {
                Text("About this app")
                Button("Close") { dismissWindow(id: "about") }
            }
        }
    }

    private struct NotesApp: App {
        var body: some Scene {
            WindowGroup { Main() }
            Window("About", id: "about") { About() }
            WindowGroup(for: Note.self) { $note in
                Text("Note: \(note?.title ?? "none")")
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func openingAWindowByIdShowsItOverTheMainOneUntilItIsDismissed(size: Size) throws {
        let host = TestHost(app: NotesApp(), width: size.width, height: size.height)
        #expect(host.screenText.contains("Main window"))
        host.press(.return)
        Snapshot.assert(host, named: "open-window-\(size.width)x\(size.height)")
        #expect(host.screenText.contains("About this app"))
        let focused = try #require(host.focusedFrame)
        #expect(host.screen[focused.minY].contains("Close"), "focus moves into the window:\n\(host.screenText)")
        host.press(.return)
        #expect(!host.screenText.contains("About this app"))
        #expect(host.screenText.contains("Main window"))
    }

    @Test func openingAValueShowsTheWindowGroupForItsType() {
        let host = TestHost(app: NotesApp(), width: 40, height: 12)
        host.press(.tab)
        host.press(.return)
        #expect(host.screenText.contains("Note: Groceries"), "\(host.screenText)")
        host.press(.escape)
        #expect(!host.screenText.contains("Note:"))
        #expect(host.screenText.contains("Main window"))
    }

    @Test func openingAnIdNoSceneHasDoesNothing() {
        let host = TestHost(app: NotesApp(), width: 40, height: 12)
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(host.screenText.contains("Main window"))
        #expect(host.focusProblem == nil)
    }

    @Test func theMainWindowGroupShowsNoValue() {
        struct ValueApp: App {
            var body: some Scene {
                WindowGroup(for: Note.self) { $note in Text("Note: \(note?.title ?? "none")") }
            }
        }
        let host = TestHost(app: ValueApp(), width: 40, height: 6)
        #expect(host.screenText.contains("Note: none"), "\(host.screenText)")
    }

    @Test func aGroupWithADefaultValueShowsItInTheMainWindowAndThePresentedOneWhenOpened() {
        struct DefaultValueApp: App {
            var body: some Scene {
                WindowGroup("Notes", id: "notes", for: Note.self) { $note in
                    Text("Note: \(note.title)")
                } defaultValue: {
                    Note(title: "Untitled")
                }
            }
        }
        let host = TestHost(app: DefaultValueApp(), width: 40, height: 6)
        #expect(host.screenText.contains("Note: Untitled"), "\(host.screenText)")
    }

    @Test func aTitledGroupWithAnIdOpensForItsValue() {
        struct TitledApp: App {
            var body: some Scene {
                WindowGroup { Main() }
                WindowGroup("Notes", id: "notes", for: Note.self) { $note in
                    Text("Titled note: \(note?.title ?? "none")")
                }
            }
        }
        let host = TestHost(app: TitledApp(), width: 40, height: 12)
        host.press(.tab)
        host.press(.return)
        #expect(host.screenText.contains("Titled note: Groceries"), "\(host.screenText)")
    }
}
