import Testing

@testable import TerminalUICore

@Suite("Slider")
@MainActor
struct SliderTests {
    @Test func arrowsStepPagesJumpAndHomeEndReachTheBounds() {
        let value = RecordedValue(0.5)
        let host = TestHost(Slider(value: value.binding, in: 0...1, step: 0.25), width: 21, height: 1)
        #expect(host.screen[0] == "━━━━━━━━━━●──────────")
        host.press(.rightArrow)
        host.press(.leftArrow)
        host.press(.leftArrow)
        #expect(value.writes == [0.75, 0.5, 0.25])
        host.press(.end)
        host.press(.rightArrow)
        #expect(value.writes == [0.75, 0.5, 0.25, 1])
        #expect(host.screen[0] == "━━━━━━━━━━━━━━━━━━━━●")
        host.press(.home)
        #expect(value.writes.last == 0)
        #expect(host.screen[0] == "●────────────────────")
    }

    @Test func withoutAStepItMovesInTwentiethsAndReportsEditing() {
        let value = RecordedValue<Double>(0)
        let log = Log()
        let host = TestHost(
            Slider(value: value.binding, in: 0...20, onEditingChanged: { log("editing \($0)") }) { Text("Blur") },
            width: 30, height: 1
        )
        #expect(host.screen[0].hasPrefix("Blur ●"))
        host.press(.rightArrow)
        host.press(.pageUp)
        #expect(value.writes == [1, 3])
        #expect(log.entries == ["editing true", "editing false", "editing true", "editing false"])
    }

    @Test func aCGFloatBindingWorks() {
        let value = RecordedValue<CGFloat>(10)
        let host = TestHost(Slider(value: value.binding, in: 0...20), width: 21, height: 1)
        host.press(.leftArrow)
        #expect(value.writes == [9])
    }
}
