import Testing

@testable import TerminalUICore

// Controls inside List rows take focus when their row is selected and work with their own
// keys; the list keeps the keys they do not use (↑/↓ between rows).

private enum Flavour: String, CaseIterable, Identifiable {
    case vanilla, mango, lime
    var id: Self { self }
}

/// A list of one control per row, and a plain row at the end.
private struct Preferences: View {
    let log: Log
    @State private var wifi = false
    @State private var flavour = Flavour.vanilla
    @State private var scoops = 1
    @State private var nickname = ""
    @State private var locked = true

    var body: some View {
        List {
            Toggle("Wi-Fi", isOn: $wifi)
            Picker("Flavour", selection: $flavour) {
                ForEach(Flavour.allCases) { Text($0.rawValue) }
            }
            Stepper("Scoops: \(scoops)", value: $scoops, in: 1...3)
            TextField("Nickname", text: $nickname)
            Button("Order") { log("order \(wifi) \(flavour.rawValue) \(scoops) \(nickname)") }
            Toggle("Locked", isOn: $locked).disabled(true)
            Text("Plain row")
        }
    }
}

/// Says which row's control is focused, and whether the rows are shown.
private struct RowLine: View {
    let showsRows: Bool
    @FocusedValue(\.label) private var row

    var body: some View {
        Text("rows \(showsRows ? "shown" : "hidden"), focused \(row ?? "none")")
    }
}

/// Toggles in rows that `h` takes away, and a line below that reads the focused row.
private struct VanishingRows: View {
    @State private var showsRows = true
    @State private var switches = [false, false, false]

    var body: some View {
        VStack(alignment: .leading) {
            List {
                if showsRows {
                    ForEach(switches.indices, id: \.self) { index in
                        Toggle("Switch \(index)", isOn: $switches[index])
                            .focusedValue(\.label, "switch \(index)")
                    }
                }
                Text("Plain row")
            }
            .onKeyPress("h") {
                showsRows = false
                return .handled
            }
            RowLine(showsRows: showsRows)
        }
    }
}

@Suite("Controls in List rows")
@MainActor
struct ListRowControlTests {
    @Test func eachRowsControlTakesItsKeysAndUpDownMoveBetweenRows() {
        let log = Log()
        let host = TestHost(Preferences(log: log), width: 40, height: 10)
        #expect(host.focusProblem == nil)
        #expect(host.screen[0].contains("[ ] Wi-Fi"))
        host.press(.space)
        #expect(host.screen[0].contains("[x] Wi-Fi"))
        host.press(.downArrow)
        host.press(.rightArrow)
        #expect(host.screen[1].contains("mango"))
        host.press("j")
        host.press("+")
        host.press(.rightArrow)
        #expect(host.screen[2].contains("Scoops: 3"))
        host.press(.downArrow)
        // Letters the list would take (j, k, d) go into the field.
        host.type("jkd")
        #expect(host.screen[3].contains("jkd"))
        #expect(host.cursor?.y == 3)
        host.press(.downArrow)
        host.press(.return)
        #expect(log.entries == ["order true mango 3 jkd"])
        #expect(host.focusProblem == nil)
    }

    @Test func rowsTakenAwayWithTheirFocusedControlLeaveNothingDangling() {
        let host = TestHost(VanishingRows(), width: 40, height: 8)
        #expect(host.shows("rows shown, focused switch 0"))
        host.press(.downArrow)
        #expect(host.shows("rows shown, focused switch 1"))
        // The rows go in the pass where the line below reads the focused values: the focused
        // toggle is removed, its row still held by the list until it lays out again.
        host.press("h")
        #expect(host.shows("rows hidden"))
        #expect(!host.shows("Switch"))
        #expect(host.shows("Plain row"))
        #expect(host.focusProblem == nil)
    }

    @Test func aDisabledControlOrAPlainRowLeavesTheKeysToTheList() {
        let log = Log()
        let host = TestHost(Preferences(log: log), width: 40, height: 10)
        host.press(.end)
        host.press(.upArrow)
        #expect(host.focusProblem == nil)
        host.press(.space)
        #expect(host.screen[5].contains("[x] Locked"))
        #expect(host.cell(x: 1, y: 5).style.attributes.contains(.reverse))
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(host.cursor?.y == 3)
        // Home belongs to the field (its cursor); ↑ still leaves it.
        host.press(.home)
        #expect(host.cursor?.y == 3)
        for _ in 0..<3 { host.press(.upArrow) }
        host.press(.space)
        #expect(host.screen[0].contains("[x] Wi-Fi"))
    }

    @Test func aClickSelectsARowAndTheNextClickReachesItsControl() throws {
        struct Outside: View {
            @State private var wifi = false
            @State private var bluetooth = false
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Elsewhere") {}
                    List {
                        Toggle("Wi-Fi", isOn: $wifi)
                        Toggle("Bluetooth", isOn: $bluetooth)
                    }
                }
            }
        }
        let host = TestHost(Outside(), width: 30, height: 6)
        #expect(host.isReversed("[ Elsewhere ]"))
        let row = try #require(host.locate("Bluetooth"))
        host.click(x: row.x, y: row.y)
        #expect(host.screen[2].contains("[ ] Bluetooth"))
        #expect(!host.isReversed("[ Elsewhere ]"))
        #expect(host.focusProblem == nil)
        // Focus came into the list, on the clicked row's toggle: Space flips it.
        host.press(.space)
        #expect(host.screen[2].contains("[x] Bluetooth"))
        host.click(x: row.x, y: row.y)
        #expect(host.screen[2].contains("[ ] Bluetooth"))
    }

    @Test func tabLeavesTheListFromARowsControlAndComesBackToIt() {
        struct Beside: View {
            @State private var on = false
            var body: some View {
                VStack(alignment: .leading) {
                    List {
                        Text("Header")
                        HStack {
                            Toggle("On", isOn: $on)
                            Button("Clear") { on = false }
                        }
                    }
                    .frame(height: .rows(3))
                    Button("Below") {}
                }
            }
        }
        let host = TestHost(Beside(), width: 30, height: 6)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screen[1].contains("[x] On"))
        host.press(.tab)
        #expect(!host.isReversed("[ Clear ]") && host.isReversed("[x] On"), "the focused one of the row's controls")
        host.press(.return)
        #expect(host.screen[1].contains("[ ] On"))
        host.press(.tab)
        #expect(host.isReversed("[ Below ]"))
        host.press(.tab)
        #expect(host.screen[1].contains("[ ] On"))
        host.press(.space)
        #expect(host.screen[1].contains("[x] On"))
        #expect(host.focusProblem == nil)
    }

    /// One row holding every task, taller than the list, as a sidebar app writes it.
    private struct OneTallRow: View {
        @State private var done: Set<Int> = []

        var body: some View {
            List {
                VStack(alignment: .leading) {
                    Text("Tasks")
                    ForEach(1...30, id: \.self) { task in
                        Button("\(done.contains(task) ? "✓" : "○") Task \(task)") { done.insert(task) }
                    }
                }
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aRowTallerThanTheListScrollsWithinItselfToItsFocusedControl(size: Size) {
        let host = TestHost(OneTallRow(), width: size.width, height: size.height)
        #expect(host.shows("Tasks") && host.shows("○ Task 1") && !host.shows("Task 30"), "\(host.screenText)")
        for _ in 1..<30 { host.press(.tab) }
        #expect(host.shows("○ Task 30"), "Tab reached the last task, scrolled into view:\n\(host.screenText)")
        #expect(!host.isReversed("[ ○ Task 30 ]") && host.isReversed("[ ○ Task 29 ]"), "the focused one of its buttons")
        host.press(.return)
        #expect(host.shows("✓ Task 30"))
        #expect(host.focusProblem == nil)
        Snapshot.assert(host, named: "list-tall-row-\(size.width)x\(size.height)")
        for _ in 1..<30 { host.press(.tab, modifiers: .shift) }
        #expect(host.shows("Tasks") && !host.isReversed("[ ○ Task 1 ]"), "back at the top:\n\(host.screenText)")
    }

    /// Tasks whose circle is an image with a tap gesture beside the title's field.
    private struct TappableTasks: View {
        @State private var titles = ["Feed the cat", "Call home"]
        @State private var done = [false, false]

        var body: some View {
            List {
                ForEach(0..<2) { index in
                    HStack {
                        Image(systemName: done[index] ? "checkmark.circle.fill" : "circle")
                            .onTapGesture { done[index].toggle() }
                        TextField("Title", text: $titles[index])
                    }
                }
            }
        }
    }

    @Test func aTapGestureInARowWithOtherControlsIsOneOfTheRowsControls() throws {
        let host = TestHost(TappableTasks(), width: 30, height: 4)
        #expect(host.cursor == nil, "focus starts on the first row's circle")
        host.press(.space)
        #expect(host.screen[0].contains("✔"), "Space taps it:\n\(host.screenText)")
        host.press(.tab)
        #expect(host.cursor?.y == 0, "then the row's field")
        host.press(.tab)
        #expect(host.cursor == nil && host.focusedFrame?.minY == 1, "then the next row's circle")
        let column = try #require(host.screen[1].firstIndex(of: "○")).utf16Offset(in: host.screen[1])
        host.click(x: column, y: 1)
        #expect(host.screen[1].contains("✔"), "a click taps it too:\n\(host.screenText)")
    }
}
