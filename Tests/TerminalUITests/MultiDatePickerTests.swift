import Foundation
import Testing

@testable import TerminalUICore

@Suite("MultiDatePicker")
@MainActor
struct MultiDatePickerTests {
    /// A calendar whose weeks start on Sunday, in UTC, so the month reads the same anywhere.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        calendar.firstWeekday = 1
        return calendar
    }()

    static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }

    /// March 2024, every day of it (the past: the cursor starts on its last day, nearest today).
    static let march = day(2024, 3, 1)..<day(2024, 4, 1)

    private struct Trip: View {
        @State var dates: Set<DateComponents> = []
        var bounds = MultiDatePickerTests.march

        var body: some View {
            Form {
                MultiDatePicker("Trip days", selection: $dates, in: bounds)
                Text("\(dates.count) days")
                Button("Book") {}
            }
            .environment(\.calendar, MultiDatePickerTests.calendar)
        }
    }

    private func days(_ selection: Set<DateComponents>) -> [Int] {
        selection.compactMap(\.day).sorted()
    }

    @Test func aMonthShowsItsTitleWeekdaysAndDaysInColumns() {
        let host = TestHost(Trip(), width: 40, height: 14)
        #expect(host.shows("Trip days"))
        #expect(host.shows("‹       March 2024        ›"))
        #expect(host.shows(" Su  Mo  Tu  We  Th  Fr  Sa"))
        // 1 March 2024 was a Friday.
        #expect(host.shows("                      1   2"))
        #expect(host.shows("  3   4   5   6   7   8   9"))
        #expect(host.shows(" 31"))
        #expect(host.shows("0 days"))
    }

    @Test func returnChoosesTheDayUnderTheCursorAndReturnAgainTakesItOut() {
        let dates = RecordedValue<Set<DateComponents>>([])
        let host = TestHost(
            MultiDatePicker("Days", selection: dates.binding, in: Self.march)
                .environment(\.calendar, Self.calendar), width: 30, height: 10)
        host.press(.return)
        #expect(days(dates.value) == [31], "the cursor starts on the allowed day nearest today")
        let written = dates.value.first
        #expect(written?.year == 2024 && written?.month == 3 && written?.era == 1)
        #expect(host.shows("•31"))
        host.press(.home)
        host.press(.rightArrow)
        host.press(.space)
        #expect(days(dates.value) == [2, 31])
        #expect(host.shows(" •2"))
        #expect(host.isReversed(" •2"), "the cursor's day shows reversed while focused")
        host.press(.return)
        #expect(days(dates.value) == [31], "Return on a chosen day takes it out")
        #expect(dates.writes.count == 3, "one write a press")
    }

    @Test func arrowsMoveByDayAndWeekAndPagesByMonth() {
        let dates = RecordedValue<Set<DateComponents>>([])
        let host = TestHost(
            MultiDatePicker("Days", selection: dates.binding).environment(\.calendar, Self.calendar), width: 30,
            height: 10)
        host.press(.pageUp)
        host.press(.home)
        host.press(.downArrow)
        host.press(.rightArrow)
        host.press(.return)
        let chosen = dates.value.first
        let today = Self.calendar.dateComponents([.year, .month], from: Date())
        let lastMonth = Self.calendar.date(byAdding: .month, value: -1, to: Date())!
        let expected = Self.calendar.dateComponents([.year, .month], from: lastMonth)
        #expect(chosen?.day == 9, "the first, a week on, a day on")
        #expect(chosen?.month == expected.month && chosen?.year == expected.year, "PgUp showed the month before")
        host.press(.pageDown)
        #expect(host.shows(Self.calendar.monthSymbols[today.month! - 1]), "PgDn comes back")
    }

    @Test func pastTheLastWeekDownMovesFocusOnInAForm() {
        let host = TestHost(Trip(), width: 40, height: 14)
        host.press(.end)
        host.press(.downArrow)
        #expect(host.isReversed("Book"), "↓ from the month's last week goes to the next row")
        host.press(.upArrow)
        host.press(.return)
        #expect(host.shows("1 days"), "↑ comes back to the month, where Return chooses")
    }

    @Test func daysOutsideTheBoundsCannotBeChosen() {
        let bounds = Self.day(2024, 3, 10)..<Self.day(2024, 3, 20)
        let dates = RecordedValue<Set<DateComponents>>([])
        let host = TestHost(
            MultiDatePicker("Days", selection: dates.binding, in: bounds).environment(\.calendar, Self.calendar),
            width: 30, height: 10)
        host.press(.home)
        host.press(.return)
        #expect(days(dates.value) == [10], "Home stops at the first allowed day")
        host.press(.leftArrow)
        host.press(.return)
        #expect(days(dates.value) == [], "← stayed on the 10th, so Return took it out")
        #expect(host.attributes(of: " 9").contains(.dim), "a day before the bounds is dim")
        #expect(!host.attributes(of: "12").contains(.dim))
        host.click(x: 5, y: 3)
        #expect(days(dates.value) == [], "a click on the 2nd, outside the bounds, chooses nothing")
    }

    @Test func anAppsOwnComponentsAreMarkedAndTakenOutByTheirDay() {
        let dates = RecordedValue<Set<DateComponents>>([DateComponents(year: 2024, month: 3, day: 5)])
        let host = TestHost(
            MultiDatePicker("Days", selection: dates.binding, in: ..<Self.day(2024, 4, 1))
                .environment(\.calendar, Self.calendar), width: 30, height: 10)
        #expect(host.shows(" •5"), "a day the app wrote without a calendar or era is shown chosen")
        let five = host.locate(" •5")!
        host.click(x: five.x + 1, y: five.y)
        #expect(dates.value.isEmpty, "a click on it takes it out")
        host.click(x: five.x + 2, y: five.y)
        #expect(days(dates.value) == [5], "another click chooses it again")
        host.click(x: 0, y: 1)
        #expect(host.shows("February 2024"), "a click on ‹ shows the month before")
    }

    @Test func aHiddenLabelLeavesTheMonthAlone() {
        let host = TestHost(
            MultiDatePicker("Days", selection: .constant([]), in: Self.march)
                .labelsHidden().environment(\.calendar, Self.calendar), width: 30, height: 9)
        #expect(host.screen[0].contains("March 2024"))
        #expect(!host.shows("Days"))
    }

    @Test func theTitleNamesTheMonthAsAHeadingInTheCalendarsLanguage() {
        var russian = Self.calendar
        russian.locale = Locale(identifier: "ru_RU")
        russian.firstWeekday = 2
        let host = TestHost(
            MultiDatePicker("Дни", selection: .constant([]), in: Self.march).environment(\.calendar, russian),
            width: 30, height: 10)
        #expect(host.shows("март 2024"), "the standalone name, not the one of a date (марта)")
        #expect(host.shows(" Пн  Вт  Ср  Чт  Пт  Сб  Вс"), "weeks start on the calendar's first weekday")
    }

    @Test(arguments: SnapshotTests.sizes)
    func snapshots(size: Size) {
        let host = TestHost(Trip(), width: size.width, height: size.height)
        host.press(.home)
        host.press(.return)
        host.press(.downArrow)
        host.press(.return)
        Snapshot.assert(host, named: "multidatepicker-\(size.width)x\(size.height)")
    }
}
