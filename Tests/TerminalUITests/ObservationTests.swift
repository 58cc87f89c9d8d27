import Observation
import Testing
@testable import TerminalUI

@Observable
private final class Counters {
    var shown = 0
    var hidden = 0
}

/// Reads only `shown` in its body.
private struct CountersView: View {
    let counters: Counters
    let evaluations: Counter

    var body: some View {
        let _ = evaluations.increment()
        Text("shown \(counters.shown)")
    }
}

@Suite("@Observable models")
@MainActor
struct ObservationTests {
    @Test func aViewReEvaluatesForAPropertyItReadAndNotForOneItDidNot() {
        // Acceptance case 20.
        let counters = Counters()
        let evaluations = Counter()
        let host = TestHost(CountersView(counters: counters, evaluations: evaluations), width: 20, height: 1)
        #expect(evaluations.value == 1)

        counters.hidden += 1
        host.settle()
        #expect(evaluations.value == 1)

        counters.shown += 1
        host.settle()
        #expect(evaluations.value == 2)
        #expect(host.screen[0] == "shown 1")

        // Tracking is registered again after each pass.
        counters.shown += 1
        counters.shown += 1
        host.settle()
        #expect(evaluations.value == 3)
        #expect(host.screen[0] == "shown 3")
        counters.hidden += 1
        host.settle()
        #expect(evaluations.value == 3)
    }
}
