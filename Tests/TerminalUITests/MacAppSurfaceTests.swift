import Foundation
import Testing

@testable import TerminalUICore

// What a Mac app's code reaches for: a window opened by its scene's keyboard shortcut, Command
// shortcuts that answer to Control, `@FocusedObject` in commands, and the window and Touch Bar
// modifiers a terminal accepts without effect.

/// A model that keeps a setting in `@AppStorage` and is made and written off the main actor,
/// as SwiftUI allows: its `@AppStorage` is not isolated.
private struct GameSettings {
    @AppStorage private var minimumLength: Int

    init(suite: String) {
        _minimumLength = AppStorage(wrappedValue: 4, "minimumLength", store: UserDefaults(suiteName: suite))
    }

    /// Reads the setting, then stores `value`.
    func replace(with value: Int) -> Int {
        defer { minimumLength = value }
        return minimumLength
    }
}

private final class Document: ObservableObject {
    @Published var words: [String] = []
}

@Suite("A Mac app's surface")
@MainActor
struct MacAppSurfaceTests {
    private struct Editor: View {
        @StateObject private var document = Document()

        var body: some View {
            VStack {
                Text("Words: \(document.words.joined(separator: " "))")
                Button("Touch") {}
                    .touchBar { Button("Add") {} }
                    .touchBarItemPrincipal()
            }
            .focusedSceneObject(document)
        }
    }

    private struct AddWordCommands: Commands {
        @FocusedObject private var document: Document?

        var body: some Commands {
            CommandMenu("Words") {
                Button("Add Word") { document?.words.append("hello") }
                    .keyboardShortcut("w", modifiers: .command)
                    .disabled(document == nil)
            }
        }
    }

    private struct WordsApp: App {
        var body: some Scene {
            WindowGroup { Editor() }
                .windowStyle(.hiddenTitleBar)
                .windowToolbarStyle(.unified(showsTitle: false))
                .commands { AddWordCommands() }
            Window("Statistics", id: "stats") { Text("Statistics window") }
                .keyboardShortcut("t", modifiers: [.command, .option])
                .windowStyle(HiddenTitleBarWindowStyle())
                .windowToolbarStyle(UnifiedCompactWindowToolbarStyle())
        }
    }

    @Test func aCommandShortcutAnswersToControlAndReachesTheFocusedObject() {
        let host = TestHost(app: WordsApp(), width: 40, height: 12)
        host.press("w", modifiers: .control)
        #expect(host.shows("Words: hello"), "⌘W ran as Ctrl-W on the focused document:\n\(host.screenText)")
    }

    @Test func aCommandRunFromTheHelpActsOnTheObjectFocusedInTheWindow() {
        let host = TestHost(app: WordsApp(), width: 40, height: 12)
        host.press(.functionKey(1))
        #expect(host.shows("Add Word"), "the help lists the command:\n\(host.screenText)")
        while !(host.focusedFrame.map { host.screen[$0.minY].contains("Add Word") } ?? true) { host.press(.tab) }
        host.press(.return)
        #expect(host.shows("Words: hello"), "it reached the window's document:\n\(host.screenText)")
    }

    @Test func aWindowsShortcutOpensItAndTheHelpListsItUnderWindow() {
        let host = TestHost(app: WordsApp(), width: 40, height: 12)
        host.press(.functionKey(1))
        #expect(host.shows("Window") && host.shows("Statistics"), "the help lists it:\n\(host.screenText)")
        #expect(host.shows("Ctrl-Alt-T") || host.shows("Alt-Ctrl-T"), "with its shortcut as typed:\n\(host.screenText)")
        #expect(host.shows("Ctrl-W"), "⌘W shows as the Ctrl-W that runs it:\n\(host.screenText)")
        host.press(.escape)
        host.press("t", modifiers: [.control, .option])
        #expect(host.shows("Statistics window"), "the shortcut opens the window:\n\(host.screenText)")
        host.press(.escape)
        #expect(host.shows("Words:"), "Esc closes it")
    }

    @Test func anAppStorageSettingInAModelMadeAndWrittenOffTheMainActor() async {
        let suite = "TerminalUITests-\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let first = await Task.detached { GameSettings(suite: suite).replace(with: 6) }.value
        #expect(first == 4, "the default")
        let second = await Task.detached { GameSettings(suite: suite).replace(with: 7) }.value
        #expect(second == 6, "the value written by the first model, read by another")
    }

    @Test func aListOfARangeHasARowPerNumber() {
        let notes = ["Milk", "Eggs", "Tea"]
        let host = TestHost(
            List(0..<notes.count) { index in Text("\(index + 1). \(notes[index])") }, width: 20, height: 5)
        #expect(host.shows("1. Milk") && host.shows("3. Tea"), "\(host.screenText)")
        host.press(.downArrow)
        #expect(host.isReversed("2. Eggs"), "rows take the cursor:\n\(host.screenText)")
    }

    @Test func transactionsAndAnimationsRunTheirChangeAtOnceFromAnyContext() async {
        let counted = await Task.detached {
            var count = 0
            withAnimation { count += 1 }
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction) { count += 1 }
            withTransaction(\.disablesAnimations, true) { count += 1 }
            return count
        }.value
        #expect(counted == 3)
    }

    private struct Plant: Identifiable {
        let id: Int
        var name: String
        var favorite: Bool
    }

    /// Orders `true` first, as a Mac app's own comparator for a column of checkboxes.
    private struct FavoritesFirst: SortComparator {
        var order = SortOrder.forward
        func compare(_ lhs: Bool, _ rhs: Bool) -> ComparisonResult {
            let result: ComparisonResult = lhs == rhs ? .orderedSame : (lhs ? .orderedAscending : .orderedDescending)
            return order == .forward ? result : (result == .orderedAscending ? .orderedDescending : .orderedAscending)
        }
    }

    fileprivate struct FocusedNameKey: FocusedValueKey {
        typealias Value = Binding<String>
    }

    private struct Garden: View {
        @State private var plants = [
            Plant(id: 1, name: "Dill", favorite: false), Plant(id: 2, name: "Basil", favorite: true),
        ]
        @State private var order = [KeyPathComparator(\Plant.favorite, comparator: FavoritesFirst())]
        @State private var title = "Herbs"

        var body: some View {
            VStack {
                Table(plants.sorted(using: order), sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Favorite", value: \.favorite, comparator: FavoritesFirst()) { plant in
                        Text(plant.favorite ? "★" : "·")
                    }
                }
                Renamer()
            }
            .focusedSceneValue(\.gardenTitle, $title)
            .navigationSubtitle(title)
        }
    }

    private struct Renamer: View {
        @FocusedBinding(\.gardenTitle) private var title: String?

        var body: some View {
            Button("Rename \(title ?? "none")") { title = "Spices" }
        }
    }

    @Test func aColumnSortedByItsOwnComparatorAndAFocusedBindingWrittenThrough() {
        let host = TestHost(Garden(), width: 40, height: 8)
        let basil = host.screen.firstIndex { $0.contains("Basil") }
        let dill = host.screen.firstIndex { $0.contains("Dill") }
        #expect(basil != nil && dill != nil && basil! < dill!, "the favourite first:\n\(host.screenText)")
        while !(host.focusedFrame.map { host.screen[$0.minY].contains("Rename") } ?? true) { host.press(.tab) }
        #expect(host.shows("Rename Herbs"), "the binding read through focus:\n\(host.screenText)")
        host.press(.return)
        #expect(host.shows("Rename Spices"), "and written through it:\n\(host.screenText)")
    }

    @Test func anAppSupportsMultipleWindowsAsItsWindowsOpenOverTheMainOne() {
        struct Probe: View {
            @Environment(\.supportsMultipleWindows) private var supports
            var body: some View { Text(supports ? "windows" : "one window") }
        }
        struct ProbeApp: App {
            var body: some Scene { WindowGroup { Probe() } }
        }
        #expect(TestHost(app: ProbeApp(), width: 20, height: 5).screen[0] == "windows")
        #expect(TestHost(Probe(), width: 20, height: 1).screen[0] == "one window", "no app, no windows to open")
    }

    @Test func smallCapitalsShowTheTextAsWritten() {
        let host = TestHost(Text("Roll the Dice").font(.title.lowercaseSmallCaps().smallCaps()), width: 20, height: 1)
        #expect(host.screen == ["Roll the Dice"])
    }
}

extension FocusedValues {
    fileprivate var gardenTitle: Binding<String>? {
        get { self[MacAppSurfaceTests.FocusedNameKey.self] }
        set { self[MacAppSurfaceTests.FocusedNameKey.self] = newValue }
    }
}
