import Testing

@testable import TerminalUICore

@Suite("A view shown only where its mask draws")
@MainActor
struct MaskTests {
    /// A title filled with a gradient, as tutorials write one: a gradient overlay masked by the
    /// title itself.
    private struct GradientTitle: View {
        var body: some View {
            VStack {
                Text("Edutainment")
                    .overlay(
                        LinearGradient(colors: [.blue, .green], startPoint: .leading, endPoint: .trailing)
                            .mask(Text("Edutainment"))
                    )
                Text("below")
            }
        }
    }

    @Test func aGradientMaskedByTextInksTheLettersInItsColour() {
        let host = TestHost(GradientTitle(), width: 20, height: 4)
        guard let y = host.screen.firstIndex(where: { $0.contains("Edutainment") }),
            let x = host.screen[y].firstIndex(of: "E").map({
                host.screen[y].distance(from: host.screen[y].startIndex, to: $0)
            })
        else {
            Issue.record("the title shows:\n\(host.screenText)")
            return
        }
        // A gradient shows as its first colour.
        let blue = host.cell(x: x, y: y).style
        #expect(blue.foreground != nil && host.cell(x: x + 10, y: y).style.foreground == blue.foreground)
        #expect(blue.background == nil, "around the letters, what was beneath")
    }

    @Test func cellsTheMaskLeavesBlankShowWhatWasBeneath() {
        let host = TestHost(
            ZStack {
                Text("under under under")
                Color.red.mask(Rectangle().frame(width: 24, height: 16))
            }, width: 17, height: 1)
        #expect(host.screen[0] == "under u   r under", "the text shows beside the mask's cells:\n\(host.screenText)")
        #expect(host.cell(x: 8, y: 0).style.background != nil, "the mask's three cells keep the red")
        #expect(host.cell(x: 0, y: 0).style.background == nil)
    }

    @Test func theMaskTakesNoFocus() {
        let host = TestHost(Button("Go") {}.mask { Button("Masked") {} }, width: 20, height: 3)
        host.press(.tab)
        #expect(host.focusProblem == nil)
        #expect(host.isReversed("Go"))
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(GradientTitle(), width: size.width, height: size.height)
        Snapshot.assert(host, named: "mask-\(size.width)x\(size.height)")
    }
}
