import Foundation
import Testing

@testable import TerminalUICore

/// A reminder's date and time, with the chosen date shown beneath as the app formats it.
private struct Reminder: View {
    @State var when: Date
    let range: ClosedRange<Date>?

    var body: some View {
        VStack(alignment: .leading) {
            if let range {
                DatePicker("When", selection: $when, in: range)
            } else {
                DatePicker("When", selection: $when)
            }
            Text("chosen \(DatePickerFieldFormat(showsDate: true, showsTime: true, reference: when).format(when))")
        }
    }
}

@Suite("DatePicker ↑/↓")
@MainActor
struct DateFieldStepperTests {
    private static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Date {
        DatePickerFieldFormat.calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    @Test func theArrowsStepThePartTheCursorIsIn() {
        let host = TestHost(Reminder(when: Self.date(2026, 1, 31, 23, 59), range: nil), width: 40, height: 4)
        #expect(host.screenText.contains("chosen 2026-01-31 23:59"))
        host.press(.upArrow)
        #expect(
            host.screenText.contains("chosen 2026-02-01 00:00"),
            "the minute, as focus leaves the cursor at the end:\n\(host.screenText)")
        host.press(.home)
        host.press(.downArrow)
        #expect(
            host.screenText.contains("chosen 2025-02-01 00:00"),
            "the year, the cursor at the start:\n\(host.screenText)")
        for _ in 0..<6 { host.press(.rightArrow) }
        host.press(.upArrow)
        #expect(host.screenText.contains("chosen 2025-03-01 00:00"), "the month:\n\(host.screenText)")
        #expect(
            host.screenText.contains("When") && host.screenText.contains("2025-03-01 00:00"),
            "the field shows it:\n\(host.screenText)")
    }

    /// A birthday whose label holds the name's field, as Apple's tutorial writes it.
    private struct Birthday: View {
        @State var name = "Room 101"
        @State var day: Date

        var body: some View {
            VStack(alignment: .leading) {
                DatePicker(selection: $day, displayedComponents: .date) { TextField("Name", text: $name) }
                Text("born \(DatePickerFieldFormat(showsDate: true, showsTime: false, reference: day).format(day))")
            }
        }
    }

    @Test func aFieldInTheLabelKeepsItsArrows() {
        let host = TestHost(Birthday(day: Self.date(1990, 5, 17, 12, 0)), width: 40, height: 4)
        #expect(host.screenText.contains("born 1990-05-17"))
        host.press(.upArrow)
        #expect(host.screenText.contains("born 1990-05-17"), "the name's field was focused:\n\(host.screenText)")
        let next = TestHost(Birthday(day: Self.date(1990, 5, 17, 12, 0)), width: 40, height: 4)
        next.press(.tab)
        next.press(.upArrow)
        #expect(next.screenText.contains("born 1990-05-18"), "the date's field steps its day:\n\(next.screenText)")
    }

    @Test func aStepStaysInTheRange() {
        let start = Self.date(2026, 6, 1, 9, 0)
        let host = TestHost(
            Reminder(when: start, range: start...Self.date(2026, 6, 1, 9, 2)), width: 40, height: 4)
        host.press(.downArrow)
        #expect(host.screenText.contains("chosen 2026-06-01 09:00"), "clamped to the lower bound:\n\(host.screenText)")
        for _ in 0..<5 { host.press(.upArrow) }
        #expect(host.screenText.contains("chosen 2026-06-01 09:02"), "clamped to the upper bound:\n\(host.screenText)")
    }
}
