import Testing

@testable import TerminalUICore

@Suite("Toggle")
@MainActor
struct ToggleTests {
    @Test func spaceAndReturnFlipTheValueOnceEachAndTheBoxFollows() {
        let isOn = RecordedValue(false)
        let host = TestHost(Toggle("Wi-Fi", isOn: isOn.binding), width: 20, height: 1)
        #expect(host.screen[0] == "[ ] Wi-Fi")
        host.press(.space)
        #expect(isOn.writes == [true])
        #expect(host.screen[0] == "[x] Wi-Fi")
        host.press(.return)
        #expect(isOn.writes == [true, false])
        host.press("x")
        #expect(isOn.writes == [true, false])
    }

    @Test func aDisabledToggleTakesNoFocusAndWritesNothing() {
        let isOn = RecordedValue(true)
        let host = TestHost(Toggle("Locked", isOn: isOn.binding).disabled(true), width: 20, height: 1)
        host.press(.space)
        #expect(isOn.writes.isEmpty)
        #expect(host.focusedFrame == nil)
        #expect(host.cell(x: 1, y: 0).style.attributes.contains(.dim))
    }

    @Test func labelsHiddenLeavesOnlyTheBox() {
        let host = TestHost(Toggle("Hidden", isOn: .constant(true)).labelsHidden(), width: 20, height: 1)
        #expect(host.screen[0] == "[x]")
    }
}
