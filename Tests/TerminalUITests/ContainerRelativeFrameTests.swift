import Foundation
import Testing

@testable import TerminalUICore

@Suite("containerRelativeFrame")
@MainActor
struct ContainerRelativeFrameTests {
    @Test func countAndSpanShareTheContainer() {
        // The screen's 40 columns are 320 points: three parts 8 points apart are 101⅓ points, 13 columns; two
        // of them with the gap between are 210⅔ points, 26 columns.
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 8)
                Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
            }
            .frame(height: 32), width: 40, height: 2)
        #expect((0..<40).filter { host.cell(x: $0, y: 0).style.background == TerminalColor(1) }.count == 13)
        #expect(
            host.cell(x: 12, y: 0).style.background == TerminalColor(1)
                && host.cell(x: 13, y: 0).style.background != TerminalColor(1))
        #expect(
            host.cell(x: 25, y: 1).style.background == TerminalColor(4)
                && host.cell(x: 26, y: 1).style.background != TerminalColor(4))
    }

    @Test func theClosureGetsTheContainersLengthInPointsAndTheAxis() {
        var seen: [Axis] = []
        let host = TestHost(
            Text("half")
                .containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) { length, axis in
                    seen.append(axis)
                    return length / 2
                }
                .border(.primary), width: 40, height: 10)
        #expect(seen.contains(.horizontal) && seen.contains(.vertical))
        // Half of the screen's 40×10: 20×5 inside the border, the text at its top-leading corner.
        #expect(host.screen[1].hasPrefix("│half"))
        #expect(host.screen[6].hasPrefix("└" + String(repeating: "─", count: 20) + "┘"))
    }

    @Test func inAHorizontalScrollViewTheScrollViewIsTheContainer() {
        let host = TestHost(
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<4) { index in
                        Text("card \(index)").containerRelativeFrame(.horizontal, count: 2, spacing: 0)
                    }
                }
            }, width: 20, height: 2)
        // Two cards of 10 columns each fill the 20 columns, their text centred in them.
        #expect(host.screen[0] == "  card 0    card 1")
    }
}
