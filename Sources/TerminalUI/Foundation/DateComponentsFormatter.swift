import Foundation

/// Writes lengths of time as text, as Foundation's `DateComponentsFormatter`, which
/// swift-corelibs-foundation declares but marks unavailable on Linux: a stopwatch or a timer
/// formatting its time compiles with `import TerminalUI` alone.
///
/// **Approximated:** in English whatever the locale. A time interval is rounded to the
/// smallest allowed unit and split into the allowed units from the largest (years and months
/// as the calendar counts them from the reference date); `.positional` writes `1:05:09`
/// (`00:05` with `.pad`), the other styles `1h 5m 9s` (`.abbreviated`), `1hr 5min 9sec`
/// (`.brief`), `1 hr, 5 min, 9 sec` (`.short`), `1 hour, 5 minutes, 9 seconds` (`.full`),
/// `one hour, five minutes, nine seconds` (`.spellOut`). `allowsFractionalUnits` and
/// `collapsesLargestUnit` are kept and change nothing.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written, as Foundation's `DateComponentsFormatter.UnitsStyle`.
    public enum UnitsStyle: Int, Sendable {
        case positional, abbreviated, short, full, spellOut, brief
    }

    /// Which units that are zero are left out, as Foundation's
    /// `DateComponentsFormatter.ZeroFormattingBehavior`.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let none = ZeroFormattingBehavior([])
        /// Leading zeros left out for `.positional`, all zeros for the other styles.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zeros kept, and each unit of a `.positional` time written with two digits or more.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// The units written, from the largest; none means all of them.
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units are written (0: no limit).
    open var maximumUnitCount = 0
    /// Writes "About " before the time.
    open var includesApproximationPhrase = false
    /// Writes " remaining" after the time.
    open var includesTimeRemainingPhrase = false
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var calendar: Calendar? = Calendar(identifier: .gregorian)

    public override init() { super.init() }

    public required init?(coder: NSCoder) { nil }

    /// `ti` seconds as text.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let units = writtenUnits
        let step = units.last?.seconds ?? 1
        let rounded = (abs(ti) / step).rounded() * step
        var calendar = self.calendar ?? Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let parts = calendar.dateComponents(
            Set(units.map(\.component)), from: start, to: start.addingTimeInterval(rounded))
        return format(units.map { ($0, parts.value(for: $0.component) ?? 0) }, negative: ti < 0 && rounded > 0)
    }

    /// The allowed units of `components` as text.
    open func string(from components: DateComponents) -> String? {
        format(writtenUnits.map { ($0, components.value(for: $0.component) ?? 0) }, negative: false)
    }

    /// The time from `startDate` to `endDate` as text.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for obj: Any?) -> String? {
        if let interval = obj as? TimeInterval { return string(from: interval) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }

    /// `components` in `unitsStyle`, with every unit it holds.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    // MARK: Writing

    private var writtenUnits: [TimeUnit] {
        let units = TimeUnit.all.filter { allowedUnits.contains($0.unit) }
        return units.isEmpty ? TimeUnit.all : units
    }

    /// A unit and how many of it.
    private typealias Part = (unit: TimeUnit, value: Int)

    private func format(_ values: [Part], negative: Bool) -> String? {
        var shown = values
        let drops = zeroFormattingBehavior.contains(.default) ? defaultDrops : zeroFormattingBehavior
        if !zeroFormattingBehavior.contains(.pad) || unitsStyle != .positional {
            shown = dropZeros(shown, drops)
        }
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        if shown.isEmpty, let smallest = values.last { shown = [(smallest.unit, 0)] }
        var text: String
        if unitsStyle == .positional {
            let pad = zeroFormattingBehavior.contains(.pad)
            text = shown.enumerated().map { index, part in
                index == 0 && !pad ? "\(part.value)" : String(format: "%02d", part.value)
            }.joined(separator: ":")
        } else {
            text = shown.map { words($0.value, $0.unit) }.joined(separator: separator)
        }
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// `.default`: leading zeros for `.positional` (keeping its last two units), all zeros
    /// otherwise.
    private var defaultDrops: ZeroFormattingBehavior {
        unitsStyle == .positional ? .dropLeading : .dropAll
    }

    private func dropZeros(_ values: [Part], _ drops: ZeroFormattingBehavior) -> [Part] {
        let first = values.firstIndex { $0.value != 0 } ?? values.count
        let last = values.lastIndex { $0.value != 0 } ?? -1
        if unitsStyle == .positional {
            // Leading zeros go, but a positional time keeps its two smallest units: `0:05`.
            guard drops.contains(.dropLeading) else { return values }
            return Array(values[min(first, max(0, values.count - 2))...])
        }
        return values.enumerated().compactMap { index, part in
            guard part.value == 0 else { return part }
            let dropped =
                index < first
                ? drops.contains(.dropLeading)
                : index > last ? drops.contains(.dropTrailing) : drops.contains(.dropMiddle)
            return dropped ? nil : part
        }
    }

    private var separator: String {
        switch unitsStyle {
        case .abbreviated, .brief: " "
        default: ", "
        }
    }

    private func words(_ value: Int, _ unit: TimeUnit) -> String {
        switch unitsStyle {
        case .positional, .abbreviated: "\(value)\(unit.letter)"
        case .brief: "\(value)\(unit.short)"
        case .short: "\(value) \(unit.short)"
        case .full: "\(value) \(value == 1 ? unit.name : unit.name + "s")"
        case .spellOut: "\(Self.spelled(value)) \(value == 1 ? unit.name : unit.name + "s")"
        }
    }

    private static func spelled(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .spellOut
        return formatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }
}

/// A unit a `DateComponentsFormatter` writes, largest first.
private struct TimeUnit: Sendable {
    let unit: NSCalendar.Unit
    let component: Calendar.Component
    /// Its length, to round an interval to it (a month and a year as their average).
    let seconds: TimeInterval
    let letter: String
    let short: String
    let name: String

    static let all = [
        TimeUnit(unit: .year, component: .year, seconds: 31_556_952, letter: "y", short: "yr", name: "year"),
        TimeUnit(unit: .month, component: .month, seconds: 2_629_746, letter: "mo", short: "mth", name: "month"),
        TimeUnit(
            unit: .weekOfMonth, component: .weekOfMonth, seconds: 604_800, letter: "w", short: "wk", name: "week"),
        TimeUnit(unit: .day, component: .day, seconds: 86_400, letter: "d", short: "day", name: "day"),
        TimeUnit(unit: .hour, component: .hour, seconds: 3_600, letter: "h", short: "hr", name: "hour"),
        TimeUnit(unit: .minute, component: .minute, seconds: 60, letter: "m", short: "min", name: "minute"),
        TimeUnit(unit: .second, component: .second, seconds: 1, letter: "s", short: "sec", name: "second"),
    ]
}
