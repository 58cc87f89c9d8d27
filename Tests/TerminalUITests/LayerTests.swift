import Testing

@testable import TerminalUICore

@Suite("Layers, shapes and colours")
@MainActor
struct LayerTests {
    @Test func zStackDrawsLaterChildrenOverEarlierOnesAligned() {
        let host = TestHost(
            ZStack(alignment: .bottomTrailing) {
                Text("aaaaaa")
                Text("b")
            }, width: 6, height: 1)
        #expect(host.screen[0] == "aaaaab")
    }

    @Test func aColourFillsItsSpaceAndABackgroundKeepsUnderText() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Color.blue.frame(width: .columns(3), height: .rows(1))
                Text("hi").padding(.horizontal, .columns(1)).background(Color.red)
                Text("yo").background(.green)
            }, width: 10, height: 3)
        #expect(host.cell(x: 2, y: 0).style.background == TerminalColor(4))
        #expect(host.screen[1] == " hi")
        for x in 0..<4 {
            #expect(host.cell(x: x, y: 1).style.background == TerminalColor(1))
        }
        #expect(host.cell(x: 1, y: 2).style.background == TerminalColor(2))
    }

    @Test func overlaysDrawOverAndOpacityDimsOrHides() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("12345").overlay(Text("x"), alignment: .trailing)
                Text("dim").opacity(0.5)
                Text("gone").opacity(0)
                Text("end")
            }, width: 10, height: 4)
        #expect(host.screen == ["1234x", "dim", "", "end"])
        #expect(host.cell(x: 0, y: 1).style.attributes.contains(.dim))
    }

    @Test func aFaintLayerOverTextLetsTheTextShowThroughAndAnOpaqueOneCoversIt() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Text("Correct")
                    Spacer()
                    Text("6 / 7")
                }
                .overlay {
                    RoundedRectangle(cornerRadius: 10).foregroundStyle(.gray).opacity(0.1)
                }
                ZStack {
                    Text("Under the scrim")
                    Rectangle().fill(.black).opacity(0.4)
                }
                ZStack {
                    Text("Covered")
                    Rectangle().fill(.black).opacity(0.8)
                }
            }, width: 20, height: 3)
        #expect(host.screen[0].hasPrefix("Correct") && host.screen[0].hasSuffix("6 / 7"), "\(host.screenText)")
        #expect(host.cell(x: 0, y: 0).style.attributes.contains(.dim), "seen through the layer")
        #expect(host.screen[1].contains("Under the scrim"))
        #expect(!host.screen[2].contains("Covered"))
    }

    @Test func shapesFillWithColourOrStrokeWithLines() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 2).frame(
                    width: .columns(4), height: .rows(3))
                Rectangle().stroke(Color.red).frame(width: .columns(3), height: .rows(2))
                Capsule().fill(LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing))
                    .frame(width: .columns(2), height: .rows(1))
                Circle().frame(width: .columns(2), height: .rows(1))
            }, width: 10, height: 7)
        #expect(Array(host.screen.prefix(5)) == ["╭──╮", "│  │", "╰──╯", "┌─┐", "└─┘"])
        #expect(host.cell(x: 0, y: 0).style.foreground == TerminalColor(4))
        #expect(host.cell(x: 1, y: 5).style.background == TerminalColor(2))
        #expect(host.cell(x: 0, y: 6).style.attributes.contains(.reverse))
    }

    @Test func aModifiedGroupInAZStackKeepsItsViewsAsLayers() {
        let host = TestHost(
            ZStack {
                Group {
                    RoundedRectangle(cornerRadius: 8).stroke(lineWidth: 2)
                    Text("🎃")
                }
                .opacity(1)
            }
            .frame(width: .columns(8), height: .rows(3)), width: 8, height: 3)
        #expect(host.screen[0] == "╭──────╮", "\(host.screenText)")
        #expect(host.screen[1] == "│  🎃  │", "the text over the card, not under it:\n\(host.screenText)")
        #expect(host.screen[2] == "╰──────╯")
    }
}
