import Foundation

extension Text {
    /// How `Text(_:style:)` writes a date, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }

        let kind: Kind

        /// The time of day, in the user's locale (`2:05 PM` under `en_US`).
        public static let time = DateStyle(kind: .time)
        /// The day, in the user's locale (`December 2, 2026` under `en_US`).
        public static let date = DateStyle(kind: .date)
        /// The time from now (`in 5 minutes`, `2 hours ago`).
        public static let relative = DateStyle(kind: .relative)
        /// The signed time from now (`+5 minutes`, `-2 hours`).
        public static let offset = DateStyle(kind: .offset)
        /// A clock counting from or to the date (`0:05`, `1:02:03`).
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text showing `date` in `style`. **Approximated:** written when the view is evaluated;
    /// SwiftUI keeps relative, offset and timer styles counting (re-evaluate, with a
    /// `TimelineView` for one, to keep them current).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.string(date, style: style, now: Date()))
    }

    /// Text showing a timer over `timerInterval` (`4:05`), as SwiftUI's: the time left to its
    /// end when `countsDown`, else the time since its start, held within the interval, and
    /// stopped at `pauseTime` when given. Without `showsHours`, minutes count past 59.
    /// **Approximated** as `Text(_:style: .timer)`: written when the view is evaluated.
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
        let elapsed =
            countsDown
            ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: Self.clock(Int(elapsed.rounded(.down)), showsHours: showsHours))
    }

    /// `total` seconds as a clock: `0:05`, `12:34`, `1:02:03` (`62:03` without hours).
    nonisolated private static func clock(_ total: Int, showsHours: Bool = true) -> String {
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        guard showsHours, hours > 0 else { return String(format: "%d:%02d", total / 60, seconds) }
        return String(format: "%d:%02d:%02d", hours, minutes, seconds)
    }

    /// Text showing the span `dates` (`1/2/26, 9:00 AM – 10:00 AM`): both ends as a date and a
    /// short time, the date once when they share a day.
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: Self.string(dates.lowerBound, to: dates.upperBound))
    }

    /// Text showing the span `interval`, as `Text(_: ClosedRange<Date>)`.
    public init(_ interval: DateInterval) {
        self.init(verbatim: Self.string(interval.start, to: interval.end))
    }

    nonisolated static func string(_ start: Date, to end: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = .process
        (formatter.dateStyle, formatter.timeStyle) = (.short, .short)
        let from = formatter.string(from: start)
        if Calendar.current.isDate(start, inSameDayAs: end) { formatter.dateStyle = .none }
        return from + " – " + formatter.string(from: end)
    }

    nonisolated static func string(_ date: Date, style: DateStyle, now: Date) -> String {
        switch style.kind {
        case .time:
            return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: .process))
        case .date:
            return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: .process))
        case .relative:
            let seconds = date.timeIntervalSince(now)
            let words = Self.largestUnit(of: seconds)
            return seconds < 0 ? words + " ago" : "in " + words
        case .offset:
            let seconds = date.timeIntervalSince(now)
            return (seconds < 0 ? "-" : "+") + Self.largestUnit(of: seconds)
        case .timer:
            return clock(Int(abs(date.timeIntervalSince(now)).rounded(.down)))
        }
    }

    /// `seconds` (its magnitude) in its largest whole unit: `1 second`, `5 minutes`, `2 days`.
    nonisolated private static func largestUnit(of seconds: TimeInterval) -> String {
        let total = Int(abs(seconds).rounded(.down))
        let units: [(String, Int)] = [
            ("year", 365 * 86_400), ("week", 7 * 86_400), ("day", 86_400), ("hour", 3_600), ("minute", 60),
        ]
        let (name, size) = units.first { total >= $0.1 } ?? ("second", 1)
        let count = total / size
        return "\(count) \(name)\(count == 1 ? "" : "s")"
    }
}
