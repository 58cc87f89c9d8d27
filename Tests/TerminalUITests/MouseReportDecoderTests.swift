import CNcursesw
import Testing
@testable import TerminalUI

@Suite("MouseReportDecoder and ClickCounter")
struct MouseReportDecoderTests {
    private let start = ContinuousClock.now

    private func inputs(_ text: String) -> [KeyDecoder.Input] {
        text.unicodeScalars.map { .character($0.value) }
    }

    private func decode(_ text: String, with decoder: inout MouseReportDecoder) -> [ScreenEvent] {
        decoder.decode(inputs(text), at: start) { KeyDecoder.decode($0) }
    }

    private func decode(_ text: String) -> [ScreenEvent] {
        var decoder = MouseReportDecoder()
        return decode(text, with: &decoder)
    }

    private func key(_ key: KeyEquivalent, _ modifiers: EventModifiers = []) -> ScreenEvent {
        .key(KeyPress(key, modifiers: modifiers))
    }

    private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int, _ modifiers: EventModifiers = []) -> ScreenEvent {
        .mouse(MouseEvent(kind: kind, location: Point(x: x, y: y), modifiers: modifiers))
    }

    @Test func aPressAndAReleaseOfTheLeftButtonCountCellsFromZero() {
        #expect(decode("\u{1B}[<0;10;5M\u{1B}[<0;10;5m") == [mouse(.press(.left), 9, 4), mouse(.release(.left), 9, 4)])
        #expect(decode("\u{1B}[<0;1;1M") == [mouse(.press(.left), 0, 0)])
        #expect(decode("\u{1B}[<0;300;120M") == [mouse(.press(.left), 299, 119)], "SGR has no 223-column limit")
    }

    @Test func theMiddleAndRightButtonsAndTheModifierBits() {
        #expect(decode("\u{1B}[<1;2;3M") == [mouse(.press(.middle), 1, 2)])
        #expect(decode("\u{1B}[<2;2;3M") == [mouse(.press(.right), 1, 2)])
        #expect(decode("\u{1B}[<4;2;3M") == [mouse(.press(.left), 1, 2, .shift)])
        #expect(decode("\u{1B}[<8;2;3M") == [mouse(.press(.left), 1, 2, .option)])
        #expect(decode("\u{1B}[<16;2;3M") == [mouse(.press(.left), 1, 2, .control)])
        #expect(decode("\u{1B}[<30;2;3m") == [mouse(.release(.right), 1, 2, [.shift, .option, .control])])
    }

    @Test func theWheelIsOneScrollEventPerNotch() {
        #expect(decode("\u{1B}[<64;5;6M\u{1B}[<65;5;6M") == [mouse(.scroll(.up), 4, 5), mouse(.scroll(.down), 4, 5)])
        #expect(decode("\u{1B}[<66;5;6M\u{1B}[<67;5;6M") == [mouse(.scroll(.left), 4, 5), mouse(.scroll(.right), 4, 5)])
        #expect(decode("\u{1B}[<81;5;6M") == [mouse(.scroll(.down), 4, 5, .control)])
    }

    @Test func reportsRosterDoesNotUseAreDroppedWhole() {
        #expect(decode("\u{1B}[<32;5;6M") == [], "motion with the left button held")
        #expect(decode("\u{1B}[<35;5;6M") == [], "motion with no button")
        #expect(decode("\u{1B}[<3;5;6M") == [], "no button")
        #expect(decode("\u{1B}[<128;5;6M") == [], "button 8")
        #expect(decode("\u{1B}[<64;5;6m") == [], "a wheel 'release'")
        #expect(decode("\u{1B}[<0;0;6M\u{1B}[<0;6;0M") == [], "off the first cell")
    }

    @Test func keysAroundReportsKeepTheirOrder() {
        #expect(decode("a\u{1B}[<0;2;3Mb\u{1B}[<0;2;3mc") == [
            key("a"), mouse(.press(.left), 1, 2), key("b"), mouse(.release(.left), 1, 2), key("c"),
        ])
        #expect(decode("\u{1B}x\u{1B}[<0;2;3M\u{1B}") == [key("x", .option), mouse(.press(.left), 1, 2), key(.escape)])
    }

    @Test func aReportCutShortByTheEndOfAReadIsCompletedByTheNext() {
        var decoder = MouseReportDecoder()
        #expect(decode("q\u{1B}[<0;1", with: &decoder) == [key("q")])
        #expect(decode("2;7M", with: &decoder) == [mouse(.press(.left), 11, 6)])
        #expect(decode("\u{1B}[<", with: &decoder) == [])
        #expect(decode("65;1;1Mz", with: &decoder) == [mouse(.scroll(.down), 0, 0), key("z")])
    }

    @Test func whatOnlyLooksLikeAReportStaysKeys() {
        // Alt-[ then the rest as typed.
        #expect(decode("\u{1B}[<1;2X") == [key("[", .option), key("<"), key("1"), key(";"), key("2"), key("X")])
        #expect(decode("\u{1B}[<1;2;3;4M").first == key("[", .option), "four numbers")
        #expect(decode("\u{1B}[<123456;2;3M").first == key("[", .option), "a number too long")
        #expect(decode("\u{1B}[<;2;3M").first == key("[", .option), "an empty number")
        #expect(decode("\u{1B}[") == [key("[", .option)], "Alt-[ at the end of a read is not held back")
    }

    @Test func theOlderFormOfATerminalWithoutSGRIsDecodedToo() {
        // ESC [ M, then the button code, the column and the row, each plus 32.
        #expect(decode("\u{1B}[M *%") == [mouse(.press(.left), 9, 4)])
        #expect(decode("\u{1B}[M\u{22}!!") == [mouse(.press(.right), 0, 0)])
        #expect(decode("\u{1B}[Ma!!") == [mouse(.scroll(.down), 0, 0)])
        #expect(decode("a\u{1B}[M#*%b") == [key("a"), key("b")], "a release, which does not say which button, is dropped")
        #expect(decode("\u{1B}[M ") == [key("[", .option), key("M"), key(.space)], "cut short: keys")
    }

    @Test func aMouseKeyCodeFromNcursesStartsAReportToo() {
        var decoder = MouseReportDecoder()
        let events = decoder.decode([.keyCode(KEY_MOUSE)] + inputs("0;4;2M"), at: start) { KeyDecoder.decode($0) }
        #expect(events == [mouse(.press(.left), 3, 1)])
    }

    @Test func pressesOnTheSameCellInQuickSuccessionCountUp() {
        var counter = ClickCounter()
        let press = MouseEvent(kind: .press(.left), location: Point(x: 3, y: 4))
        let half = ClickCounter.interval / 2
        #expect(counter.count(press, at: start).clickCount == 1)
        #expect(counter.count(MouseEvent(kind: .release(.left), location: press.location), at: start + half / 2).clickCount == 1)
        #expect(counter.count(press, at: start + half).clickCount == 2)
        #expect(counter.count(press, at: start + half * 2).clickCount == 3)
        #expect(counter.count(press, at: start + half * 2 + ClickCounter.interval * 2).clickCount == 1, "after a pause")
    }

    @Test func anotherCellOrButtonStartsTheCountAgain() {
        var counter = ClickCounter()
        let press = MouseEvent(kind: .press(.left), location: Point(x: 3, y: 4))
        let step = ClickCounter.interval / 4
        #expect(counter.count(press, at: start).clickCount == 1)
        #expect(counter.count(MouseEvent(kind: .press(.left), location: Point(x: 4, y: 4)), at: start + step).clickCount == 1)
        #expect(counter.count(MouseEvent(kind: .press(.right), location: Point(x: 4, y: 4)), at: start + step * 2).clickCount == 1)
        #expect(counter.count(MouseEvent(kind: .press(.right), location: Point(x: 4, y: 4)), at: start + step * 3).clickCount == 2)
    }

    @Test func theDecoderCountsClicksByTheTimeOfTheirRead() {
        var decoder = MouseReportDecoder()
        let report = inputs("\u{1B}[<0;4;2M")
        let first = decoder.decode(report, at: start) { KeyDecoder.decode($0) }
        let second = decoder.decode(report, at: start + ClickCounter.interval / 2) { KeyDecoder.decode($0) }
        let later = decoder.decode(report, at: start + ClickCounter.interval * 3) { KeyDecoder.decode($0) }
        guard case .mouse(let one)? = first.first, case .mouse(let two)? = second.first, case .mouse(let three)? = later.first else {
            Issue.record("three presses: \(first) \(second) \(later)")
            return
        }
        let counts: [Int] = [one.clickCount, two.clickCount, three.clickCount]
        #expect(counts == [1, 2, 1])
    }
}
