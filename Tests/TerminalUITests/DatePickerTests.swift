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
