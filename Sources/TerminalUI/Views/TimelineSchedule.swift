import Foundation

/// The dates at which a `TimelineView` shows its content again, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The dates, in order.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates from `startDate` on: the first is the one to show at `startDate`.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

extension TimelineSchedule {
    /// How often a timeline may update, as SwiftUI's `TimelineSchedule.Mode`.
    public typealias Mode = TimelineScheduleMode
}

/// How often a timeline may update, as SwiftUI's `TimelineScheduleMode`; a terminal always runs
/// in `.normal`.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// Every `interval` seconds from a date, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    let start: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.start = startDate
        self.interval = max(interval, 0.001)
    }

    /// The period's last boundary at or before `startDate` (the start, before it), then every
    /// `interval` after.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        let elapsed = max(0, startDate.timeIntervalSince(start))
        let first = start.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
        let interval = interval
        return sequence(first: first) { $0.addingTimeInterval(interval) }
    }
}

/// At the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    public init() {}

    /// The start of `startDate`'s minute, then of every minute after.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        let minute = Date(
            timeIntervalSinceReferenceDate: (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
        return sequence(first: minute) { $0.addingTimeInterval(60) }
    }
}

/// At the given dates, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    public init(_ dates: Dates) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates {
        dates
    }
}

/// As often as frames are drawn, as SwiftUI's `AnimationTimelineSchedule`. **Approximated:**
/// every `minimumInterval` (a tenth of a second by default: a terminal's screen is not redrawn
/// at display rates); `paused` stops it.
public struct AnimationTimelineSchedule: TimelineSchedule, Hashable, Sendable {
    let interval: TimeInterval
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.interval = max(minimumInterval ?? 0.1, 0.001)
        self.paused = paused
    }

    /// `startDate`, then every interval after unless paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        let interval = interval
        let paused = paused
        return sequence(first: startDate) { paused ? nil : $0.addingTimeInterval(interval) }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as the screen is drawn (see `AnimationTimelineSchedule`).
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every `minimumInterval` seconds unless `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<Dates: Sequence>(_ dates: Dates) -> ExplicitTimelineSchedule<Dates>
    where Self == ExplicitTimelineSchedule<Dates> {
        ExplicitTimelineSchedule(dates)
    }
}
