import Testing

@testable import TerminalUICore

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
