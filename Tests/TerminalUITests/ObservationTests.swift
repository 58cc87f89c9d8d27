import Observation
import Testing

@testable import TerminalUICore

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

@Observable
private final class Thing: Identifiable {
    let id: Int
    var name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// Reads each thing's name in a ForEach row closure, in a stack and in a (lazy) List.
private struct Things: View {
    let things: [Thing]

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading) {
                ForEach(things) { thing in
                    Text("stack \(thing.name)")
                }
            }
            List(things) { thing in
                Text("list \(thing.name)")
            }
        }
    }
}

/// An `Observable` written by hand (as the macro writes it), with a hook that runs inside a
/// write: after the observers' `willSet`, before the value lands.
private final class HeldGauge: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var stored = 0
    var insideWrite: (() -> Void)?

    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) {
                insideWrite?()
                stored = newValue
            }
        }
    }
}

private struct HeldGaugeView: View {
    let gauge: HeldGauge

    var body: some View {
        Text("gauge \(gauge.value)")
    }
}

@Suite("@Observable models")
@MainActor
struct ObservationTests {
    @Test func aFrameThatAnotherThreadsWriteWokeIsFollowedByOneShowingTheValue() {
        let gauge = HeldGauge()
        let host = TestHost(HeldGaugeView(gauge: gauge), width: 20, height: 1)
        // Holds the writing thread after its announcement, before the value lands, while the
        // main thread draws a frame (as a wake-up that runs at once would).
        let write = HeldWrite()
        gauge.insideWrite = { write.hold() }
        write.start { gauge.value = 7 }
        host.settle()
        #expect(host.shows("gauge 0"), "drawn before the write landed")
        write.release()
        host.settle()
        #expect(host.shows("gauge 7"))
    }

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

    @Test func forEachRowsReEvaluateWhenAPropertyTheyReadChanges() {
        let things = [Thing(id: 1, name: "a"), Thing(id: 2, name: "b")]
        let host = TestHost(Things(things: things), width: 40, height: 3)
        #expect(host.shows("stack b") && host.shows("list b"))
        things[1].name = "changed"
        host.settle()
        #expect(host.shows("stack changed"))
        #expect(host.shows("list changed"))
        things[1].name = "again"
        host.settle()
        #expect(host.shows("stack again") && host.shows("list again"))
    }
}
