import Testing

@testable import TerminalUICore

/// A row holding its own state: a toggle.
private struct ToggleRow: View {
    @State var on = false
    let index: Int

    var body: some View {
        Toggle("Option \(index)", isOn: $on)
    }
}

/// `rows` toggle rows in a `VStack` in a `ScrollView`, built in full.
private struct StackedToggles: View {
    let rows: Int

    var body: some View {
        ScrollView { VStack(alignment: .leading) { ForEach(0..<rows, id: \.self) { ToggleRow(index: $0) } } }
    }
}

@Observable
private final class Line {
    var text: String
    var isDouble = false

    init(_ text: String) {
        self.text = text
    }
}

/// A row reading one `@Observable` line: one text, or two when `isDouble`.
private struct LineRow: View {
    let line: Line

    var body: some View {
        Text(line.text)
        if line.isDouble { Text(line.text + " again") }
    }
}

/// Rows whose list changes: toggles named by the strings of `names`.
private struct ChangingRows: View {
    @State var names = ["a", "b", "c", "d"]
    @FocusState var focused: String?

    var body: some View {
        VStack(alignment: .leading) {
            Button("Insert") { names.insert("new", at: 0) }
            Button("Remove") { names.removeFirst() }
            Button("Focus c") { focused = "c" }
            ForEach(names, id: \.self) { name in
                TextField(name, text: .constant("")).focused($focused, equals: name)
            }
        }
    }
}

/// A thousand texts between two toggles, the second shown on demand.
private struct TextsBetweenToggles: View {
    @State var showsLast = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Toggle("Show the last", isOn: $showsLast)
                ForEach(0..<1_000, id: \.self) { Text("Text \($0)") }
                if showsLast { Toggle("Last", isOn: .constant(false)) }
            }
        }
    }
}

@Suite("Incremental layout and focus order")
@MainActor
struct IncrementalLayoutTests {
    /// A change in one row measures and places that row only: the stack, the scroll view and
    /// the other rows keep their layout.
    @Test func aChangeInOneRowLaysOutThatRowOnly() {
        let host = TestHost(StackedToggles(rows: 1_000), width: 40, height: 12)
        host.press(.space)
        let measures = EngineCounters.measures
        let placements = EngineCounters.placements
        host.press(.space)
        #expect(host.screen[0].hasPrefix("[ ] Option 0"))
        // The toggle and its label, for each proposal they were measured for, and the scroll
        // view (which places the stack's rows in view, to keep the focused one in view): not
        // the thousand rows.
        #expect(EngineCounters.measures - measures < 30)
        #expect(EngineCounters.placements - placements < 30)
    }

    /// An `@Observable` element's change re-measures the text that shows it; the rest keeps
    /// its layout, and a text that changed size lays out its stack again.
    @Test func anObservableChangeLaysOutWhatItChanged() {
        let lines = (0..<1_000).map { Line("Line \($0)") }
        let host = TestHost(
            VStack(alignment: .leading) { ForEach(0..<lines.count, id: \.self) { LineRow(line: lines[$0]) } },
            width: 40, height: 12)
        let measures = EngineCounters.measures
        lines[1].text = "Line 9"
        host.settle()
        #expect(host.screen[1] == "Line 9")
        #expect(EngineCounters.measures - measures < 10)
        lines[1].text = "A longer line"
        host.settle()
        #expect(host.screen[1] == "A longer line")
        lines[1].isDouble = true
        host.settle()
        #expect(host.screen[1] == "A longer line")
        #expect(host.screen[2] == "A longer line again")
        #expect(host.screen[3] == "Line 2")
        lines[1].isDouble = false
        host.settle()
        #expect(host.screen[2] == "Line 2")
    }

    /// Rows scrolled out of view are neither placed nor drawn, and come back placed.
    @Test func aScrollViewPlacesWhatItShows() {
        let host = TestHost(StackedToggles(rows: 1_000), width: 40, height: 12)
        for _ in 0..<30 { host.press(.tab) }
        #expect(host.screen[9].hasSuffix("Option 30"), "two rows of context below it:\n\(host.screenText)")
        #expect(host.screen.last?.hasSuffix("Option 32") == true)
        #expect(host.focusProblem == nil)
        host.press(.space)
        #expect(host.screen[9].hasPrefix("[x] Option 30"))
        for _ in 0..<30 { host.press(.tab, modifiers: .shift) }
        #expect(host.screen[0].hasSuffix("Option 0"))
        #expect(host.focusProblem == nil)
        // A click reaches the row drawn under it, not one placed there before.
        host.click(x: 1, y: 3)
        #expect(host.screen[3].hasPrefix("[x] Option 3"))
    }

    /// Tab, Shift-Tab and `@FocusState` follow the order as rows are inserted and removed.
    @Test func theFocusOrderFollowsInsertedAndRemovedRows() {
        let host = TestHost(ChangingRows(), width: 40, height: 12)
        host.press(.return)  // Insert: "new" is first
        #expect(host.screen[3].contains("new"))
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)  // the field "new"
        host.type("x")
        #expect(host.focusedFrame?.minY == 3)
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 4)
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedFrame?.minY == 3)
        // Remove the first row.
        for _ in 0..<2 { host.press(.tab, modifiers: .shift) }
        #expect(host.focusedFrame?.minY == 1)
        host.press(.return)
        #expect(!host.screen[3].contains("new"))
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 2)
        host.press(.return)  // Focus c
        #expect(host.focusedFrame?.minY == 5)
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 6)
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 0)
        host.press(.tab, modifiers: .shift)
        #expect(host.focusedFrame?.minY == 6)
    }

    /// Tab steps over subtrees where nothing takes focus, and the count of what may take focus
    /// follows controls as they come and go.
    @Test func tabFindsControlsAsTheyComeAndGo() {
        let host = TestHost(TextsBetweenToggles(), width: 40, height: 12)
        #expect(host.focusedFrame?.minY == 0)
        host.press(.tab)  // the only control: it keeps focus
        #expect(host.focusedFrame?.minY == 0)
        host.press(.space)  // shows the last toggle
        let evaluations = EngineCounters.nodeEvaluations
        host.press(.tab)
        #expect(host.screen.last?.hasSuffix("Last") == true)
        #expect(host.focusProblem == nil)
        #expect(EngineCounters.nodeEvaluations == evaluations)
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 0)
        host.press(.tab, modifiers: .shift)
        #expect(host.screen.last?.hasSuffix("Last") == true)
        host.press(.tab)  // back to the first toggle
        host.press(.space)  // hides the last again
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 0)
        #expect(host.focusProblem == nil)
    }

    /// A keyboard shortcut is found among the buttons that have one, in reading order.
    @Test func aShortcutRunsTheFirstButtonInReadingOrder() {
        final class Pressed { var names: [String] = [] }
        let pressed = Pressed()
        let host = TestHost(
            VStack {
                ForEach(0..<500, id: \.self) { Text("Row \($0)") }
                Button("First") { pressed.names.append("first") }.keyboardShortcut("s", modifiers: .control)
                Button("Second") { pressed.names.append("second") }.keyboardShortcut("s", modifiers: .control)
                Toggle("Last", isOn: .constant(false))
            }, width: 40, height: 12)
        host.press("s", modifiers: .control)
        #expect(pressed.names == ["first"])
    }
}
