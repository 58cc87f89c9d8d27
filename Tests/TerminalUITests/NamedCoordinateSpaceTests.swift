import Foundation
import Testing

@testable import TerminalUICore

/// A reader two rows and four columns into a named box, the box one row down the screen.
private struct Board: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Title")
            VStack(alignment: .leading, spacing: 0) {
                Text("Header")
                Text("Header")
                GeometryReader { proxy in
                    let board = proxy.frame(in: .named("board"))
                    let screen = proxy.frame(in: .global)
                    VStack(alignment: .leading, spacing: 0) {
                        Text("board \(Int(board.minX)),\(Int(board.minY))")
                        Text("screen \(Int(screen.minX)),\(Int(screen.minY))")
                        Text("nowhere \(Int(proxy.frame(in: .named("nowhere")).minY))")
                        Text("bounds \(Int(proxy.bounds(of: .named("board"))?.minY ?? -1))")
                    }
                }
                .padding(.leading, .columns(4))
            }
            .coordinateSpace(name: "board")
        }
    }
}

/// Rows in a named scroll view, each reporting its place in it.
private struct ScrollPositions: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<12, id: \.self) { index in
                    GeometryReader { proxy in
                        Button("row \(index) y \(Int(proxy.frame(in: .named("scroll")).minY))") {}
                    }
                    .frame(height: .rows(1))
                }
            }
        }
        .coordinateSpace(.named("scroll"))
    }
}

/// A dot dragged in a named board below a title: the drag's locations are the board's.
private struct DotBoard: View {
    let log: Log
    private let space = NamedCoordinateSpace.named("dots")

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Title")
            HStack(spacing: 0) {
                Text("··")
                Text("[dot]")
                    .gesture(
                        DragGesture(minimumDistance: 0, coordinateSpace: space)
                            .onEnded {
                                log(
                                    "\(Int($0.startLocation.x)),\(Int($0.startLocation.y))→\(Int($0.location.x)),\(Int($0.location.y))"
                                )
                            })
            }
            .coordinateSpace(space)
        }
    }
}

/// Reports its frame in a named space through `onGeometryChange`.
private struct ChangeInSpace: View {
    let log: Log

    var body: some View {
        VStack(spacing: 0) {
            Text("Title")
            VStack(alignment: .leading, spacing: 0) {
                Text("a")
                Text("b")
                    .onGeometryChange(for: CGFloat.self) {
                        $0.frame(in: .named("box")).minY
                    } action: {
                        log("y \(Int($0))")
                    }
            }
            .coordinateSpace(name: "box")
        }
    }
}

@Suite("Named coordinate spaces")
@MainActor
struct NamedCoordinateSpaceTests {
    @Test func aReaderMeasuresItsFrameFromTheNamedViewInPoints() {
        let host = TestHost(Board(), width: 40, height: 12)
        #expect(host.screen[3] == "    board 32,32", "4 columns and 2 rows into the board")
        #expect(host.screen[4] == "    screen 32,48", "the board is a row down")
        #expect(host.screen[5] == "    nowhere 48", "a name no view above has is the screen")
        #expect(host.screen[6] == "    bounds -32", "the board's top, from the reader's")
    }

    @Test func scrollingMovesEachRowInTheNamedScrollView() {
        let host = TestHost(ScrollPositions(), width: 30, height: 4)
        #expect(host.screen == ["[ row 0 y 0 ]", "[ row 1 y 16 ]", "[ row 2 y 32 ]", "[ row 3 y 48 ]"])
        for _ in 0..<5 { host.press(.tab) }
        #expect(host.screen.last == "[ row 6 y 48 ]", "focused row 5 has a row of context below it")
        #expect(host.screen.first == "[ row 3 y 0 ]")
    }

    @Test func aDragInANamedSpaceMeasuresFromIt() {
        let log = Log()
        let host = TestHost(DotBoard(log: log), width: 20, height: 4)
        host.drag(x: 3, y: 1, toX: 5, toY: 2)
        #expect(log.entries == ["24,0→40,16"], "the board starts at the second row, first column")
    }

    @Test func onGeometryChangeReadsNamedSpaces() {
        let log = Log()
        _ = TestHost(ChangeInSpace(log: log), width: 20, height: 4)
        #expect(log.entries == ["y 16"])
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Board(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "coordinatespace-named-\(size.width)x\(size.height)")
    }
}
