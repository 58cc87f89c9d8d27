import Testing

@testable import TerminalUICore

@Suite("DatePicker")
@MainActor
struct DatePickerTests {
    @Test func aDateIsEditedAsAnISOFieldAndClampedToItsRange() throws {
        let calendar = Calendar.current
        let start = try #require(calendar.date(from: DateComponents(year: 2026, month: 3, day: 4)))
        let end = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 31)))
        let date = RecordedValue(start)
        let host = TestHost(
            DatePicker("Due", selection: date.binding, in: start...end, displayedComponents: .date), width: 30,
            height: 1)
        #expect(host.screen[0] == "Due 2026-03-04")
        #expect(host.focusedFrame == Rect(x: 0, y: 0, width: 30, height: 1), "focus shows on the label and the field")
        host.press("u", modifiers: .control)
        host.type("2026-05-06")
        #expect(date.writes.last == calendar.date(from: DateComponents(year: 2026, month: 5, day: 6)))
        host.press("u", modifiers: .control)
        host.type("2027-01-01")
        #expect(date.writes.last == end)
        host.press(.return)
        #expect(host.screen[0] == "Due 2026-12-31")
    }
}

@Suite("DatePicker components")
@MainActor
struct DatePickerComponentTests {
    private static let calendar = DatePickerFieldFormat.calendar

    @Test func aTimePickerChangesTheTimeOfTheDayItHad() throws {
        let start = try #require(
            Self.calendar.date(from: DateComponents(year: 2026, month: 3, day: 4, hour: 9, minute: 5)))
        let date = RecordedValue(start)
        let host = TestHost(
            DatePicker("Alarm", selection: date.binding, displayedComponents: .hourAndMinute), width: 30, height: 1)
        #expect(host.screen[0] == "Alarm 09:05", "hours and minutes, no seconds")
        host.press("u", modifiers: .control)
        host.type("23:50")
        let written = try #require(date.writes.last)
        let parts = Self.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: written)
        #expect([parts.year, parts.month, parts.day, parts.hour, parts.minute] == [2026, 3, 4, 23, 50])
    }

    private struct Both: View {
        @State var date: Date
        var body: some View {
            VStack(alignment: .leading) {
                DatePicker("Day", selection: $date, displayedComponents: .date)
                DatePicker("When", selection: $date)
            }
        }
    }

    @Test func aDatePickerKeepsTheTimeAndBothShowTogether() throws {
        let start = try #require(
            Self.calendar.date(from: DateComponents(year: 2026, month: 3, day: 4, hour: 9, minute: 5)))
        let host = TestHost(Both(date: start), width: 30, height: 2)
        #expect(host.screen[1] == "When 2026-03-04 09:05")
        host.press("u", modifiers: .control)
        host.type("2026-07-01")
        #expect(host.screen[1] == "When 2026-07-01 09:05", "the day changes, the time stays")
    }

    @Test func aDateOutsideTheRangeShowsClampedAndHiddenLabelsAreLeftOut() throws {
        let floor = try #require(Self.calendar.date(from: DateComponents(year: 2030, month: 1, day: 1)))
        let host = TestHost(
            VStack(alignment: .leading) {
                DatePicker(
                    "From", selection: .constant(Date(timeIntervalSince1970: 0)), in: floor...,
                    displayedComponents: .date)
                DatePicker("Hidden", selection: .constant(floor), displayedComponents: .date).labelsHidden()
            }, width: 30, height: 2)
        #expect(host.screen[0] == "From 2030-01-01")
        #expect(host.screen[1] == "2030-01-01")
    }

    /// The end of an interval picked from its start on (`in: start...`), where the user typed a
    /// start year past 4000 (past `Date.distantFuture`): the bound is a date like any other, as
    /// is a bound before `Date.distantPast` at the other end.
    @Test func aRangeOpenAtOneEndTakesAnyDateAsItsBound() throws {
        let start = try #require(Self.calendar.date(from: DateComponents(year: 5000, month: 1, day: 1)))
        let end = RecordedValue(try #require(Self.calendar.date(from: DateComponents(year: 2026, month: 1, day: 1))))
        let ancient = Date.distantPast.addingTimeInterval(-86_400)
        let due = RecordedValue(Date.distantPast)
        let host = TestHost(
            VStack(alignment: .leading) {
                DatePicker("End", selection: end.binding, in: start..., displayedComponents: .date)
                DatePicker("Due", selection: due.binding, in: ...ancient, displayedComponents: .date)
            }, width: 30, height: 2)
        #expect(host.screen[0] == "End 5000-01-01", "clamped up to its bound:\n\(host.screenText)")
        host.press("u", modifiers: .control)
        host.type("6000-02-03")
        #expect(end.writes.last == Self.calendar.date(from: DateComponents(year: 6000, month: 2, day: 3)))
        host.press(.tab)
        host.press("u", modifiers: .control)
        host.type("2026-01-01")
        #expect(due.writes.last == ancient, "clamped down to its bound")
    }

    @Test func textThatIsNotADateOfTheFormWritesNothing() throws {
        let start = try #require(Self.calendar.date(from: DateComponents(year: 2026, month: 3, day: 4)))
        let date = RecordedValue(start)
        let host = TestHost(
            DatePicker("Day", selection: date.binding, displayedComponents: .date), width: 30, height: 1)
        host.press("u", modifiers: .control)
        host.type("2026-02-30")
        host.type("x")
        #expect(
            date.writes.allSatisfy {
                Self.calendar.component(.month, from: $0) != 2 || Self.calendar.component(.day, from: $0) < 30
            })
    }

    /// Apple's Birthdays tutorial writes the friend's name field as the date picker's label.
    private struct Birthday: View {
        @State private var name = ""
        @State private var date = Date(timeIntervalSince1970: 0)
        var body: some View {
            VStack {
                DatePicker(selection: $date, displayedComponents: .date) {
                    TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                }
                Text("Friend: \(name)")
            }
        }
    }

    @Test func aFieldInTheLabelIsAControlOfItsOwnFocusedOnItsOwn() throws {
        let host = TestHost(Birthday(), width: 40, height: 2)
        let name = try #require(host.locate("Name"))
        #expect(host.focusedFrame?.contains(name) == true, "the first control:\n\(host.screenText)")
        #expect(host.focusedFrame?.width ?? 0 < 40, "its own frame, not the picker's")
        host.type("Zoe")
        #expect(host.shows("Friend: Zoe"))
        host.press(.tab)
        let date = try #require(host.locate("1970-01-01"))
        #expect(host.focusedFrame?.contains(date) == true && host.focusedFrame?.contains(name) == false)
        #expect(host.focusProblem == nil)
    }
}
