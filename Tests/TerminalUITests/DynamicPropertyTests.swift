import Testing

@testable import TerminalUICore

/// A dynamic property of its own, holding `@State` inside (as SwiftUI allows).
private struct Tally: DynamicProperty {
    @State var count = 0
}

/// A view with a nested dynamic property and one of its own; Return counts in both.
private struct TallyView: View {
    var tally = Tally()
    @State private var presses = 0

    var body: some View {
        Button("\(tally.count) \(presses)") {
            tally.count += 1
            presses += 1
        }
    }
}

/// The same, as a type no other test hosts (so its scans can be counted exactly).
private struct ScannedOnceView: View {
    var tally = Tally()
    @State private var presses = 0

    var body: some View {
        Button("\(tally.count) \(presses)") {
            tally.count += 1
            presses += 1
        }
    }
}

@MainActor
struct DynamicPropertyTests {
    /// A property of one's own that copies the latest value a publisher sent into its state
    /// through a closure its `update()` points at that state, as a blog's `ObservedPublisher`
    /// does: SwiftUI runs `update()` before each body, with the state inside already connected.
    @propertyWrapper
    private struct Latest: DynamicProperty {
        @State private var cancellable: AnyCancellable?
        @State private(set) var wrappedValue: String
        private let write = Box<(String) -> Void>({ _ in })
        let updates = Box<Int>(0)

        init(_ subject: PassthroughSubject<String, Never>, initial: String) {
            _wrappedValue = State(initialValue: initial)
            let write = write
            _cancellable = State(initialValue: subject.sink { write.value($0) })
        }

        mutating func update() {
            let state = _wrappedValue
            write.value = { state.wrappedValue = $0 }
            updates.value += 1
        }
    }

    private final class Box<T> {
        var value: T
        init(_ value: T) { self.value = value }
    }

    private struct Headline: View {
        @Latest var title: String

        var body: some View {
            Text("title: \(title), updates: \(_title.updates.value)")
        }
    }

    @Test func anOwnPropertysUpdateRunsBeforeEachBodyWithItsStateConnected() {
        let subject = PassthroughSubject<String, Never>()
        let host = TestHost(Headline(title: Latest(subject, initial: "none")), width: 40, height: 1)
        #expect(host.screen[0] == "title: none, updates: 1")
        subject.send("manager")
        host.settle()
        #expect(host.screen[0] == "title: manager, updates: 2", "the state update() pointed at took the value")
    }

    @Test func propertiesInsideAnOwnDynamicPropertyKeepTheirState() {
        let host = TestHost(TallyView(), width: 20, height: 3)
        host.press(.return)
        host.press(.return)
        #expect(host.screen.contains { $0.contains("2 2") })
    }

    @Test func aTypeIsScannedForDynamicPropertiesOnce() {
        let before = EngineCounters.dynamicPropertyScans
        let host = TestHost(ScannedOnceView(), width: 20, height: 3)
        let second = TestHost(ScannedOnceView(), width: 20, height: 3)
        for _ in 0..<5 {
            host.press(.return)
            second.press(.return)
        }
        #expect(host.screen.contains { $0.contains("5 5") })
        // ScannedOnceView is the only custom type here (Tally is scanned as part of it): its
        // first evaluation scanned it; the other eleven evaluations used what that found.
        #expect(EngineCounters.dynamicPropertyScans - before == 1)
    }
}
