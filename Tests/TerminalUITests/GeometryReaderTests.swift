import Foundation
import Testing

@testable import TerminalUICore

@Suite("GeometryReader")
@MainActor
struct GeometryReaderTests {
    private struct Halves: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Title")
                GeometryReader { proxy in
                    VStack(alignment: .leading, spacing: 0) {
                        Text("\(Int(proxy.size.width))×\(Int(proxy.size.height)) points")
                        Text("at y \(Int(proxy.frame(in: .global).minY)), local \(Int(proxy.frame(in: .local).minY))")
                        Text(String(repeating: "=", count: Int(proxy.size.width / 2 / 8)))
                    }
                }
            }
        }
    }

    @Test func theContentReadsTheRoomInPoints() {
        let host = TestHost(Halves(), width: 40, height: 12)
        #expect(host.screen[1] == "320×176 points")
        #expect(host.screen[2] == "at y 16, local 0")
        #expect(host.screen[3] == String(repeating: "=", count: 20), "half the width")
    }

    @Test func aResizeBuildsTheContentAgain() {
        let host = TestHost(Halves(), width: 40, height: 12)
        host.resize(width: 80, height: 24)
        #expect(host.screen[1] == "640×368 points")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Halves(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "geometryreader-\(size.width)x\(size.height)")
    }

    @Test func itsViewsLieOverEachOtherEachAtItsOwnPosition() {
        let host = TestHost(
            GeometryReader { _ in
                ForEach(0..<3, id: \.self) { index in
                    Text("card\(index)").position(x: 40 + 96 * CGFloat(index), y: 24)
                }
            }, width: 40, height: 4)
        let row = host.screen.firstIndex { $0.contains("card0") }
        #expect(
            row != nil && host.screen[row!].contains("card1") && host.screen[row!].contains("card2"),
            "side by side on one row, not stacked:\n\(host.screenText)")
    }
}
