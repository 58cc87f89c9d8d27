import Testing

@testable import TerminalUICore

@Suite("Stepper initialisers")
@MainActor
struct StepperCompatibilityTests {
    @Test func aFormattedStepperShowsTheValueInItsLabel() {
        struct Tip: View {
            @State private var tip = 0.15
            var body: some View {
                Stepper("Tip", value: $tip, in: 0...0.3, step: 0.05, format: .percent)
            }
        }
        let host = TestHost(Tip(), width: 30, height: 1)
        #expect(host.screen[0].hasPrefix("Tip 15%"))
        host.press("+")
        #expect(host.screen[0].hasPrefix("Tip 20%"))
    }

    @Test func aTitledStepperRunsItsOwnActions() {
        let log = Log()
        let host = TestHost(
            Stepper("Moves", onIncrement: { log("up") }, onDecrement: { log("down") }), width: 30, height: 1)
        host.press("+")
        host.press("-")
        #expect(log.entries == ["up", "down"])
    }
}
