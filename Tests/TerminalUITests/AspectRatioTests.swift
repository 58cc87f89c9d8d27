import Testing

@testable import TerminalUICore

// `.aspectRatio` keeps a view's width to height in points: a cell is 8 points wide and 16
// tall, so a square is two columns per row, and a 2:3 card four columns per three rows.

@Suite("Aspect ratio")
@MainActor
struct AspectRatioTests {
    @Test func aSquareFitsInWhatItIsOfferedTwoColumnsPerRow() {
        let host = TestHost(
            Color.blue.aspectRatio(1, contentMode: .fit).frame(width: .columns(20), height: .rows(4)),
            width: 20, height: 4)
        let painted = (0..<20).filter { host.cell(x: $0, y: 0).style.background != nil }
        #expect(painted == Array(6..<14), "8 columns by 4 rows, centred")
        #expect((0..<4).allSatisfy { host.cell(x: 6, y: $0).style.background != nil })
    }

    @Test func fillingCoversWhatItIsOfferedAndKeepsTheRatio() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.aspectRatio(1, contentMode: .fill).frame(width: .columns(4), height: .rows(4)).fixedSize()
            }, width: 20, height: 8)
        #expect(host.cell(x: 3, y: 3).style.background != nil)
    }

    @Test func cardsInAGridTakeTheirRatioFromTheColumnWidth() {
        let host = TestHost(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 64))]) {
                ForEach(0..<3, id: \.self) { _ in
                    RoundedRectangle(cornerRadius: 8).stroke(lineWidth: 2).aspectRatio(2 / 3, contentMode: .fit)
                }
            }, width: 40, height: 20)
        #expect(host.screen[0].hasPrefix("╭"), "\(host.screenText)")
        let width = Array(host.screen[0]).firstIndex(of: "╮").map { $0 + 1 } ?? 0
        let bottom = host.screen.firstIndex { $0.hasPrefix("╰") }
        // A card w columns wide is 8w points; at 2:3 it is 12w points, 0.75w rows, tall.
        #expect(width > 4)
        #expect(bottom == Int((Double(width) * 0.75).rounded()) - 1, "\(host.screenText)")
    }

    @Test func withoutARatioTheViewKeepsItsSize() {
        let plain = TestHost(Text("Hello").frame(width: .columns(10)), width: 10, height: 1)
        let kept = TestHost(
            Text("Hello").aspectRatio(contentMode: .fit).frame(width: .columns(10)), width: 10, height: 1)
        #expect(plain.snapshot == kept.snapshot)
    }
}
