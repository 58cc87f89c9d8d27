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

    @Test func aPeriodStartingLaterShowsItsStartAndEveryMinuteItsMinute() {
        let start = Date().addingTimeInterval(3600)
        let host = TestHost(Ticks(start: start), width: 40, height: 12)
        #expect(host.screen[0] == "Tick 0", "before its start a period shows its start")
        let now = Date(timeIntervalSinceReferenceDate: 90)
        var minutes = EveryMinuteTimelineSchedule().entries(from: now, mode: .normal).makeIterator()
        #expect(minutes.next() == Date(timeIntervalSinceReferenceDate: 60))
        #expect(minutes.next() == Date(timeIntervalSinceReferenceDate: 120))
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Ticks(start: Date()), width: size.width, height: size.height)
        Snapshot.assert(host, named: "timelineview-\(size.width)x\(size.height)")
    }
}
