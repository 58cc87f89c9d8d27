import Foundation
import Testing

@testable import TerminalUICore

/// A view with a long press: it counts presses and shows whether one is under way.
private struct HoldToReset: View {
    let log: Log
    var minimumDuration = 0.05
    @State private var count = 3
    @State private var pressing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("count \(count) \(pressing ? "pressing" : "idle")")
                .onLongPressGesture(minimumDuration: minimumDuration) {
                    log("performed")
                    count = 0
                } onPressingChanged: { isPressing in
                    log("pressing \(isPressing)")
                    pressing = isPressing
                }
            Button("Other") {}
        }
    }
}

/// A `LongPressGesture` given to `.gesture`, with a gesture state and both callbacks.
private struct HeldCapsule: View {
    let log: Log
    @GestureState private var isDetecting = false
    @State private var done = false

    var body: some View {
        Text(done ? "done" : isDetecting ? "holding" : "hold me")
            .gesture(
                LongPressGesture(minimumDuration: 0.05)
                    .updating($isDetecting) { current, state, _ in state = current }
                    .onChanged { log("changed \($0)") }
                    .onEnded { finished in
                        log("ended \(finished)")
                        done = finished
                    })
    }
}

/// Habits in a list: a tap counts, a long press resets.
private struct Habits: View {
    @State private var counts = [2, 5]

    var body: some View {
        List(counts.indices, id: \.self) { index in
            Text("habit \(index): \(counts[index])")
                .onTapGesture { counts[index] += 1 }
                .onLongPressGesture { counts[index] = 0 }
        }
    }
}

/// A long press on a view holding a button: the button keeps focus and Return.
private struct CardWithButton: View {
    let log: Log

    var body: some View {
        HStack {
            Text("Card")
            Button("Open") { log("open") }
        }
        .onLongPressGesture { log("long") }
    }
}

@Suite("LongPressGesture")
@MainActor
struct LongPressGestureTests {
    /// Lets the main actor run (a long press waits in a task on it) until `condition` holds,
    /// polled every 5 ms, at most 2,000 times. Counted, not timed: under the whole suite's load
    /// the main actor may be busy for seconds, and the press's task runs in its turn.
    private func waitUntil(_ host: TestHost, _ condition: () -> Bool) async throws {
        for _ in 0..<2_000 where !condition() {
            try await Task.sleep(nanoseconds: 5_000_000)
            host.settle()
        }
    }

    /// Lets the main actor run for four times the 0.05 s duration, for a test that nothing
    /// happens: a long press that was ended must not fire after it.
    private func waitPastTheDuration(_ host: TestHost) async throws {
        try await Task.sleep(nanoseconds: 200_000_000)
        host.settle()
    }

    @Test func altReturnLongPressesTheFocusedView() {
        let log = Log()
        let host = TestHost(HoldToReset(log: log, minimumDuration: 5), width: 40, height: 6)
        #expect(host.focusedFrame == Rect(x: 0, y: 0, width: 12, height: 1), "a view with a long press takes focus")
        host.press(.return)
        #expect(log.entries.isEmpty, "Return is a tap, not a long press")
        host.press(.return, modifiers: .option)
        #expect(log.entries == ["pressing true", "pressing false", "performed"], "held to the end at once")
        #expect(host.screen[0] == "count 0 idle")
    }

    @Test func theButtonHeldForTheDurationPerformsBeforeItIsLetGo() async throws {
        let log = Log()
        let host = TestHost(HoldToReset(log: log), width: 40, height: 6)
        host.pressMouse(x: 2, y: 0)
        #expect(host.screen[0] == "count 3 pressing")
        try await waitUntil(host) { log.entries.contains("performed") }
        #expect(log.entries == ["pressing true", "pressing false", "performed"])
        #expect(host.screen[0] == "count 0 idle")
        host.releaseMouse(x: 2, y: 0)
        #expect(log.entries.count == 3, "the release after the long press does nothing more")
    }

    @Test func aReleaseBeforeTheDurationIsNoLongPress() async throws {
        let log = Log()
        let host = TestHost(HoldToReset(log: log), width: 40, height: 6)
        host.click(x: 2, y: 0)
        try await waitPastTheDuration(host)
        #expect(log.entries == ["pressing true", "pressing false"])
        #expect(host.screen[0] == "count 3 idle")
    }

    @Test func movingFartherThanTheMaximumDistanceEndsThePress() async throws {
        let log = Log()
        let host = TestHost(HoldToReset(log: log), width: 40, height: 6)
        // 2 columns are 16 points, more than the 10 allowed.
        host.send([
            MouseEvent(kind: .press(.left), location: Point(x: 2, y: 0)),
            MouseEvent(kind: .drag(.left), location: Point(x: 4, y: 0)),
        ])
        try await waitPastTheDuration(host)
        #expect(log.entries == ["pressing true", "pressing false"])
    }

    @Test func aGestureStateHoldsWhilePressedAndOnEndedHearsTheEnd() async throws {
        let log = Log()
        let host = TestHost(HeldCapsule(log: log), width: 20, height: 3)
        host.pressMouse(x: 0, y: 0)
        #expect(host.screen[0] == "holding")
        try await waitUntil(host) { log.entries.contains("ended true") }
        #expect(log.entries == ["changed true", "ended true"])
        #expect(host.screen[0] == "done")
        host.releaseMouse(x: 0, y: 0)
    }

    @Test func inAListAltReturnLongPressesTheSelectedRowAndReturnTapsIt() {
        let host = TestHost(Habits(), width: 30, height: 4)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screen[1].hasPrefix(" habit 1: 6"))
        host.press(.return, modifiers: .option)
        #expect(host.screen[1].hasPrefix(" habit 1: 0"))
        #expect(host.screen[0].hasPrefix(" habit 0: 2"))
    }

    @Test func aViewHoldingAControlKeepsItsFocusAndHearsAltReturnFromIt() {
        let log = Log()
        let host = TestHost(CardWithButton(log: log), width: 30, height: 3)
        host.press(.tab)
        host.press(.return)
        host.press(.return, modifiers: .option)
        #expect(log.entries == ["open", "long"])
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(HoldToReset(log: Log()), width: size.width, height: size.height)
        Snapshot.assert(host, named: "longpress-focused-\(size.width)x\(size.height)")
    }
}
