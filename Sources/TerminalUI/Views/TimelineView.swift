import Foundation

/// A view whose content is built again at each date of a schedule, as SwiftUI's `TimelineView`:
/// `TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }`.
///
/// The content is built with the schedule's last date at or before now, and again at each later
/// date (a task on the main actor, between frames), while the view is in the tree. A schedule
/// that changes (`.animation(paused: true)` after a button, a new period) starts again from
/// now; schedules of one's own that are not `Hashable` are started once.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is built with, as SwiftUI's `TimelineView.Context`.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    @StateObject private var clock = TimelineClock()

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        content(Context(date: clock.date(following: schedule), cadence: .live))
            .onDisappear { clock.stop() }
    }
}

/// What a `TimelineView`'s content is built with.
public struct TimelineViewDefaultContext {
    /// How often a timeline updates, as SwiftUI's `TimelineView.Context.Cadence`: always
    /// `.live` in a terminal.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    /// The schedule's date the content is built for.
    public let date: Date
    public let cadence: Cadence
}

/// Walks a timeline's dates: publishes each as it comes, waiting on the main actor for the next.
@MainActor
final class TimelineClock: ObservableObject {
    @Published private(set) var date: Date?
    private var entries: AnyIterator<Date>?
    private var waiting: Task<Void, Never>?

    /// The schedule walked, when it can be compared: a different one starts again.
    private var walked: AnyHashable?

    /// The date to show for `schedule`: the current one, or (at first, or for a schedule other
    /// than the one walked) the first of walking it from now.
    func date<Schedule: TimelineSchedule>(following schedule: Schedule) -> Date {
        let key = (schedule as? any Hashable).map { AnyHashable($0) }
        if let date, key == walked { return date }
        walked = key
        return start(schedule)
    }

    /// Starts walking `schedule` from now; returns the date to show now.
    func start<Schedule: TimelineSchedule>(_ schedule: Schedule) -> Date {
        let now = Date()
        let iterator = schedule.entries(from: now, mode: .normal).makeIterator()
        entries = AnyIterator(iterator)
        let first = entries?.next() ?? now
        date = first
        scheduleNext(after: max(first, now))
        return first
    }

    /// Waits, on the main actor, for the first date after `current`.
    private func scheduleNext(after current: Date) {
        waiting?.cancel()
        waiting = nil
        var next = entries?.next()
        while let candidate = next, candidate <= current { next = entries?.next() }
        guard let next else { return }
        waiting = Task { [weak self] in
            let delay = next.timeIntervalSinceNow
            if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000)) }
            guard !Task.isCancelled else { return }
            self?.arrive(at: next)
        }
    }

    private func arrive(at next: Date) {
        date = next
        scheduleNext(after: max(next, Date()))
    }

    func stop() {
        waiting?.cancel()
        waiting = nil
        entries = nil
        date = nil
        walked = nil
    }
}
