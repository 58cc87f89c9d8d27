import Testing

@testable import TerminalUICore

@Suite("ClickCounter")
struct ClickCounterTests {
    private let start = ContinuousClock.now

    @Test func pressesOnTheSameCellInQuickSuccessionCountUp() {
        var counter = ClickCounter()
        let press = MouseEvent(kind: .press(.left), location: Point(x: 3, y: 4))
        let half = ClickCounter.interval / 2
        #expect(counter.count(press, at: start).clickCount == 1)
        #expect(
            counter.count(MouseEvent(kind: .release(.left), location: press.location), at: start + half / 2).clickCount
                == 1)
        #expect(counter.count(press, at: start + half).clickCount == 2)
        #expect(counter.count(press, at: start + half * 2).clickCount == 3)
        #expect(counter.count(press, at: start + half * 2 + ClickCounter.interval * 2).clickCount == 1, "after a pause")
    }

    @Test func anotherCellOrButtonStartsTheCountAgain() {
        var counter = ClickCounter()
        let press = MouseEvent(kind: .press(.left), location: Point(x: 3, y: 4))
        let step = ClickCounter.interval / 4
        #expect(counter.count(press, at: start).clickCount == 1)
        #expect(
            counter.count(MouseEvent(kind: .press(.left), location: Point(x: 4, y: 4)), at: start + step).clickCount
                == 1)
        #expect(
            counter.count(MouseEvent(kind: .press(.right), location: Point(x: 4, y: 4)), at: start + step * 2)
                .clickCount == 1)
        #expect(
            counter.count(MouseEvent(kind: .press(.right), location: Point(x: 4, y: 4)), at: start + step * 3)
                .clickCount == 2)
    }
}
