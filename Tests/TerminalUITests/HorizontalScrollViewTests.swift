import Testing

@testable import TerminalUICore

/// `count` chips in an `HStack` in a horizontal scroll view between two lines of text.
private struct ChipStrip: View {
    var count = 30
    var showsIndicators = true

    var body: some View {
        VStack(alignment: .leading) {
            Text("Chips")
            ScrollView(.horizontal, showsIndicators: showsIndicators) {
                HStack { ForEach(0..<count, id: \.self) { Chip(index: $0) } }
            }
            Text("Below")
        }
    }
}

/// Forty rows of twelve chips, scrolling down and across.
private struct ChipBoard: View {
    var body: some View {
        ScrollView([.horizontal, .vertical]) {
            VStack(alignment: .leading) {
                ForEach(0..<40, id: \.self) { row in
                    HStack { ForEach(0..<12, id: \.self) { Chip(index: row * 100 + $0) } }
                }
            }
        }
    }
}

/// Thirty cells in a horizontal scroll view, under buttons that scroll it to one of them.
private struct Cells: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading) {
                HStack {
                    Button("Last") { proxy.scrollTo(29) }
                    Button("Middle") { proxy.scrollTo(15, anchor: .center) }
                    Button("First") { proxy.scrollTo(0, anchor: .leading) }
                }
                ScrollView(.horizontal) {
                    HStack { ForEach(0..<30, id: \.self) { Text("Cell\($0)") } }
                }
            }
        }
    }
}

@Suite("Horizontal scroll views")
@MainActor
struct HorizontalScrollViewTests {
    @Test func wideContentShowsABarOnTheBottomLineAndNarrowContentNone() {
        let wide = TestHost(ChipStrip(), width: 40, height: 12)
        #expect(wide.screen[1].hasPrefix("[ ] C0 [ ] C1"))
        #expect(wide.screen[2].hasPrefix("━") && wide.screen[2].contains("─"))
        #expect(wide.screen[3] == "Below")
        let narrow = TestHost(ChipStrip(count: 2), width: 40, height: 12)
        #expect(narrow.screen[2] == "Below")
        let bare = TestHost(ChipStrip(showsIndicators: false), width: 40, height: 12)
        #expect(bare.screen[2] == "Below", "showsIndicators: false draws no bar")
    }

    @Test func tabAndTheArrowsKeepTheFocusedControlInView() {
        let host = TestHost(ChipStrip(), width: 40, height: 12)
        for _ in 0..<20 { host.press(.tab) }
        #expect(host.focusedText == "[ ] C20")
        host.press(.space)
        #expect(host.screen[1].contains("[x] C20"))
        for _ in 0..<9 { host.press(.rightArrow) }
        #expect(host.focusedText == "[ ] C29")
        #expect(host.screen[1].hasSuffix("[ ] C29"))
        #expect(!host.screen[2].hasPrefix("━"), "the bar is at the end")
        for _ in 0..<29 { host.press(.leftArrow) }
        #expect(host.focusedText == "[ ] C0")
        #expect(host.screen[1].hasPrefix("[ ] C0"))
        #expect(host.focusProblem == nil)
    }

    @Test func theHorizontalWheelAndShiftWithTheWheelScroll() {
        let host = TestHost(ChipStrip(), width: 40, height: 12)
        host.send(Array(repeating: MouseEvent(kind: .scroll(.right), location: Point(x: 5, y: 1)), count: 3))
        #expect(!host.screen[1].contains("C0 "))
        host.send([MouseEvent(kind: .scroll(.up), location: Point(x: 5, y: 1), modifiers: .shift)])
        host.send([MouseEvent(kind: .scroll(.left), location: Point(x: 5, y: 1))])
        host.send([MouseEvent(kind: .scroll(.left), location: Point(x: 5, y: 1))])
        #expect(host.screen[1].hasPrefix("[ ] C0"))
        host.send([MouseEvent(kind: .scroll(.down), location: Point(x: 5, y: 1), modifiers: .shift)])
        #expect(!host.screen[1].hasPrefix("[ ] C0"), "Shift and the wheel scroll across")
    }

    @Test func theWheelButtonsSixAndSevenAndShiftAreAStepAcross() {
        let left = MouseEvent.reported(button: 66, x: 1, y: 1, isRelease: false)
        let right = MouseEvent.reported(button: 67, x: 1, y: 1, isRelease: false)
        let shiftedDown = MouseEvent.reported(button: 65 | 4, x: 1, y: 1, isRelease: false)
        let down = MouseEvent.reported(button: 65, x: 1, y: 1, isRelease: false)
        #expect(left?.scrollStep?.axis == .horizontal && left?.scrollStep?.delta == -1)
        #expect(right?.scrollStep?.axis == .horizontal && right?.scrollStep?.delta == 1)
        #expect(shiftedDown?.scrollStep?.axis == .horizontal && shiftedDown?.scrollStep?.delta == 1)
        #expect(down?.scrollStep?.axis == .vertical && down?.scrollStep?.delta == 1)
    }

    @Test func scrollToShowsACellAcross() {
        let host = TestHost(Cells(), width: 40, height: 12)
        #expect(host.screen[1].hasPrefix("Cell0 "))
        host.press(.return)
        #expect(host.screen[1].hasSuffix("Cell29"), "the least scrolling: at the trailing edge")
        host.press(.tab)
        host.press(.return)
        let middle = host.screen[1].range(of: "Cell15")
        #expect(middle != nil)
        if let middle {
            let start = host.screen[1].distance(from: host.screen[1].startIndex, to: middle.lowerBound)
            #expect(abs(start + 3 - 20) <= 2, "centred")
        }
        host.press(.tab)
        host.press(.return)
        #expect(host.screen[1].hasPrefix("Cell0 "))
    }

    @Test func bothAxesScrollDownAndAcrossToTheFocusedControl() {
        let host = TestHost(ChipBoard(), width: 40, height: 12)
        for _ in 0..<(12 * 15 + 11) { host.press(.tab) }
        #expect(host.focusedText == "[ ] C1511")
        #expect(host.screen.contains { $0.hasSuffix("[ ] C1511") })
        #expect(host.screen[11].hasPrefix("─") || host.screen[11].hasPrefix("━"), "the bar on the bottom line")
        #expect(host.focusProblem == nil)
    }

    /// Down, the rows of a `LazyVStack` are built lazily; across, the widest of them in view
    /// sets how far the view scrolls.
    @Test func bothAxesOverALazyVStackBuildOnlyTheRowsInViewAndScrollAcross() {
        let before = EngineCounters.rowBodies
        let host = TestHost(
            ScrollView([.horizontal, .vertical]) {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<100_000, id: \.self) { row in
                        HStack { ForEach(0..<12, id: \.self) { Chip(index: row * 100 + $0) } }
                    }
                }
            }, width: 40, height: 12)
        #expect(EngineCounters.rowBodies - before < 2 * 12 * 13)
        for _ in 0..<11 { host.press(.tab) }
        #expect(host.focusedText == "[ ] C11")
        #expect(host.screen[0].hasSuffix("[ ] C11"))
        host.press(.tab)
        #expect(host.focusedText == "[ ] C100")
        #expect(host.screen[1].hasPrefix("[ ] C100"))
        for _ in 0..<(12 * 20) { host.press(.tab) }
        #expect(host.focusedText == "[ ] C2100")
        #expect(host.focusProblem == nil)
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let suffix = "\(size.width)x\(size.height)"
        let strip = TestHost(ChipStrip(), width: size.width, height: size.height)
        Snapshot.assert(strip, named: "hscroll-top-\(suffix)")
        for _ in 0..<20 { strip.press(.tab) }
        Snapshot.assert(strip, named: "hscroll-tabbed-\(suffix)")
        let board = TestHost(ChipBoard(), width: size.width, height: size.height)
        for _ in 0..<(12 * 15 + 11) { board.press(.tab) }
        Snapshot.assert(board, named: "hscroll-both-tabbed-\(suffix)")
    }
}

extension TestHost {
    /// The text of the focused control, read off the screen where it was placed.
    var focusedText: String? {
        guard let frame = focusedFrame, frame.minY >= 0, frame.minY < screen.count else { return nil }
        let line = Array(screen[frame.minY])
        guard frame.minX >= 0, frame.minX < line.count else { return nil }
        return String(line[frame.minX..<min(line.count, frame.maxX)])
    }
}
