import Foundation

/// Writes how far a date is from another (`in 2 days`, `3 hours ago`, `yesterday`), as
/// Foundation's `RelativeDateTimeFormatter`, which swift-corelibs-foundation lacks: SwiftUI code
/// counting down to an event compiles with `import TerminalUI` alone.
///
/// Written by Foundation's `Date.AnchoredRelativeFormatStyle`, in the formatter's locale and
/// calendar: the largest unit that is not zero, as Apple's formatter writes it.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a day next to today is named (`yesterday`) or counted (`1 day ago`).
    public enum DateTimeStyle: Int, Sendable {
        case numeric, named
    }

    /// How wide the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// `in 2 hours`.
        case full
        /// `in two hours`.
        case spellOut
        /// `in 2 hr.`.
        case short
        /// `in 2h`.
        case abbreviated
    }

    open var dateTimeStyle = DateTimeStyle.numeric
    open var unitsStyle = UnitsStyle.full
    open var formattingContext = Formatter.Context.unknown
    open var calendar: Calendar! = .current
    open var locale: Locale! = .current

    /// `date` as seen from `referenceDate`: `in 2 days` when it is later, `2 days ago` when it
    /// is earlier.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: presentation, unitsStyle: width, locale: locale ?? .current,
            calendar: calendar ?? .current)
        style.capitalizationContext = capitalization
        return style.format(referenceDate)
    }

    /// The span `timeInterval` seconds from now: `in 5 minutes`, or `5 minutes ago` when negative.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The span `dateComponents` add up to, from now.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let calendar = self.calendar ?? .current
        let now = Date()
        return localizedString(for: calendar.date(byAdding: dateComponents, to: now) ?? now, relativeTo: now)
    }

    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private var presentation: Date.RelativeFormatStyle.Presentation {
        dateTimeStyle == .named ? .named : .numeric
    }

    private var width: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }

    private var capitalization: FormatStyleCapitalizationContext {
        switch formattingContext {
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        case .standalone: .standalone
        case .listItem: .listItem
        default: .unknown
        }
    }
}
