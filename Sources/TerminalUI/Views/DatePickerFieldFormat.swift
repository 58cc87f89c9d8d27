import Foundation

/// How a `DatePicker`'s field shows and reads a date: `2026-12-01`, `14:30` or
/// `2026-12-01 14:30` in the current time zone, by the components the picker shows. Reading a
/// field of some components keeps the others from `reference` (the picker's date), so a time
/// picker changes the time of the day it had and a date picker keeps its time.
struct DatePickerFieldFormat: ParseableFormatStyle {
    let showsDate: Bool
    let showsTime: Bool
    /// The date the picker holds, whose components the field does not show are kept.
    let reference: Date

    var parseStrategy: Strategy { Strategy(format: self) }

    func format(_ value: Date) -> String {
        let parts = Self.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: value)
        let date = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        switch (showsDate, showsTime) {
        case (true, false): return date
        case (false, true): return time
        default: return "\(date) \(time)"
        }
    }

    /// The current calendar in the current time zone: the field shows local dates and times.
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar
    }

    /// Reads a field: its shown components over the reference date's others.
    struct Strategy: ParseStrategy {
        let format: DatePickerFieldFormat

        func parse(_ value: String) throws -> Date {
            let words = value.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count == (format.showsDate && format.showsTime ? 2 : 1) else { throw Malformed() }
            let calendar = DatePickerFieldFormat.calendar
            var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: format.reference)
            var next = words.makeIterator()
            if format.showsDate {
                let numbers = try Self.numbers(next.next(), separator: "-", count: 3)
                (parts.year, parts.month, parts.day) = (numbers[0], numbers[1], numbers[2])
            }
            if format.showsTime {
                let numbers = try Self.numbers(next.next(), separator: ":", count: 2)
                (parts.hour, parts.minute) = (numbers[0], numbers[1])
            }
            guard parts.isValidDate(in: calendar), let date = calendar.date(from: parts) else { throw Malformed() }
            return date
        }

        /// `count` whole numbers separated by `separator`.
        private static func numbers(_ word: Substring?, separator: Character, count: Int) throws -> [Int] {
            let numbers = (word ?? "").split(separator: separator, omittingEmptySubsequences: false).compactMap {
                $0.allSatisfy(\.isASCII) ? Int($0) : nil
            }
            guard numbers.count == count else { throw Malformed() }
            return numbers
        }
    }

    /// A field that is not a date of the picker's form.
    struct Malformed: Error {}
}
