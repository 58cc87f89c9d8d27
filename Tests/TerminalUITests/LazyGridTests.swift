import Foundation
import Testing

@testable import TerminalUICore

/// A cell holding its own state.
private struct Tile: View {
    @State var on = false
    let index: Int

    var body: some View {
        Toggle("T\(index)", isOn: $on)
    }
}

/// `count` tiles in a `LazyVGrid` of adaptive columns (15 cells wide at least), in a
/// `ScrollView`, after a static first cell when `titled`.
private struct TileGrid: View {
    let count: Int
    var titled = false

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))], alignment: .leading, spacing: 16) {
                if titled { Text("Tiles") }
                ForEach(0..<count, id: \.self) { Tile(index: $0) }
            }
        }
    }
}

@Suite("Lazy grids")
@MainActor
struct LazyGridTests {
    /// The tiles on screen, by index, in reading order.
    static func tiles(_ host: TestHost) -> [Int] {
        host.screen.flatMap { line in
            line.split(separator: " ").compactMap { word in word.hasPrefix("T") ? Int(word.dropFirst()) : nil }
        }
    }

    @Test func onlyTheRowsOfCellsInViewAreBuilt() {
        let before = EngineCounters.rowBodies
        let host = TestHost(TileGrid(count: 1_000_000), width: 80, height: 24)
        // 80 columns hold five tiles a row; 24 lines, with a blank line between rows, twelve rows.
        #expect(EngineCounters.rowBodies - before <= 2 * 12 * 5)
        #expect(Array(Self.tiles(host).prefix(10)) == Array(0..<10))
        #expect(Self.tiles(host).count == 12 * 5)
    }

    @Test func aGridThatDoesNotScrollBuildsEveryCell() {
        var before = EngineCounters.rowBodies
        _ = TestHost(
            VStack {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                    ForEach(0..<500, id: \.self) { Tile(index: $0) }
                }
            },
            width: 80, height: 24)
        #expect(EngineCounters.rowBodies - before >= 500)
        before = EngineCounters.rowBodies
        _ = TestHost(
            List {
                LazyVGrid(columns: [GridItem(.fixed(80)), GridItem(.fixed(80))]) {
                    ForEach(0..<6, id: \.self) { Tile(index: $0) }
                }
            }, width: 80, height: 24)
        #expect(EngineCounters.rowBodies - before >= 6, "a grid in a list row is laid out whole")
    }

    @Test func tabGoesAlongARowThenDownBuildingOnlyTheRowsOnTheWay() {
        let host = TestHost(TileGrid(count: 1_000_000), width: 80, height: 24)
        let before = EngineCounters.rowBodies
        for _ in 0..<100 { host.press(.tab) }
        #expect(Self.tiles(host).contains(100))
        let line = host.screen.first { $0.contains("T100 ") || $0.hasSuffix("T100") }
        host.press(.space)
        #expect(host.screen.first { $0.contains("T100 ") || $0.hasSuffix("T100") } != line, "T100 had focus")
        #expect(EngineCounters.rowBodies - before < 1_000)
        #expect(host.focusProblem == nil)
        for _ in 0..<100 { host.press(.tab, modifiers: .shift) }
        #expect(Self.tiles(host).first == 0)
    }

    @Test func aCellKeepsItsStateWhenItScrollsAwayAndBack() {
        let host = TestHost(TileGrid(count: 10_000), width: 40, height: 12)
        host.press(.space)
        let on = host.screen[0]
        for _ in 0..<3 { host.press(.pageDown) }
        #expect(!Self.tiles(host).contains(0))
        host.press(.home)
        #expect(host.screen[0] == on)
    }

    @Test func pageKeysHomeAndEndScrollByRows() {
        let host = TestHost(TileGrid(count: 100_000, titled: true), width: 40, height: 12)
        // 40 columns: two tiles a row; the title takes the first cell.
        #expect(host.screen[0].contains("Tiles"))
        host.press(.end)
        #expect(Self.tiles(host).last == 99_999)
        host.press(.home)
        #expect(host.screen[0].contains("Tiles"))
        host.press(.pageDown)
        #expect(!Self.tiles(host).contains(0))
        #expect(host.focusProblem == nil)
    }

    @Test func inAFormSectionTheIndentedGridKeepsItsColumnsWhenTabGoesPastTheRowsBuilt() {
        let host = TestHost(
            Form {
                Section("Tiles") {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                        ForEach(0..<10_000, id: \.self) { Tile(index: $0) }
                    }
                }
            }, width: 40, height: 12)
        let perLine = host.screen[1].split(separator: " ").filter { $0.hasPrefix("T") }.count
        #expect(perLine == 2)
        for _ in 0..<30 { host.press(.tab) }
        let line = host.screen.firstIndex { $0.contains("T30 ") || $0.hasSuffix("T30") }
        #expect(line != nil && host.screen[line!].contains("T31"), "T30 shares its line with T31")
        host.press(.space)
        #expect(host.screen.contains { $0.contains("[x] T30") }, "Space toggled the focused tile, T30")
        #expect(host.focusProblem == nil)
    }

    @Test func theColumnsFollowTheWidth() {
        let host = TestHost(TileGrid(count: 1_000), width: 40, height: 12)
        #expect(Array(Self.tiles(host).prefix(4)) == [0, 1, 2, 3])
        #expect(host.screen[0].split(separator: " ").filter { $0.hasPrefix("T") }.count == 2)
        host.resize(width: 80, height: 12)
        #expect(host.screen[0].split(separator: " ").filter { $0.hasPrefix("T") }.count == 5)
    }

    /// A menu of sections, each a header over its cells, in a scroll view (built lazily) or not.
    private struct Menu: View {
        let scrolls: Bool
        var body: some View {
            if scrolls {
                ScrollView { grid }
            } else {
                VStack { grid }
            }
        }

        private var grid: some View {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 64))], alignment: .leading) {
                Section(header: Text("Food").frame(maxWidth: .infinity, alignment: .leading)) {
                    ForEach(1...3, id: \.self) { Text("Food\($0)") }
                }
                Section(header: Text("Drinks").frame(maxWidth: .infinity, alignment: .leading)) {
                    ForEach(1...2, id: \.self) { Text("Drink\($0)") }
                }
            }
        }
    }

    @Test(arguments: [true, false])
    func aSectionsHeaderIsALineAcrossTheGridAndItsCellsStartALine(scrolls: Bool) {
        let host = TestHost(Menu(scrolls: scrolls), width: 40, height: 12)
        let rows = host.screen.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(rows.count >= 4, "\(host.screenText)")
        #expect(rows.first == "Food", "\(host.screenText)")
        #expect(rows.dropFirst().first?.hasPrefix("Food1") == true, "\(host.screenText)")
        #expect(rows.contains("Drinks"), "the next header has a line of its own:\n\(host.screenText)")
        if let drinks = rows.firstIndex(of: "Drinks") {
            #expect(rows[drinks + 1].hasPrefix("Drink1"), "\(host.screenText)")
        }
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let suffix = "\(size.width)x\(size.height)"
        let host = TestHost(TileGrid(count: 100_000, titled: true), width: size.width, height: size.height)
        Snapshot.assert(host, named: "lazy-grid-top-\(suffix)")
        for _ in 0..<7 { host.press(.tab) }
        Snapshot.assert(host, named: "lazy-grid-tabbed-\(suffix)")
        host.press(.end)
        Snapshot.assert(host, named: "lazy-grid-end-\(suffix)")
    }
}
