import Testing

@testable import TerminalUICore

@Suite("ScrollViewReader")
@MainActor
struct ScrollViewReaderTests {
    private struct Lines: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(alignment: .leading, spacing: 0) {
                    HStack {
                        Button("Bottom") { proxy.scrollTo(29) }
                        Button("Centre 15") { proxy.scrollTo(15, anchor: .center) }
                        Button("Top 10") { proxy.scrollTo("ten", anchor: .top) }
                    }
                    ScrollView {
                        VStack(alignment: .leading, spacing: 0) {
                            ForEach(0..<30) { line in
                                if line == 10 {
                                    Text("Line 10").id("ten")
                                } else {
                                    Text("Line \(line)")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func scrollToShowsTheViewOfThatIdentityAtTheAnchor() {
        let host = TestHost(Lines(), width: 40, height: 6)
        #expect(host.screen[1] == "Line 0")
        host.press(.return)
        #expect(host.screen[5] == "Line 29", "the least scrolling: at the bottom")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[3] == "Line 15", "centred: rows 1 to 5 show 13 to 17")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[1] == "Line 10", "a view marked .id at the top")
        host.press(.tab, modifiers: .shift)
        #expect(host.screen[1] == "Line 10", "focus outside the scroll view leaves it where it is")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Lines(), width: size.width, height: size.height)
        host.press(.return)
        Snapshot.assert(host, named: "scrollviewreader-bottom-\(size.width)x\(size.height)")
    }
}
