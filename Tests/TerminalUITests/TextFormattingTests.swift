import Foundation
import Testing

@testable import TerminalUICore

@Suite("Text formatting")
@MainActor
struct TextFormattingTests {
    @Test func aSpecifierFormatsTheNumber() {
        let total = 30.0
        let host = TestHost(Text("Total: \(total, specifier: "%.2f") (\(3, specifier: "%03d"))"), width: 30, height: 1)
        #expect(host.screen[0] == "Total: 30.00 (003)")
    }

    @Test func aFormatterWritesTheValue() {
        let dates = DateFormatter()
        dates.dateFormat = "yyyy-MM-dd"
        dates.timeZone = TimeZone(identifier: "UTC")
        let numbers = NumberFormatter()
        numbers.minimumFractionDigits = 2
        let host = TestHost(
            Text("On \(Date(timeIntervalSince1970: 0), formatter: dates): \(NSNumber(value: 1.5), formatter: numbers)"),
            width: 30, height: 1)
        #expect(host.screen[0] == "On 1970-01-01: 1.50")
    }

    @Test func dateStylesWriteTheDateAsSwiftUIsDo() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(Text.string(now.addingTimeInterval(300), style: .relative, now: now) == "in 5 minutes")
        #expect(Text.string(now.addingTimeInterval(-7_200), style: .relative, now: now) == "2 hours ago")
        #expect(Text.string(now.addingTimeInterval(1), style: .offset, now: now) == "+1 second")
        #expect(Text.string(now.addingTimeInterval(-3 * 86_400), style: .offset, now: now) == "-3 days")
        #expect(Text.string(now.addingTimeInterval(65), style: .timer, now: now) == "1:05")
        #expect(Text.string(now.addingTimeInterval(3_725), style: .timer, now: now) == "1:02:05")
        #expect(!Text.string(now, style: .time, now: now).isEmpty && !Text.string(now, style: .date, now: now).isEmpty)
    }

    @Test func aDateInterpolatedWithAStyleOrASpanIsWrittenAsItsTextIs() {
        let day = Date(timeIntervalSince1970: 1_000_000)
        #expect(Text("Date: \(day, style: .date)").string == "Date: " + Text(day, style: .date).string)
        #expect(Text("At \(day, style: .time)").string == "At " + Text(day, style: .time).string)
        let span = day...day.addingTimeInterval(3_600)
        #expect(Text("Booked \(span)").string == "Booked " + Text(span).string)
        #expect(Text(span).string.contains(" – "))
    }

    @Test func aTimerIntervalShowsTheTimeLeftOrSinceItsStart() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let interval = start...start.addingTimeInterval(3_725)
        let paused = start.addingTimeInterval(65)
        #expect(Text(timerInterval: interval, pauseTime: paused).string == "1:01:00", "left to the end")
        #expect(Text(timerInterval: interval, pauseTime: paused, countsDown: false).string == "1:05")
        #expect(Text(timerInterval: interval, pauseTime: start, showsHours: false).string == "62:05")
        #expect(
            Text(timerInterval: interval, pauseTime: start.addingTimeInterval(9_999)).string == "0:00",
            "held within the interval")
        let live = Text(timerInterval: Date()...Date().addingTimeInterval(600)).string
        #expect(live == "10:00" || live == "9:59", "counting down from now: \(live)")
    }

    @Test(arguments: SnapshotTests.sizes)
    func multilineAlignmentPlacesEachLine(size: Size) {
        let view = VStack(spacing: .rows(1)) {
            ForEach([TextAlignment.leading, .center, .trailing], id: \.self) { alignment in
                Text("The quick brown fox jumps over the lazy dog")
                    .lineLimit(nil)
                    .multilineTextAlignment(alignment)
                    .frame(width: .columns(20))
            }
        }
        let host = TestHost(view, width: size.width, height: size.height)
        Snapshot.assert(host, named: "multiline-alignment-\(size.width)x\(size.height)")
    }
}
