import Testing

@testable import TerminalUICore

/// A toggle holding its own state, labelled by its index (the horizontal scrolling tests' item).
struct Chip: View {
    @State var on = false
    let index: Int

    var body: some View {
        Toggle("C\(index)", isOn: $on)
    }
}

/// `count` chips in a horizontal scroll view, in a `LazyHStack` or in a `LazyHGrid` of three
/// rows, between two lines of text.
struct LazyChips: View {
    enum Container { case stack, grid }

    let container: Container
    let count: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text("Chips")
            ScrollView(.horizontal) {
                if container == .stack {
                    LazyHStack { ForEach(0..<count, id: \.self) { Chip(index: $0) } }
                } else {
                    LazyHGrid(rows: Array(repeating: GridItem(.fixed(16)), count: 3)) {
                        ForEach(0..<count, id: \.self) { Chip(index: $0) }
                    }
                }
            }
            Text("Below")
        }
    }
}

/// Ten thousand carousels of eight chips, as a store front has them: each a horizontal scroll
/// view of a `LazyHStack`, in a `LazyVStack` in a vertical one.
private struct Carousels: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<10_000, id: \.self) { row in
                    ScrollView(.horizontal) {
                        LazyHStack { ForEach(0..<8, id: \.self) { Chip(index: row * 10 + $0) } }
                    }
                }
            }
        }
    }
}

@Suite("Lazy horizontal containers")
@MainActor
struct LazyHorizontalContainerTests {
    nonisolated static let containers: [LazyChips.Container] = [.stack, .grid]

    /// The chips on screen, by index, in reading order.
    static func chips(_ host: TestHost) -> [Int] {
        host.screen.flatMap { line in
            line.split(separator: " ").compactMap { word in word.hasPrefix("C") ? Int(word.dropFirst()) : nil }
        }
    }

    /// Chips built for the first frame of a million: a screenful (80 columns hold eleven chips
    /// across, a grid three of them down), not the million.
    @Test(arguments: containers)
    func onlyTheItemsInViewAreBuilt(container: LazyChips.Container) {
        let before = EngineCounters.rowBodies
        let host = TestHost(LazyChips(container: container, count: 1_000_000), width: 80, height: 24)
        let perScreen = container == .stack ? 12 : 3 * 12
        #expect(EngineCounters.rowBodies - before <= 2 * perScreen)
        #expect(Self.chips(host).contains(0))
        #expect(!Self.chips(host).contains(perScreen * 2))
    }

    /// A million elements cost what a screenful costs: the nodes evaluated for the first frame,
    /// and for jumping to the end, are a few per chip shown.
    @Test func aMillionElementsInALazyHStackBuildAScreenfulOfNodes() {
        var before = EngineCounters.nodeEvaluations
        let rowsBefore = EngineCounters.rowBodies
        let host = TestHost(LazyChips(container: .stack, count: 1_000_000), width: 80, height: 24)
        #expect(EngineCounters.rowBodies - rowsBefore <= 12)
        #expect(EngineCounters.nodeEvaluations - before < 150)
        before = EngineCounters.nodeEvaluations
        host.press(.end)
        #expect(Self.chips(host).last == 999_999)
        #expect(EngineCounters.nodeEvaluations - before < 150)
    }

    @Test func theBarShowsWhileTheItemsDoNotFitUnlessHidden() {
        let host = TestHost(LazyChips(container: .stack, count: 1_000), width: 40, height: 12)
        #expect(host.screen[2].hasPrefix("━"))
        host.press(.end)
        #expect(host.screen[2].hasSuffix("━"))
        let few = TestHost(LazyChips(container: .stack, count: 3), width: 40, height: 12)
        #expect(few.screen[2] == "Below")
        let hidden = TestHost(
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack { ForEach(0..<1_000, id: \.self) { Chip(index: $0) } }
            }, width: 40, height: 12)
        #expect(hidden.screen[0].hasPrefix("[ ] C0"))
        #expect(hidden.screen[1].isEmpty)
    }

    @Test(arguments: containers)
    func anItemKeepsItsStateWhenItScrollsAwayAndBack(container: LazyChips.Container) {
        let host = TestHost(LazyChips(container: container, count: 10_000), width: 40, height: 12)
        host.press(.space)
        #expect(host.screen[1].hasPrefix("[x] C0"))
        for _ in 0..<3 { host.press(.pageDown) }
        #expect(!Self.chips(host).contains(0))
        host.press(.home)
        #expect(host.screen[1].hasPrefix("[x] C0"))
    }

    @Test(arguments: containers)
    func tabReachesEveryControlInOrder(container: LazyChips.Container) {
        let host = TestHost(LazyChips(container: container, count: 60), width: 40, height: 12)
        var reached = [host.focusedText]
        for _ in 1..<60 {
            host.press(.tab)
            reached.append(host.focusedText)
        }
        #expect(reached == (0..<60).map { "[ ] C\($0)" })
        #expect(host.focusProblem == nil)
        for _ in 1..<60 { host.press(.tab, modifiers: .shift) }
        #expect(host.focusedText == "[ ] C0")
        #expect(Self.chips(host).first == 0)
    }

    @Test(arguments: containers)
    func tabReachesAnItemFarAwayBuildingOnlyTheItemsOnTheWay(container: LazyChips.Container) {
        let host = TestHost(LazyChips(container: container, count: 1_000_000), width: 40, height: 12)
        let before = EngineCounters.rowBodies
        for _ in 0..<100 { host.press(.tab) }
        #expect(host.focusedText == "[ ] C100")
        host.press(.space)
        #expect(host.focusedText == "[x] C100")
        #expect(EngineCounters.rowBodies - before < 1_000)
        #expect(host.focusProblem == nil)
    }

    @Test func leftAndRightMoveFocusAlongAndWrap() {
        let host = TestHost(LazyChips(container: .stack, count: 100_000), width: 40, height: 12)
        for _ in 0..<30 { host.press(.rightArrow) }
        #expect(host.focusedText == "[ ] C30")
        host.press(.leftArrow)
        #expect(host.focusedText == "[ ] C29")
        host.press(.home)
        host.press(.leftArrow)
        #expect(host.focusedText == "[ ] C99999", "Left from the first wraps round to the last")
    }

    @Test(arguments: containers)
    func pageKeysHomeAndEndScrollAcross(container: LazyChips.Container) {
        let host = TestHost(LazyChips(container: container, count: 100_000), width: 40, height: 12)
        host.press(.pageDown)
        #expect(!Self.chips(host).contains(0))
        host.press(.pageUp)
        #expect(Self.chips(host).contains(0))
        host.press(.end)
        #expect(Self.chips(host).contains(99_999))
        host.press(.home)
        #expect(Self.chips(host).contains(0))
        #expect(host.focusProblem == nil)
    }

    @Test(arguments: containers)
    func theWheelScrollsAcross(container: LazyChips.Container) {
        let host = TestHost(LazyChips(container: container, count: 100_000), width: 40, height: 12)
        host.send(Array(repeating: MouseEvent(kind: .scroll(.right), location: Point(x: 5, y: 1)), count: 2))
        #expect(!Self.chips(host).contains(0))
        host.send(Array(repeating: MouseEvent(kind: .scroll(.left), location: Point(x: 5, y: 1)), count: 2))
        #expect(Self.chips(host).contains(0))
        host.send([MouseEvent(kind: .scroll(.down), location: Point(x: 5, y: 1), modifiers: .shift)])
        #expect(!Self.chips(host).contains(0), "Shift and the wheel scroll across")
        #expect(host.focusProblem == nil)
    }

    @Test(arguments: containers)
    func aClickFlipsTheChipUnderIt(container: LazyChips.Container) {
        let host = TestHost(LazyChips(container: container, count: 100_000), width: 40, height: 12)
        host.press(.pageDown)
        guard let chip = host.locate("] C\(Self.chips(host)[1])") else {
            Issue.record("no second chip on screen")
            return
        }
        host.click(x: chip.x + 2, y: chip.y)
        #expect(host.screen[chip.y].contains("[x] C\(Self.chips(host)[1])"))
    }

    /// Rows of carousels (`Carousels`): both the rows and the chips of each are built only in
    /// view.
    @Test func carouselsInALazyVStackBuildOnlyWhatIsInView() {
        let before = EngineCounters.rowBodies
        let host = TestHost(Carousels(), width: 40, height: 12)
        // Six carousels of two lines (the chips and the bar), five or six chips of each in view.
        #expect(EngineCounters.rowBodies - before <= 2 * 6 * 7)
        for _ in 0..<7 { host.press(.rightArrow) }
        #expect(host.focusedText == "[ ] C7")
        #expect(host.screen[0].hasSuffix("[ ] C7"))
        host.press(.tab)
        #expect(host.focusedText == "[ ] C10", "Tab past a carousel's last chip goes to the next one's first")
        #expect(host.screen[0].hasSuffix("[ ] C7"), "the first carousel stays where it was")
        #expect(host.screen[2].hasPrefix("[ ] C10"))
        for _ in 0..<(8 * 20) { host.press(.tab) }
        #expect(host.focusedText == "[ ] C210")
        #expect(host.focusProblem == nil)
    }

    /// Outside a horizontal scroll view the containers lay out as an `HStack` (or a grid built
    /// in full) does; a `LazyVStack` in a horizontal one is one column, built in full.
    @Test func elsewhereEveryItemIsBuilt() {
        var before = EngineCounters.rowBodies
        _ = TestHost(LazyHStack { ForEach(0..<500, id: \.self) { Chip(index: $0) } }, width: 40, height: 12)
        #expect(EngineCounters.rowBodies - before >= 500)
        before = EngineCounters.rowBodies
        _ = TestHost(
            ScrollView { LazyHStack { ForEach(0..<500, id: \.self) { Chip(index: $0) } } }, width: 40, height: 12)
        #expect(EngineCounters.rowBodies - before >= 500)
        before = EngineCounters.rowBodies
        _ = TestHost(
            ScrollView {
                LazyHGrid(rows: [GridItem(.fixed(16))]) { ForEach(0..<500, id: \.self) { Chip(index: $0) } }
            }, width: 40, height: 12)
        #expect(EngineCounters.rowBodies - before >= 500)
        before = EngineCounters.rowBodies
        let columns = TestHost(
            ScrollView(.horizontal) {
                LazyHStack(alignment: .top) {
                    ForEach(0..<1_000, id: \.self) { column in
                        LazyVStack { ForEach(0..<3, id: \.self) { Chip(index: column * 10 + $0) } }
                    }
                }
            }, width: 40, height: 12)
        #expect(EngineCounters.rowBodies - before < 100, "the columns in view, each built in full")
        #expect(columns.screen[2].hasPrefix("[ ] C2 "))
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let suffix = "\(size.width)x\(size.height)"
        let stack = TestHost(LazyChips(container: .stack, count: 100_000), width: size.width, height: size.height)
        Snapshot.assert(stack, named: "lazy-hstack-top-\(suffix)")
        for _ in 0..<20 { stack.press(.tab) }
        Snapshot.assert(stack, named: "lazy-hstack-tabbed-\(suffix)")
        stack.press(.end)
        Snapshot.assert(stack, named: "lazy-hstack-end-\(suffix)")
        let grid = TestHost(LazyChips(container: .grid, count: 100_000), width: size.width, height: size.height)
        Snapshot.assert(grid, named: "lazy-hgrid-top-\(suffix)")
        for _ in 0..<20 { grid.press(.tab) }
        Snapshot.assert(grid, named: "lazy-hgrid-tabbed-\(suffix)")
        grid.press(.end)
        Snapshot.assert(grid, named: "lazy-hgrid-end-\(suffix)")
        let carousels = TestHost(Carousels(), width: size.width, height: size.height)
        for _ in 0..<19 { carousels.press(.tab) }
        Snapshot.assert(carousels, named: "lazy-carousels-tabbed-\(suffix)")
    }
}
