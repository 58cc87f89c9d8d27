import Testing

@testable import TerminalUICore

@Suite("Grid, LazyVGrid, LazyHGrid")
@MainActor
struct GridTests {
    @Test func tracksFixFlexAndAdapt() {
        let fixed = GridTracks(
            [GridItem(.fixed(40)), GridItem(.fixed(80))], available: 80, defaultGap: 1, toCells: PointLength.columns)
        #expect(fixed.lengths == [5, 10] && fixed.gaps == [1] && fixed.offsets == [0, 6])
        let flexible = GridTracks(
            [GridItem(), GridItem(), GridItem(.fixed(80))], available: 32, defaultGap: 1, toCells: PointLength.columns)
        #expect(flexible.lengths == [10, 10, 10] && flexible.total == 32)
        let adaptive = GridTracks(
            [GridItem(.adaptive(minimum: 80))], available: 80, defaultGap: 1, toCells: PointLength.columns)
        #expect(adaptive.lengths.count == 7 && adaptive.lengths.allSatisfy { $0 >= 10 })
        let bounded = GridTracks(
            [GridItem(.flexible(minimum: 8, maximum: 40))], available: 80, defaultGap: 1, toCells: PointLength.columns)
        #expect(bounded.lengths == [5])
    }

    private struct Table: View {
        var body: some View {
            Grid(alignment: .leading) {
                GridRow {
                    Text("Name")
                    Text("Age").gridColumnAlignment(.trailing)
                    Text("City")
                }
                Divider()
                GridRow {
                    Text("Majid")
                    Text("27")
                    Text("Tabriz")
                }
                GridRow {
                    Text("Fred")
                    Text("131")
                    Text("")
                }
                GridRow {
                    Text("A long note across two columns").gridCellColumns(2)
                    Button("Edit") {}
                }
            }
        }
    }

    @Test func aGridLinesUpColumnsAndSpansCells() {
        let host = TestHost(Table(), width: 60, height: 8)
        let rows = host.screen
        func column(of text: String, in row: Int) -> Int? {
            rows[row].range(of: text).map { rows[row].distance(from: rows[row].startIndex, to: $0.lowerBound) }
        }
        #expect(
            rows[4].hasPrefix("A long note across two columns [ Edit ]"), "the spanning cell widens its two columns")
        #expect(column(of: "Majid", in: 2) == 0 && column(of: "Fred", in: 3) == 0)
        #expect(column(of: "Tabriz", in: 2) == column(of: "City", in: 0), "the third column lines up")
        #expect(column(of: "[ Edit ]", in: 4) == column(of: "City", in: 0))
        // The Age column is aligned trailing in every row (`gridColumnAlignment`).
        #expect(column(of: "27", in: 2).map { $0 + 2 } == column(of: "Age", in: 0).map { $0 + 3 })
        #expect(column(of: "131", in: 3) == column(of: "Age", in: 0))
        #expect(rows[1].hasPrefix("────") && rows[1].count == rows[4].count, "a divider as wide as the grid")
        #expect(host.focusedFrame != nil, "the button in the grid takes focus")
    }

    @Test(arguments: SnapshotTests.sizes)
    func gridSnapshots(size: Size) {
        let host = TestHost(Table(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "grid-table-\(size.width)x\(size.height)")
    }

    private struct Tiles: View {
        var body: some View {
            VStack(alignment: .leading) {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 64))], alignment: .leading, spacing: 16) {
                    ForEach(1...9, id: \.self) { Text("Tile \($0)") }
                }
                LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))], spacing: 16) {
                    ForEach(1...5, id: \.self) { Button("B\($0)") {} }
                }
            }
        }
    }

    @Test func aLazyVGridFillsRowsAndALazyHGridFillsColumns() {
        let host = TestHost(Tiles(), width: 40, height: 12)
        let rows = host.screen
        #expect(rows[0].contains("Tile 1") && rows[0].contains("Tile 4"), "four columns of 8 cells fit in 40: \(rows)")
        #expect(rows[2].contains("Tile 5"), "a row between rows (16 points)")
        // B1 and B2 share the first column, B3 starts the second.
        let b1 = rows.firstIndex { $0.contains("B1") }!
        #expect(rows[b1 + 1].contains("B2") && rows[b1].contains("B3"))
        var seen = Set<Rect>()
        for _ in 0..<6 {
            if let frame = host.focusedFrame { seen.insert(frame) }
            host.press(.tab)
        }
        #expect(seen.count == 5, "Tab reaches every button in the grid")
    }

    @Test(arguments: SnapshotTests.sizes)
    func lazyGridSnapshots(size: Size) {
        let host = TestHost(Tiles(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "lazy-grids-\(size.width)x\(size.height)")
    }

    @Test func columnsOfFlexibleCellsShareTheWidthLeftOver() {
        let host = TestHost(
            Grid(horizontalSpacing: 8) {
                GridRow {
                    Text("Name")
                    TextField("Name", text: .constant("Ada"))
                }
                GridRow {
                    Text("Keys")
                    HStack {
                        GeometryReader { _ in Text("7") }
                        Button("8") {}
                    }
                }
            }, width: 30, height: 3)
        #expect(host.screen[0].hasPrefix("Name Ada"), "\(host.screenText)")
        let field = host.focusedFrame
        #expect(
            field?.minX == 5 && field?.width == 25,
            "the field's column takes the rest of the width: \(String(describing: field))")
        #expect(
            host.screen[1].hasSuffix("[ 8 ]"),
            "the flexible cell spreads its row across the column:\n\(host.screenText)")
    }
}
