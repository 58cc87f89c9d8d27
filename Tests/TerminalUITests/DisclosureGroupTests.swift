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
}
