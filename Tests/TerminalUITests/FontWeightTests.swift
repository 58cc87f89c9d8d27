import Testing

@testable import TerminalUICore

// Font.system and weights: one text size in a terminal, so only the weight shows, bold from
// .semibold up.

@Suite("Font.system and weights")
@MainActor
struct FontWeightTests {
    @Test func semiboldAndHeavierDrawBoldTheRestRegular() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("a").font(.system(size: 30, weight: .semibold))
                Text("b").font(.system(size: 12))
                Text("c").font(.system(.title, design: .rounded))
                Text("d").font(.system(.body, design: .monospaced, weight: .heavy))
                Text("e").fontWeight(.medium)
                Text("f").fontWeight(.black)
                Text("g").font(.body.weight(.bold))
                VStack { Text("h") }.fontWeight(.semibold)
                Text("i").font(.system(size: 9, weight: .light)).italic()
            }, width: 5, height: 9)
        let bold = (0..<9).map { host.cell(x: 0, y: $0).style.attributes.contains(.bold) }
        #expect(bold == [true, false, true, true, false, true, true, true, false])
        #expect(host.cell(x: 0, y: 8).style.attributes.contains(.italic))
    }
}
