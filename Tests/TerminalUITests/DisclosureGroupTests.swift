import Testing

@testable import TerminalUICore

@Suite("DisclosureGroup and ControlGroup")
@MainActor
struct DisclosureGroupTests {
    private struct Settings: View {
        @State private var advanced = false
        @State private var verbose = false

        var body: some View {
            VStack(alignment: .leading) {
                DisclosureGroup("Advanced", isExpanded: $advanced) {
                    Toggle("Verbose", isOn: $verbose)
                    Text("Only for experts")
                }
                DisclosureGroup {
                    Text("Inside")
                } label: {
                    Label("More", systemImage: "star")
                }
                Text(advanced ? "open" : "closed")
                ControlGroup {
                    Button("Cut") {}
                    Button("Copy") {}
                }
            }
        }
    }

    @Test func returnArrowsAndClicksOpenAndCloseTheContent() {
        let host = TestHost(Settings(), width: 40, height: 10)
        #expect(host.screen[0] == "▸ Advanced")
        #expect(!host.screen.contains { $0.contains("Verbose") } && host.screen.contains("closed"))
        host.press(.return)
        #expect(host.screen[0] == "▾ Advanced")
        #expect(host.screen[1] == "  [ ] Verbose" && host.screen[2] == "  Only for experts")
        #expect(host.screen.contains("open"), "the binding was written")
        host.press(.tab)
        host.press(.space)
        #expect(host.screen[1] == "  [x] Verbose", "the content's controls take focus")
        host.press(.tab, modifiers: .shift)
        host.press(.leftArrow)
        #expect(host.screen[0] == "▸ Advanced" && host.screen.contains("closed"))
        let more = host.screen.firstIndex { $0.contains("More") }!
        host.click(x: 0, y: more)
        #expect(
            host.screen[more].hasPrefix("▾") && host.screen[more + 1] == "  Inside",
            "a group keeps its own state without a binding")
        #expect(host.screen.contains { $0.contains("[ Cut ] [ Copy ]") }, "a control group is a row")
    }

    @Test func anOpenGroupShowsItsFocusOnItsTitleRow() {
        let host = TestHost(Settings(), width: 40, height: 10)
        host.press(.return)
        #expect(host.screen[1] == "  [ ] Verbose", "open")
        #expect(host.focusedFrame == Rect(x: 0, y: 0, width: 10, height: 1), "the title row, not the whole group")
        host.press(.tab)
        #expect(host.focusedFrame?.minY == 1, "the toggle inside")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Settings(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "disclosure-collapsed-focused-\(size.width)x\(size.height)")
        host.press(.return)
        Snapshot.assert(host, named: "disclosure-expanded-focused-\(size.width)x\(size.height)")
    }

    /// A sidebar's outline: groups that are rows of a `List(selection:)`, their gardens rows of
    /// the list below them.
    private struct Gardens: View {
        struct Garden: Identifiable {
            let id: Int
            let name: String
        }

        let current = [Garden(id: 1, name: "Backyard"), Garden(id: 2, name: "Herbs")]
        let past = [Garden(id: 3, name: "Roses")]
        @State private var selection: Int?
        @State private var showsCurrent = true

        var body: some View {
            VStack(alignment: .leading) {
                List(selection: $selection) {
                    DisclosureGroup(isExpanded: $showsCurrent) {
                        ForEach(current) { Text($0.name) }
                    } label: {
                        Text("Current")
                    }
                    Section("History") {
                        DisclosureGroup("2020") {
                            ForEach(past) { Text($0.name) }
                        }
                        // A group per element of a `ForEach` stays one row.
                        ForEach([2019], id: \.self) { year in
                            DisclosureGroup("\(year)") { Text("Tulips") }
                        }
                    }
                }
                Text("chosen: \(selection.map(String.init) ?? "none")")
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func aGroupInAListMakesRowsTheListsKeysAndSelectionReach(size: Size) {
        let host = TestHost(Gardens(), width: size.width, height: size.height)
        #expect(host.shows("▾ Current") && host.shows("▸ 2020"), "\(host.screenText)")
        #expect(host.shows(" ▸ 2019") && !host.shows("▸ ▸"), "a group of a ForEach, one row:\n\(host.screenText)")
        let herbs = host.locate("Herbs")
        #expect(herbs?.x == (host.locate("Current")?.x ?? 0), "a garden is indented under its group's title")
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.shows("chosen: 2") && host.isReversed("Herbs"), "↓ reaches a garden:\n\(host.screenText)")
        Snapshot.assert(host, named: "disclosure-list-rows-\(size.width)x\(size.height)")
        host.press(.downArrow)
        host.press(.return)
        #expect(host.shows("▾ 2020") && host.shows("Roses"), "Return opens a group that is a row:\n\(host.screenText)")
        host.press(.downArrow)
        #expect(host.shows("chosen: 3"), "and its rows are the list's:\n\(host.screenText)")
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.leftArrow)
        #expect(!host.shows("Backyard") && host.shows("▸ Current"), "← closes the first group:\n\(host.screenText)")
        #expect(host.focusProblem == nil)
    }
}
