import Testing
@testable import TerminalUI

@Suite("Stepper")
@MainActor
struct StepperTests {
    private func host(_ value: RecordedValue<Int>, in range: ClosedRange<Int>, step: Int = 1) -> TestHost {
        TestHost(Stepper("Value", value: value.binding, in: range, step: step), width: 30, height: 1)
    }

    @Test func incrementClampsToTheUpperBoundAndAtTheBoundWritesNothing() {
        // Acceptance case 19.
        let value = RecordedValue(9)
        let host = host(value, in: 0...10, step: 3)
        host.press("+")
        #expect(value.writes == [10])
        host.press("+")
        #expect(value.writes == [10])
    }

    @Test func decrementClampsToTheLowerBoundAndAtTheBoundWritesNothing() {
        let value = RecordedValue(1)
        let host = host(value, in: 0...10, step: 3)
        host.press("-")
        #expect(value.writes == [0])
        host.press("-")
        #expect(value.writes == [0])
    }

    @Test func pageUpAndPageDownStepTenStepsInOneWriteClampedToTheBounds() {
        let value = RecordedValue(50)
        let host = host(value, in: 0...150)
        host.press(.pageUp)
        host.press(.pageDown)
        host.press(.pageDown)
        #expect(value.writes == [60, 50, 40])
        let near = RecordedValue(145)
        let nearHost = self.host(near, in: 0...150, step: 2)
        nearHost.press(.pageUp)
        nearHost.press(.pageUp)
        #expect(near.writes == [150], "clamped, then nothing more to write")
    }

    @Test func pageKeysOnAStepperOfCustomActionsAreLeftToTheParent() {
        var pressed = 0
        let host = TestHost(Stepper(label: { Text("Custom") }, onIncrement: { pressed += 1 }, onDecrement: nil), width: 30, height: 1)
        host.press(.pageUp)
        #expect(pressed == 0)
    }

    @Test func eachPressWritesOnceWithEveryIncrementAndDecrementKey() {
        let value = RecordedValue(5)
        let host = host(value, in: 0...10)
        host.press("+")
        host.press("=")
        host.press(.rightArrow)
        host.press("-")
        host.press(.leftArrow)
        #expect(value.writes == [6, 7, 8, 7, 6])
    }

    @Test func aValueOutsideTheRangeIsWrittenBackOnlyByAPress() {
        let above = RecordedValue(15)
        let aboveHost = host(above, in: 0...10)
        aboveHost.press(.tab)
        #expect(above.writes.isEmpty)
        aboveHost.press("+")
        #expect(above.writes == [10])

        let below = RecordedValue(-5)
        let belowHost = host(below, in: 0...10)
        #expect(below.writes.isEmpty)
        belowHost.press("-")
        #expect(below.writes == [0])
    }

    @Test func theUnboundedFormSaturatesAtIntMaxAndIntMin() {
        let high = RecordedValue(Int.max - 1)
        let highHost = TestHost(Stepper("High", value: high.binding), width: 30, height: 1)
        highHost.press("+")
        highHost.press("+")
        #expect(high.writes == [Int.max])

        let low = RecordedValue(Int.min + 1)
        let lowHost = TestHost(Stepper("Low", value: low.binding, step: 5), width: 30, height: 1)
        lowHost.press("-")
        lowHost.press("-")
        #expect(low.writes == [Int.min])
    }

    @Test func theActionFormRunsItsActions() {
        let log = Log()
        let host = TestHost(Stepper {
            Text("Custom")
        } onIncrement: {
            log("up")
        } onDecrement: {
            log("down")
        }, width: 30, height: 1)
        host.press("+")
        host.press("-")
        #expect(log.entries == ["up", "down"])
    }

    @Test func theBoundThatCannotBeSteppedPastIsDimmed() throws {
        let value = RecordedValue(10)
        let host = host(value, in: 0...10)
        let plus = try #require(host.locate("+]"))
        #expect(host.cell(x: plus.x, y: plus.y).style.attributes.contains(.dim))
        #expect(!host.cell(x: plus.x - 2, y: plus.y).style.attributes.contains(.dim))
    }
}

@Suite("Stepper digits")
@MainActor
struct StepperDigitTests {
    private func host(_ value: RecordedValue<Int>, in range: ClosedRange<Int> = 0...150, log: Log = Log()) -> TestHost {
        TestHost(
            VStack {
                Stepper("Value", value: value.binding, in: range)
                Button("Next") {}
            }
            .onClampedEntry { typed, clamped in log("clamped \(typed) to \(clamped)") },
            width: 30, height: 2
        )
    }

    @Test func typedDigitsShowInPlaceOfTheButtonsAndReturnWritesThemOnce() {
        let value = RecordedValue(27)
        let host = host(value)
        host.type("42")
        #expect(value.writes.isEmpty, "nothing is written while typing")
        #expect(host.screen[0] == "Value                    [42 ]")
        #expect(host.cursor == Point(x: 28, y: 0))
        host.press(.return)
        #expect(value.writes == [42])
        #expect(host.screen[0] == "Value                    [−|+]")
        #expect(host.cursor == nil)
    }

    @Test func leavingTheStepperWritesTheDigits() {
        let value = RecordedValue(27)
        let host = host(value)
        host.type("9")
        host.press(.tab)
        #expect(value.writes == [9])
    }

    @Test func escapeDropsTheDigitsAndBackspaceTakesOneBack() {
        let value = RecordedValue(27)
        let log = Log()
        let host = TestHost(
            Stepper("Value", value: value.binding, in: 0...150)
                .onKeyPress(.escape) {
                    log("escape reached the view")
                    return .handled
                },
            width: 30, height: 1
        )
        host.type("12")
        host.press(.escape)
        #expect(value.writes.isEmpty)
        #expect(log.entries.isEmpty, "Esc only dropped the digits")
        host.press(.escape)
        #expect(log.entries == ["escape reached the view"], "with no digits, Esc goes on as before")
        host.type("13")
        host.press(.delete)
        host.press(.return)
        #expect(value.writes == [1])
    }

    @Test func anOutOfRangeNumberIsClampedAndReported() {
        let value = RecordedValue(27)
        let log = Log()
        let host = host(value, log: log)
        host.type("200")
        host.press(.return)
        #expect(value.writes == [150])
        #expect(log.entries == ["clamped 200 to 150"])
        host.type("200")
        host.press(.return)
        #expect(value.writes == [150], "already at the bound: nothing written, still reported")
        #expect(log.entries == ["clamped 200 to 150", "clamped 200 to 150"])
        let low = RecordedValue(50)
        let lowLog = Log()
        let lowHost = self.host(low, in: 18...99, log: lowLog)
        lowHost.type("5")
        lowHost.press(.return)
        #expect(low.writes == [18])
        #expect(lowLog.entries == ["clamped 5 to 18"])
    }

    @Test func anotherKeyWritesTheDigitsFirstThenActs() {
        let value = RecordedValue(27)
        let host = host(value)
        host.type("40")
        host.press("+")
        #expect(value.writes == [40, 41])
    }

    @Test func aClickOnPlusWritesTheDigitsFirstThenSteps() {
        let value = RecordedValue(27)
        let host = host(value)
        host.type("40")
        // `[40 ]` is drawn where `[−|+]` was: its fourth column is the `+`.
        host.click(x: 28, y: 0)
        #expect(value.writes == [40, 41])
        #expect(host.screen[0] == "Value                    [−|+]")
    }

    @Test func digitsStopAtNineAndLeadingZerosCollapse() {
        let value = RecordedValue(0)
        let host = host(value, in: 0...Int.max)
        host.type("00012345678901")
        host.press(.return)
        #expect(value.writes == [123_456_789])
    }

    @Test func aStepperOfCustomActionsTakesNoDigits() {
        let log = Log()
        let host = TestHost(
            Stepper(label: { Text("Custom") }, onIncrement: { log("+") }, onDecrement: { log("-") })
                .onKeyPress(action: { press in
                    log("key \(press.characters)")
                    return .handled
                }),
            width: 30, height: 1
        )
        host.type("5")
        #expect(log.entries == ["key 5"])
    }
}
