import Foundation
import Roster
import RosterTestSupport
import TerminalUICore
import Testing

/// The app draws one frame for each key it uses and none for a key it does not.
@Suite("Frames per key, headless")
@MainActor
struct FramesPerKeyTests {
    private func host() -> TestHost {
        let persons = (0..<200).map { Person(id: UUID(), name: "Person \($0)", age: $0 % 151) }
        return TestHost(roster: PersonStore(persons: persons), width: 100, height: 30)
    }

    /// Presses `key` and returns how many frames it drew.
    private func frames(_ host: TestHost, _ key: KeyPress) -> Int {
        let before = host.frameCount
        host.press(key)
        return host.frameCount - before
    }

    @Test func everyKeyTheListAndTheFormUseDrawsOneFrame() {
        let host = host()
        #expect(frames(host, KeyPress(.downArrow)) == 1)
        #expect(frames(host, KeyPress(.pageDown)) == 1)
        #expect(frames(host, KeyPress(.home)) == 1)
        #expect(frames(host, KeyPress(.return)) == 1, "opens the form")
        #expect(frames(host, KeyPress("x")) == 1, "types into the name")
        #expect(frames(host, KeyPress(.leftArrow)) == 1, "moves the text cursor")
        #expect(frames(host, KeyPress(.tab)) == 1, "focuses the stepper")
        #expect(frames(host, KeyPress("+")) == 1, "steps the age")
        #expect(frames(host, KeyPress(.escape)) == 1, "cancels")
    }

    /// Runs `action` (a click, a wheel turn) and returns how many frames it drew.
    private func frames(_ host: TestHost, _ action: (TestHost) -> Void) -> Int {
        let before = host.frameCount
        action(host)
        return host.frameCount - before
    }

    @Test func everyClickAndWheelTurnThatDoesSomethingDrawsOneFrameAndOneThatDoesNothingNone() {
        let host = host()
        let row = host.screen.firstIndex { $0.contains("Person 1") } ?? 0
        #expect(frames(host) { $0.click(x: 3, y: row) } == 1, "selects a row")
        #expect(frames(host) { $0.click(x: 3, y: row) } == 1, "opens it")
        let stepper = host.screen.firstIndex { $0.contains("[−|+]") } ?? 0
        let plus = host.screen[stepper].distance(
            from: host.screen[stepper].startIndex,
            to: host.screen[stepper].firstIndex(of: "+") ?? host.screen[stepper].startIndex)
        #expect(frames(host) { $0.click(x: plus, y: stepper) } == 1, "steps the age")
        #expect(frames(host) { $0.click(x: 90, y: 20) } == 0, "nothing there")
        #expect(frames(host) { $0.click(x: 3, y: row) } == 0, "the list, outside the open form")
        host.press(.escape)
        #expect(frames(host) { $0.scroll(x: 3, y: row, notches: 1) } == 1, "one notch")
        #expect(frames(host) { $0.scroll(x: 3, y: row, notches: 5) } == 1, "five notches read together")
        #expect(frames(host) { $0.scroll(x: 90, y: 20, notches: 1) } == 0, "no list there")
    }

    @Test func aKeyNothingUsesDrawsNoFrame() {
        let host = host()
        #expect(frames(host, KeyPress("z")) == 0)
        #expect(frames(host, KeyPress(.upArrow)) == 0, "already on the first row")
        #expect(host.screen.contains { $0.contains("Person 0") })
    }
}
