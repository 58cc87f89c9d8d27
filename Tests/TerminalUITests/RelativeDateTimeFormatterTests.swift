import Foundation
import Testing

@testable import TerminalUICore

@Suite("RelativeDateTimeFormatter")
struct RelativeDateTimeFormatterTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func formatter(_ units: RelativeDateTimeFormatter.UnitsStyle = .full) -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.unitsStyle = units
        return formatter
    }

    @Test func aLaterDateIsInSomeTimeAndAnEarlierOneSomeTimeAgo() {
        let formatter = formatter()
        #expect(formatter.localizedString(for: now.addingTimeInterval(2 * 86_400), relativeTo: now) == "in 2 days")
        #expect(formatter.localizedString(for: now.addingTimeInterval(-3 * 3_600), relativeTo: now) == "3 hours ago")
    }

    @Test func aNamedStyleNamesTheDaysNextToToday() {
        let formatter = formatter()
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now) == "yesterday")
        #expect(formatter.localizedString(for: now.addingTimeInterval(86_400), relativeTo: now) == "tomorrow")
    }

    @Test func theUnitsStyleSetsTheirWidth() {
        let later = now.addingTimeInterval(2 * 3_600)
        #expect(formatter(.spellOut).localizedString(for: later, relativeTo: now) == "in two hours")
        #expect(formatter(.short).localizedString(for: later, relativeTo: now) == "in 2 hr.")
        #expect(formatter(.abbreviated).localizedString(for: later, relativeTo: now) == "in 2h")
    }

    @Test func anIntervalAndComponentsCountFromNow() {
        let formatter = formatter()
        #expect(formatter.localizedString(fromTimeInterval: -120) == "2 minutes ago")
        #expect(formatter.localizedString(from: DateComponents(day: 3)) == "in 3 days")
        #expect(formatter.string(for: "not a date") == nil)
    }
}
