import Testing

@testable import TerminalUICore

@Suite("Menu and contextMenu")
@MainActor
struct MenuTests {
    private final class Log: ObservableObject {
        @Published var lines: [String] = []
    }

    private struct Document: View {
        @ObservedObject var log: Log

        var body: some View {
            VStack(alignment: .leading) {
                Menu("Actions") {
                    Button("Duplicate") { log.lines.append("duplicate") }
                    Divider()
                    Button("Rename") { log.lines.append("rename") }.keyboardShortcut("r")
                    Menu("Share") {
                        Button("Mail") { log.lines.append("mail") }
                    }
                }
                Menu {
                    Button("Other") { log.lines.append("other") }
                } label: {
                    Label("Add", systemImage: "plus")
                } primaryAction: {
                    log.lines.append("primary")
                }
                Text("A bulb")
                    .contextMenu {
                        Button("Red") { log.lines.append("red") }
                        Button("Blue") { log.lines.append("blue") }
                    }
            }
        }
    }

    @Test func returnOpensThePopupAndChoosingAnItemPressesIt() {
        let log = Log()
        let host = TestHost(Document(log: log), width: 40, height: 12)
        #expect(host.screen[0] == "[ Actions ▾ ]")
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Duplicate") } && host.screen.contains { $0.contains("Share") })
        let duplicate = host.screen.firstIndex { $0.contains("Duplicate") }
        #expect(duplicate.map { host.screen[$0 + 1].contains("Rename") } == true, "dividers are left out")
        host.press(.downArrow)
        host.press(.return)
        #expect(log.lines == ["rename"] && !host.screen.contains { $0.contains("Duplicate") }, "the popup closed")
        host.press("r", modifiers: .control)
        #expect(log.lines == ["rename", "rename"], "an item's shortcut works with the menu closed")
        host.press(.return)
        host.press(.end)
        host.press(.return)
        #expect(host.screen.contains { $0.contains("Mail") }, "a nested menu opens its own popup")
        host.press(.return)
        #expect(log.lines.last == "mail")
        host.press(.return)
        host.press(.escape)
        #expect(
            !host.screen.contains { $0.contains("Duplicate") } && log.lines.count == 3, "Esc closes without choosing")
    }

    @Test func theFocusIsSeenOnTheHighlightedRowOfAnOpenPopup() {
        let host = TestHost(Document(log: Log()), width: 40, height: 12)
        host.press(.return)
        host.press(.downArrow)
        let frame = host.focusedFrame
        #expect(frame?.size.height == 1, "one row of the popup, not the whole popup: \(String(describing: frame))")
        #expect(
            frame.map { host.screen[$0.origin.y].contains("Rename") } == true,
            "the highlighted row:\n\(host.screenText)")
        host.press(.pageUp)
        #expect(host.focusedFrame.map { host.screen[$0.origin.y].contains("Duplicate") } == true)
    }

    @Test func aPrimaryActionRunsOnReturnAndTheItemsOpenWithDown() {
        let log = Log()
        let host = TestHost(Document(log: log), width: 40, height: 12)
        host.press(.tab)
        host.press(.return)
        #expect(log.lines == ["primary"])
        host.press(.downArrow)
        host.press(.return)
        #expect(log.lines == ["primary", "other"])
    }

    @Test func theMenuKeyShiftF10AndARightClickOpenAContextMenu() {
        let log = Log()
        let host = TestHost(Document(log: log), width: 40, height: 12)
        host.press(.tab)
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 2, "a text with a context menu takes focus")
        host.press(.menu)
        host.press(.downArrow)
        host.press(.return)
        #expect(log.lines == ["blue"])
        host.press(.functionKey(10), modifiers: .shift)
        host.press(.return)
        #expect(log.lines == ["blue", "red"])
        host.send([MouseEvent(kind: .press(.right), location: Point(x: 2, y: 2))])
        #expect(host.screen.contains { $0.contains("Blue") })
        host.press(.escape)
        #expect(host.focusProblem == nil)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Document(log: Log()), width: size.width, height: size.height)
        Snapshot.assert(host, named: "menu-closed-focused-\(size.width)x\(size.height)")
        host.press(.return)
        Snapshot.assert(host, named: "menu-open-\(size.width)x\(size.height)")
    }

    private struct Counter: View {
        @ObservedObject var log: Log
        var body: some View {
            Text("Press Hard!")
                .contextMenu {
                    VStack {
                        Button("Increment") { log.lines.append("increment") }
                        Button("Delete") { log.lines.append("delete") }
                            .foregroundColor(Color.red)
                    }
                }
        }
    }

    @Test func aStackOfButtonsInAContextMenuIsItsItems() {
        let log = Log()
        let host = TestHost(Counter(log: log), width: 40, height: 12)
        host.press(.menu)
        #expect(host.shows("Increment") && host.shows("Delete"), "\(host.screenText)")
        host.press(.downArrow)
        host.press(.return)
        #expect(log.lines == ["delete"])
    }

    @Test func returnOrSpaceOnAViewWithOnlyAContextMenuOpensIt() {
        let log = Log()
        let host = TestHost(Counter(log: log), width: 40, height: 12)
        host.press(.return)
        #expect(host.shows("Increment") && host.shows("Delete"), "Return opens it:\n\(host.screenText)")
        host.press(.return)
        #expect(log.lines == ["increment"] && !host.shows("Delete"), "and Return presses the first item")
        host.press(.space)
        #expect(host.shows("Increment"), "Space opens it too:\n\(host.screenText)")
        host.press(.escape)
        #expect(!host.shows("Increment") && log.lines == ["increment"])
    }

}

@Suite("Menu sections and pickers")
@MainActor
struct MenuSectionAndPickerTests {
    private struct Sorting: View {
        @State private var sort = 0
        @State private var log = "none"
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Actions") {
                    Section {
                        Button("Create a file") { log = "file" }
                        Button("Create a folder") { log = "folder" }
                    }
                    Section("Danger") {
                        Button("Remove old files", role: .destructive) { log = "removed" }
                    }
                }
                Menu("Sort") {
                    Picker("Sort by", selection: $sort) {
                        Text("Size").tag(0)
                        Text("Date").tag(1)
                        Text("Location").tag(2)
                    }
                }
                Text("Last: \(log), sort \(sort)")
            }
        }
    }

    /// A section's items join the menu under its header, which the keys pass over.
    @Test(arguments: SnapshotTests.sizes)
    func aSectionsItemsJoinTheMenuUnderItsHeader(size: Size) throws {
        let host = TestHost(Sorting(), width: size.width, height: size.height)
        host.press(.return)
        Snapshot.assert(host, named: "menu-sections-\(size.width)x\(size.height)")
        #expect(host.shows("Create a file") && host.shows("Create a folder") && host.shows("Remove old files"))
        #expect(!host.shows("[ Create a file ]"), "an item is a row, not a bracketed button")
        let header = try #require(host.locate("Danger"))
        #expect(host.cell(x: header.x, y: header.y).style.attributes.contains(.dim))
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.focusedFrame?.minY == header.y + 1, "↓ passes over the header")
        host.press(.upArrow)
        #expect(host.focusedFrame?.minY == header.y - 1, "and ↑ too")
        host.press(.downArrow)
        host.press(.return)
        #expect(host.shows("Last: removed"), "\(host.screenText)")
    }

    @Test func aClickOnAHeaderChoosesNothing() throws {
        let host = TestHost(Sorting(), width: 80, height: 24)
        host.press(.return)
        let header = try #require(host.locate("Danger"))
        host.click(x: header.x, y: header.y)
        #expect(host.shows("Remove old files"), "the menu stays open")
        host.press(.escape)
        #expect(host.shows("Last: none"), "nothing was chosen")
    }

    @Test(arguments: SnapshotTests.sizes)
    func aPickerInAMenuIsItsOptionsWithTheChosenOneChecked(size: Size) {
        let host = TestHost(Sorting(), width: size.width, height: size.height)
        host.press(.tab)
        host.press(.return)
        Snapshot.assert(host, named: "menu-picker-\(size.width)x\(size.height)")
        #expect(host.shows("Size") && host.shows("Date") && host.shows("Location"))
        #expect(host.screen.contains { $0.contains("✓") && $0.contains("Size") }, "\(host.screenText)")
        host.press(.downArrow)
        host.press(.return)
        #expect(host.shows("sort 1"), "choosing an option writes the selection: \(host.screenText)")
        host.press(.return)
        #expect(host.screen.contains { $0.contains("✓") && $0.contains("Date") }, "\(host.screenText)")
    }
}
