import Testing

@testable import TerminalUICore

/// Shows `value` and `tick`; the old onChange form with the `[value]` capture logs pairs.
private struct CapturingWatcher: View {
    let value: Int
    let tick: Int
    let log: Log

    var body: some View {
        Text("\(value) \(tick)")
            .onChange(of: value) { [value] newValue in
                log("(\(value), \(newValue))")
            }
    }
}

/// Owns `value` and `tick` and hands out their bindings, so a test can drive evaluations.
private struct WatchedPair: View {
    let value: BindingBox<Int>
    let tick: BindingBox<Int>
    let log: Log
    @State private var currentValue = 1
    @State private var currentTick = 0

    var body: some View {
        let _ = value.keep($currentValue)
        let _ = tick.keep($currentTick)
        CapturingWatcher(value: currentValue, tick: currentTick, log: log)
    }
}

/// Both onChange forms over the same value, each reading a label captured with it.
private struct LabelledWatcher: View {
    let value: Int
    let label: String
    let log: Log

    var body: some View {
        Text("\(label) \(value)")
            .onChange(of: value) { newValue in
                log("old form: \(label) \(newValue)")
            }
            .onChange(of: value) { oldValue, newValue in
                log("new form: \(label) \(oldValue) \(newValue)")
            }
    }
}

private struct Relabelling: View {
    let log: Log
    @State private var value = 1
    @State private var label = "first"

    var body: some View {
        VStack {
            LabelledWatcher(value: value, label: label, log: log)
            Button("Change") {
                value = 2
                label = "second"
            }
        }
    }
}

/// `a`'s action writes `b`; `c`'s action increments `c` itself.
private struct ChainedActions: View {
    let log: Log
    @State private var a = 0
    @State private var b = 0
    @State private var c = 0

    var body: some View {
        VStack {
            Text("a \(a) b \(b) c \(c)")
            Button("A") { a += 1 }
            Button("C") { c += 1 }
        }
        .onChange(of: a) {
            log("a changed")
            b += 1
        }
        .onChange(of: b) {
            log("b changed to \(b)")
        }
        .onChange(of: c) {
            log("c changed to \(c)")
            c += 1
        }
    }
}

/// The `initial:` forms.
private struct InitialWatcher: View {
    let log: Log
    @State private var value = 1

    var body: some View {
        Button("Bump") { value += 1 }
            .onChange(of: value, initial: true) { log("zero-argument") }
            .onChange(of: value, initial: true) { old, new in log("two-argument \(old) \(new)") }
            .onChange(of: value) { old, new in log("not initial \(old) \(new)") }
    }
}

/// A parent, its two children and a chain of two modifiers, all watching the same value.
private struct OrderChild: View {
    let name: String
    let value: Int
    let log: Log

    var body: some View {
        Text(name)
            .onChange(of: value) { log("\(name)") }
    }
}

private struct OrderParent: View {
    let log: Log
    @State private var value = 0

    var body: some View {
        VStack {
            OrderChild(name: "first child", value: value, log: log)
            OrderChild(name: "second child", value: value, log: log)
            Button("Bump") { value += 1 }
        }
        .onChange(of: value) { log("parent, first in chain") }
        .onChange(of: value) { log("parent, second in chain") }
    }
}

/// Writes 1 → 2 → 1 in one action.
private struct BackAndForth: View {
    let log: Log
    @State private var value = 1

    var body: some View {
        Button("There and back") {
            value = 2
            value = 1
        }
        .onChange(of: value) { log("changed") }
    }
}

/// Every appearance changes the view's own identity: an endless chain of passes.
private struct Regenerator: View {
    let generations: Counter
    @State private var generation = 0

    var body: some View {
        Text("generation \(generation)")
            .onAppear {
                generations.increment()
                generation += 1
            }
            .id(generation)
    }
}

/// Watches a value inside a view whose identity a test can renew.
private struct RenewedWatcher: View {
    let log: Log
    let value: BindingBox<Int>
    let generation: BindingBox<Int>
    @State private var current = 1
    @State private var currentGeneration = 0

    var body: some View {
        let _ = value.keep($current)
        let _ = generation.keep($currentGeneration)
        Text("\(current)")
            .onChange(of: current) { old, new in log("\(old) → \(new)") }
            .id(currentGeneration)
    }
}

@Suite("onChange")
@MainActor
struct OnChangeTests {
    @Test func oldFormWithCapturedValueReportsPreviousAndCurrentPairs() {
        // Acceptance case 11: evaluations with v = 1, 1, 3, 3, 7.
        let value = BindingBox<Int>()
        let tick = BindingBox<Int>()
        let log = Log()
        let host = TestHost(WatchedPair(value: value, tick: tick, log: log), width: 20, height: 2)
        #expect(host.screen[0] == "1 0")
        tick.set(1)
        host.settle()
        value.set(3)
        host.settle()
        tick.set(2)
        host.settle()
        value.set(7)
        host.settle()
        #expect(host.screen[0] == "7 2")
        #expect(log.entries == ["(1, 3)", "(3, 7)"])
    }

    @Test func oldFormSeesThePreviousLabelAndNewFormSeesTheNewOne() {
        // Acceptance case 12.
        let log = Log()
        let host = TestHost(Relabelling(log: log), width: 20, height: 3)
        host.press(.return)
        #expect(host.screen[0].contains("second 2"))
        #expect(log.entries == ["old form: first 2", "new form: second 1 2"])
    }

    @Test func anActionWritingAnotherWatchedValueRunsThatActionLaterInTheSameEvent() {
        // Acceptance case 15, first half.
        let log = Log()
        let host = TestHost(ChainedActions(log: log), width: 30, height: 4)
        host.press(.return)
        #expect(log.entries == ["a changed", "b changed to 1"])
        #expect(host.screen[0] == "a 1 b 1 c 0")
    }

    @Test func anActionIncrementingItsOwnValueStopsAfterTwoDispatches() {
        // Acceptance case 15, second half.
        let log = Log()
        let host = TestHost(ChainedActions(log: log), width: 30, height: 4)
        host.press(.tab)
        host.press(.return)
        #expect(log.entries == ["c changed to 1", "c changed to 2"])
        #expect(host.screen[0] == "a 0 b 0 c 3")
        #expect(Diagnostics.recent.contains { $0.contains("onChange(of: Int)") && $0.contains("action dropped") })
        // The next event may dispatch again.
        log.clear()
        host.press(.return)
        #expect(log.entries == ["c changed to 4", "c changed to 5"])
    }

    @Test func initialTrueRunsOnceOnAppearAndTheTwoArgumentFormGetsTheValueTwice() {
        let log = Log()
        let host = TestHost(InitialWatcher(log: log), width: 20, height: 2)
        #expect(log.entries == ["zero-argument", "two-argument 1 1"])
        log.clear()
        host.press(.return)
        #expect(log.entries == ["zero-argument", "two-argument 1 2", "not initial 1 2"])
    }

    @Test func actionsRunParentFirstThenChildrenInOrderAndAlongAChainInSourceOrder() {
        let log = Log()
        let host = TestHost(OrderParent(log: log), width: 20, height: 4)
        host.press(.return)
        #expect(log.entries == ["parent, first in chain", "parent, second in chain", "first child", "second child"])
    }

    @Test func anIdentityResetStartsWithoutAStoredValueAndFiresNothing() {
        let log = Log()
        let value = BindingBox<Int>()
        let generation = BindingBox<Int>()
        let host = TestHost(RenewedWatcher(log: log, value: value, generation: generation), width: 10, height: 1)
        value.set(2)
        generation.set(1)  // the same event: new identity, seen first with value 2
        host.settle()
        #expect(host.screen[0] == "2")
        #expect(log.entries.isEmpty)
        value.set(3)
        host.settle()
        #expect(log.entries == ["2 → 3"])
    }

    @Test func aValueChangedAndChangedBackWithinOneEventFiresNothing() {
        let log = Log()
        let host = TestHost(BackAndForth(log: log), width: 30, height: 2)
        host.press(.return)
        #expect(log.entries.isEmpty)
    }

    @Test func anEndlessChainOfPassesIsCutShortAndTheEventFinishes() {
        let generations = Counter()
        let host = TestHost(Regenerator(generations: generations), width: 30, height: 2)
        #expect(host.frameCount == 1)
        #expect(generations.value > 1)
        #expect(generations.value <= 5 * ViewGraph.maxPassesPerEvent + 5)
        #expect(Diagnostics.recent.contains { $0.contains("passes in one event") })
    }
}
