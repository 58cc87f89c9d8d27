import Testing

@testable import TerminalUICore

// A scroll view with nothing to focus inside takes focus itself while its content does not
// fit, so that the keys scroll it: text to read, a strip of cards.

@Suite("Scroll views without controls")
@MainActor
struct ScrollViewFocusTests {
    private func lines(_ count: Int) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(1...count, id: \.self) { Text("Line \($0)") }
            }
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func theKeysScrollTextThatDoesNotFit(size: Size) throws {
        let host = TestHost(lines(60), width: size.width, height: size.height)
        let focused = try #require(host.focusedFrame, "the scroll view takes focus")
        #expect(focused.size == Size(width: size.width, height: size.height))
        #expect(host.focusProblem == nil)
        host.press(.downArrow)
        #expect(host.screen[0].hasPrefix("Line 2"), "\(host.screenText)")
        host.press(.pageDown)
        #expect(host.screen[0].hasPrefix("Line \(2 + size.height - 1)"), "\(host.screenText)")
        Snapshot.assert(host, named: "scroll-focus-\(size.width)x\(size.height)")
        host.press(.end)
        #expect(host.screen[size.height - 1].hasPrefix("Line 60"))
        host.press(.home)
        #expect(host.screen[0].hasPrefix("Line 1"))
        #expect(host.screen[0].hasSuffix("┃"), "the bar in the last column shows where the view is")
    }

    @Test func textThatFitsTakesNoFocus() {
        let host = TestHost(lines(3), width: 20, height: 5)
        #expect(host.focusedFrame == nil)
    }

    @Test func aControlInsideTakesFocusInstead() throws {
        let host = TestHost(
            ScrollView {
                VStack {
                    ForEach(1...30, id: \.self) { Text("Line \($0)") }
                    Button("Done") {}
                }
            }, width: 20, height: 5)
        let focused = try #require(host.focusedFrame)
        #expect(focused.size.height == 1, "the button, not the scroll view")
    }

    private var strip: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(1...20, id: \.self) { Text("Number \($0)") }
            }
        }
    }

    @Test func arrowsAndTheWheelScrollAStripAcross() {
        let host = TestHost(strip, width: 30, height: 3)
        #expect(host.screen[0].hasPrefix("Number 1 "))
        host.press(.end)
        #expect(host.screen[0].hasSuffix("Number 20"), "\(host.screenText)")
        host.press(.home)
        host.press(.rightArrow)
        #expect(host.screen[0].hasPrefix("umber 1 "), "\(host.screenText)")
        host.scroll(x: 3, y: 0, notches: 2)
        #expect(!host.screen[0].contains("Number 1 "), "the wheel turned down scrolls across:\n\(host.screenText)")
    }

    @Test func aLazyStackScrollsByTheKeysToo() {
        let host = TestHost(
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(1...200, id: \.self) { Text("Row \($0)") }
                }
            }, width: 20, height: 5)
        #expect(host.focusedFrame != nil)
        host.press(.downArrow)
        #expect(host.screen[0].hasPrefix("Row 2"), "\(host.screenText)")
        host.press(.end)
        #expect(host.shows("Row 200"), "\(host.screenText)")
    }

    @Test func toolbarItemsWrittenInTheContentLeaveTheScrollViewToTakeFocus() throws {
        let host = TestHost(
            NavigationStack {
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(1...30, id: \.self) { Text("Line \($0)") }
                    }
                    .toolbar { Button("Edit") {} }
                }
                .navigationTitle("Book")
            }, width: 30, height: 8)
        #expect(host.screen[0].contains("Edit"), "the item shows in the bar:\n\(host.screenText)")
        let focused = try #require(host.focusedFrame)
        #expect(focused.size.height > 1, "the scroll view takes focus:\n\(host.screenText)")
        host.press(.end)
        #expect(host.shows("Line 30"), "\(host.screenText)")
        #expect(host.focusProblem == nil)
    }

    @Test func homeAndEndReachTheFirstAndLastControlsOfContentThatScrolls() {
        let host = TestHost(
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(1...30, id: \.self) { number in
                        Button("Item \(number)") {}
                    }
                    Text("The end")
                }
            }, width: 20, height: 6)
        #expect(host.screen[0].contains("Item 1"))
        host.press(.end)
        #expect(host.isReversed("Item 30"), "the last control has focus:\n\(host.screenText)")
        host.press(.end)
        #expect(host.screen.contains { $0.contains("The end") }, "End again shows what follows it:\n\(host.screenText)")
        host.press(.home)
        #expect(host.isReversed("Item 1") && host.screen[0].contains("Item 1"), "\(host.screenText)")
        #expect(host.focusProblem == nil)
    }
}
