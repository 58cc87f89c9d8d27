import Testing

@testable import TerminalUICore

/// A search field above a list, and buttons side by side above another.
private struct SearchAndList: View {
    @State private var query = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Search", text: $query)
            List(["Apple", "Pear"], id: \.self) { Text($0) }
                .frame(height: 4)
            HStack {
                Button("Left") {}
                Button("Right") {}
            }
            Button("Below") {}
        }
    }
}

/// Controls with more text between them than the screen shows.
private struct LongPage: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Button("Top") {}
                ForEach(0..<6) { Text("Line \($0)") }
                Button("Bottom") {}
            }
        }
    }
}

/// Fifty buttons in a lazy stack, built as they scroll into view.
private struct LazyButtons: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<50) { index in Button("Item \(index)") {} }
            }
        }
    }
}

/// ↓ and ↑ where no control or container uses them: to the control below or above.
@Suite("Arrow focus") @MainActor struct ArrowFocusTests {
    @Test func downFromAFieldGoesIntoTheListBelowWhichKeepsTheArrows() {
        let host = TestHost(SearchAndList(), width: 30, height: 10)
        #expect(host.cursor != nil)
        host.press(.downArrow)
        #expect(host.cursor == nil)
        #expect(host.isReversed("Apple"))
        host.press(.downArrow)
        #expect(host.isReversed("Pear"), "the list moves its selection:\n\(host.screenText)")
    }

    @Test func downSkipsControlsOnTheSameRowAndUpComesBack() {
        let host = TestHost(SearchAndList(), width: 30, height: 10)
        host.press(.tab)
        host.press(.tab)
        #expect(host.isReversed("[ Left ]"))
        host.press(.downArrow)
        #expect(host.isReversed("[ Below ]"), "Down passes Right, on the same row:\n\(host.screenText)")
        host.press(.downArrow)
        #expect(host.isReversed("[ Below ]"), "nothing below: focus stays and does not wrap")
        host.press(.upArrow)
        #expect(host.isReversed("[ Right ]"), "Up goes to the nearest control above in reading order")
    }

    @Test func inAScrollViewDownGoesToTheNextControlAndScrollsItIntoView() {
        let host = TestHost(LongPage(), width: 20, height: 4)
        #expect(host.isReversed("[ Top ]"))
        #expect(!host.shows("Bottom"))
        host.press(.downArrow)
        #expect(host.isReversed("[ Bottom ]"), "focus goes below, out of view, and is scrolled to:\n\(host.screenText)")
        host.press(.downArrow)
        #expect(host.isReversed("[ Bottom ]"))
        host.press(.upArrow)
        #expect(host.isReversed("[ Top ]"))
        #expect(host.focusProblem == nil)
    }

    @Test func inALazyStackDownAndUpStepThroughRowsBuiltAsTheyCome() {
        let host = TestHost(LazyButtons(), width: 20, height: 4)
        #expect(host.isReversed("[ Item 0 ]"))
        for _ in 0..<10 { host.press(.downArrow) }
        #expect(host.isReversed("[ Item 10 ]"), "\(host.screenText)")
        for _ in 0..<4 { host.press(.upArrow) }
        #expect(host.isReversed("[ Item 6 ]"), "\(host.screenText)")
        #expect(host.focusProblem == nil)
    }

    @Test func theArrowsDoNotLeaveARowOfTabs() {
        let host = TestHost(
            TabView {
                Button("Inside") {}.tabItem { Text("One") }
                Text("Two").tabItem { Text("Two") }
            },
            width: 30, height: 6)
        let row = host.focusedFrame
        #expect(row.map { host.screen[$0.minY].contains("One") } == true, "focus starts on the row of tabs")
        host.press(.downArrow)
        #expect(host.focusedFrame == row)
        host.press(.upArrow)
        #expect(host.focusedFrame == row)
    }
}
