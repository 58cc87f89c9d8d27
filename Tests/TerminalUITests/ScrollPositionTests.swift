import Testing

@testable import TerminalUICore

@Suite("Scroll position")
@MainActor
struct ScrollPositionTests {
    /// The screen row the focused control is on ("" when nothing has focus).
    private func focusedLine(_ host: TestHost) -> String {
        host.focusedFrame.map { host.screen[$0.minY] } ?? ""
    }

    /// A reader inside a scroll view whose rows are built only in view: the rows asked for
    /// are not built when the button is pressed.
    private struct LazyRows: View {
        var body: some View {
            ScrollView {
                ScrollViewReader { proxy in
                    Button("Jump to 150") { proxy.scrollTo(150, anchor: .top) }
                    ForEach(0..<200, id: \.self) { row in
                        Text("Row \(row)")
                    }
                    Button("Back to 3") { proxy.scrollTo(3) }
                }
            }
        }
    }

    @Test func aReaderScrollsToALazyRowNotBuiltYet() {
        let host = TestHost(LazyRows(), width: 30, height: 8)
        #expect(host.screen[1] == "Row 0")
        host.press(.return)
        #expect(host.screen[0] == "Row 150", "the row asked for at the top:\n\(host.screenText)")
        #expect(host.screen[7] == "Row 157")
    }

    @Test func aRowNearTheEndShowsWithTheRowsAboveIt() {
        let host = TestHost(LazyRows(), width: 30, height: 8)
        host.press(.tab, modifiers: .shift)
        #expect(focusedLine(host).contains("Back to 3"), "Shift-Tab from the first control wraps to the last")
        host.press(.return)
        #expect(host.screen.contains("Row 3"), "the least scrolling that shows row 3:\n\(host.screenText)")
    }

    /// `scrollPosition(id:)`: a button outside sets the id, the scroll view follows; scrolling
    /// writes the first row in view back.
    private struct Positioned: View {
        @State private var top: Int?

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Button("Go to 40") { top = 40 }
                    Text("top: \(top.map(String.init) ?? "none")")
                }
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<100, id: \.self) { row in
                            Text("Item \(row)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $top)
            }
        }
    }

    @Test func settingThePositionScrollsAndScrollingWritesItBack() {
        let host = TestHost(Positioned(), width: 30, height: 8)
        #expect(host.screen[0].contains("top: 0"), "the first row in view is written at once:\n\(host.screenText)")
        host.press(.return)
        #expect(host.screen[1] == "Item 40", "the id set shows at the top:\n\(host.screenText)")
        #expect(host.screen[0].contains("top: 40"))
        host.press(.tab)
        host.press(.pageDown)
        #expect(host.screen[1].hasPrefix("Item 47 "), "a page on (7 rows in view):\n\(host.screenText)")
        #expect(host.screen[0].contains("top: 47"), "the position follows the user's scrolling")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Positioned(), width: size.width, height: size.height)
        host.press(.return)
        Snapshot.assert(host, named: "scrollposition-40-\(size.width)x\(size.height)")
    }

    /// `.scrollDisabled(true)`: text that overflows does not take focus to scroll.
    private struct Disabled: View {
        let disabled: Bool

        var body: some View {
            VStack {
                Button("Done") {}
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<20) { Text("Line \($0)") }
                    }
                }
                .scrollDisabled(disabled)
            }
        }
    }

    @Test func aDisabledScrollViewTakesNoFocusAndIgnoresTheWheel() {
        let host = TestHost(Disabled(disabled: true), width: 30, height: 6)
        host.press(.tab)
        #expect(focusedLine(host).contains("Done"), "Tab stays on the one control")
        host.scroll(x: 2, y: 3, notches: 2)
        #expect(host.screen[1] == "Line 0", "the wheel does not scroll it:\n\(host.screenText)")

        let enabled = TestHost(Disabled(disabled: false), width: 30, height: 6)
        enabled.press(.tab)
        enabled.press(.downArrow)
        #expect(enabled.screen[1].hasPrefix("Line 1 "), "enabled, it takes focus and scrolls:\n\(enabled.screenText)")
    }

    /// iOS 18's `ScrollPosition`: buttons ask for the edges and an id; it reports the user's
    /// scrolling by id.
    private struct Chat: View {
        @State private var position = ScrollPosition(idType: Int.self)

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Button("Last") { position.scrollTo(edge: .bottom) }
                    Button("First") { position.scrollTo(edge: .top) }
                    Button("20") { position.scrollTo(id: 20) }
                    Text("at \(position.viewID(type: Int.self).map(String.init) ?? "-")")
                }
                ScrollView {
                    ForEach(0..<60, id: \.self) { Text("Message \($0)") }
                }
                .scrollPosition($position)
            }
        }
    }

    @Test func aScrollPositionGoesToEdgesAndIdsAndReportsTheUsersScrolling() {
        let host = TestHost(Chat(), width: 40, height: 6)
        host.press(.return)
        #expect(host.screen[5] == "Message 59", "the bottom edge:\n\(host.screenText)")
        #expect(host.screen[0].contains("at 55"), "the first message in view is reported")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[1] == "Message 0", "the top edge:\n\(host.screenText)")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[1] == "Message 20", "an id, at the top:\n\(host.screenText)")
        host.press(.tab, modifiers: .shift)
        host.press(.return)
        #expect(host.screen[1] == "Message 0", "the same edge asked for again scrolls again")
    }

    /// `.defaultScrollAnchor(.bottom)`: a chat starts at its last message.
    @Test func aDefaultAnchorAtTheBottomStartsAtTheEnd() {
        struct Messages: View {
            var body: some View {
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<30) { Text("Line \($0)") }
                    }
                }
                .defaultScrollAnchor(.bottom)
            }
        }
        let host = TestHost(Messages(), width: 30, height: 5)
        #expect(host.screen[4].hasPrefix("Line 29"), "\(host.screenText)")
        #expect(host.screen[0].hasPrefix("Line 25"))
    }

    /// `onScrollGeometryChange`: a "scrolled" flag set from the offset, as a back-to-top
    /// button's code reads it.
    private struct Scrolled: View {
        let lazy: Bool
        @State private var scrolled = false

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(scrolled ? "scrolled" : "at the top")
                ScrollView {
                    if lazy {
                        ForEach(0..<40, id: \.self) { Text("Row \($0)") }
                    } else {
                        VStack(alignment: .leading, spacing: 0) {
                            ForEach(0..<40, id: \.self) { Text("Row \($0)") }
                        }
                    }
                }
                .onScrollGeometryChange(for: Bool.self) {
                    $0.contentOffset.y > 0
                } action: { _, new in
                    scrolled = new
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func aScrollGeometryChangeFollowsTheOffset(lazy: Bool) {
        let host = TestHost(Scrolled(lazy: lazy), width: 30, height: 6)
        #expect(host.screen[0].hasPrefix("at the top"))
        host.press(.tab)
        host.press(.pageDown)
        #expect(host.screen[0].hasPrefix("scrolled"), "\(host.screenText)")
        host.press(.home)
        #expect(host.screen[0].hasPrefix("at the top"), "\(host.screenText)")
    }
}
