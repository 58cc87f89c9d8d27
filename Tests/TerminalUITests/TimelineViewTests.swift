import Foundation
import Testing

@testable import TerminalUICore

@Suite("TimelineView")
@MainActor
struct TimelineViewTests {
    private struct Ticks: View {
        let start: Date
        var body: some View {
            TimelineView(.periodic(from: start, by: 0.05)) { context in
                Text("Tick \(Int((context.date.timeIntervalSince(start) / 0.05).rounded()))")
            }
        }
    }

    /// A countdown that an `onChange` of the ticking value ends at zero.
    private struct Countdown: View {
        let start: Date
        @State private var changes = 0
        @State private var ended = false

        var body: some View {
            TimelineView(.periodic(from: start, by: 0.05)) { context in
                let left = max(0, 8 - Int((context.date.timeIntervalSince(start) / 0.05).rounded()))
                Text("Left \(left), \(changes) changes, \(ended ? "ended" : "running")")
                    .onChange(of: left) { _, new in
                        changes += 1
                        if new == 0 { ended = true }
                    }
            }
        }
    }

    /// Lets the main actor run for `seconds`, then lets the host draw.
    private func wait(_ seconds: TimeInterval, in host: TestHost) async {
        try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
        host.settle()
    }

    @Test func theContentIsBuiltAgainAtEachDateOfTheSchedule() async {
        let host = TestHost(Ticks(start: Date()), width: 40, height: 12)
        #expect(host.screen[0] == "Tick 0")
        await wait(0.3, in: host)
        #expect(host.screen[0] != "Tick 0" && host.screen[0].hasPrefix("Tick "))
    }

    @Test func anOnChangeOfTheTickingValueRunsAtEveryTick() async {
        let host = TestHost(Countdown(start: Date()), width: 40, height: 12)
        for _ in 0..<60 where !host.screen[0].hasSuffix("ended") {
            await wait(0.05, in: host)
        }
        // Each tick is an event of its own: the change to zero runs the action, however many
        // changes came before it (one dispatch limit per event had stopped it after two).
        #expect(host.screen[0].hasPrefix("Left 0, ") && host.screen[0].hasSuffix(" changes, ended"))
    }

    @Test func aPeriodStartingLaterShowsItsStartAndEveryMinuteItsMinute() {
        let start = Date().addingTimeInterval(3600)
        let host = TestHost(Ticks(start: start), width: 40, height: 12)
        #expect(host.screen[0] == "Tick 0", "before its start a period shows its start")
        let now = Date(timeIntervalSinceReferenceDate: 90)
        var minutes = EveryMinuteTimelineSchedule().entries(from: now, mode: .normal).makeIterator()
        #expect(minutes.next() == Date(timeIntervalSinceReferenceDate: 60))
        #expect(minutes.next() == Date(timeIntervalSinceReferenceDate: 120))
    }

    /// A timeline paused by a button, as `.animation(minimumInterval:paused:)` is written.
    private struct Pausable: View {
        let start: Date
        @State private var paused = false
        var body: some View {
            VStack {
                TimelineView(.animation(minimumInterval: 0.05, paused: paused)) { context in
                    Text("Frame \(Int((context.date.timeIntervalSince(start) / 0.05).rounded()))")
                }
                Button(paused ? "Resume" : "Pause") { paused.toggle() }
            }
        }
    }

    @Test func aScheduleThatChangesStartsAgainAndAPausedOneStops() async {
        let host = TestHost(Pausable(start: Date()), width: 40, height: 6)
        await wait(0.3, in: host)
        let running = host.screen.first { $0.contains("Frame") } ?? ""
        #expect(running != "Frame 0" && !running.isEmpty, "it runs:\n\(host.screenText)")
        host.press(.return)
        let paused = host.screen.first { $0.contains("Frame") } ?? ""
        await wait(0.3, in: host)
        #expect(host.shows("Resume"))
        #expect(host.screen.first { $0.contains("Frame") } == paused, "paused, the date stays")
        host.press(.return)
        await wait(0.3, in: host)
        #expect(host.screen.first { $0.contains("Frame") } != paused, "resumed, it runs again")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Ticks(start: Date()), width: size.width, height: size.height)
        Snapshot.assert(host, named: "timelineview-\(size.width)x\(size.height)")
    }
}
