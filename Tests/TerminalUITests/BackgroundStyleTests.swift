import Testing

@testable import TerminalUICore

// `.background()` fills with the environment's background style, which `.backgroundStyle(_:)`
// sets; without one, the terminal's background shows.

@Suite("Background style")
@MainActor
struct BackgroundStyleTests {
    @Test func aBackgroundWithoutArgumentsFillsWithTheStyleSetAbove() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("styled").background()
                Text("plain").background().backgroundStyle(.clear)
            }
            .backgroundStyle(.blue), width: 10, height: 2)
        for x in 0..<6 {
            #expect(host.cell(x: x, y: 0).style.background == TerminalColor(4))
        }
        #expect(host.screen[0] == "styled")
        #expect(host.cell(x: 0, y: 1).style.background == nil)
    }

    @Test func withoutAStyleTheTerminalBackgroundShows() {
        let host = TestHost(Text("plain").background(), width: 10, height: 1)
        #expect(host.screen[0] == "plain")
        #expect(host.cell(x: 0, y: 0).style.background == nil)
    }

    @Test func aBackgroundInAShapeFillsTheShape() {
        let host = TestHost(
            Text("box").padding(.horizontal, .columns(1)).background(in: Rectangle()).backgroundStyle(.red),
            width: 10, height: 1)
        for x in 0..<5 {
            #expect(host.cell(x: x, y: 0).style.background == TerminalColor(1))
        }
    }
}
