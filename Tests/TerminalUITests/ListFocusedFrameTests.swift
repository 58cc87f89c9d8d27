import Testing

@testable import TerminalUICore

@Suite("A focused list's frame is its selected row")
@MainActor
struct ListFocusedFrameTests {
    @Test func theFocusedFrameFollowsTheSelection() {
        let host = TestHost(
            List(["Roy", "Dani", "Jamie"], id: \.self) { name in Text(name) }, width: 20, height: 5)
        let first = host.focusedFrame
        #expect(first.map { host.screen[$0.minY].contains("Roy") } == true)
        #expect(first?.height == 1, "one row, not the whole list")
        host.press(.downArrow)
        #expect(host.focusedFrame.map { host.screen[$0.minY].contains("Dani") } == true)
    }
}
