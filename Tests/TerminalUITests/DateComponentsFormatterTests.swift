import Foundation
import Testing

@testable import TerminalUICore

@Suite("DateComponentsFormatter")
struct DateComponentsFormatterTests {
    private func formatter(
        _ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle = .positional,
        zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default
    ) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = units
        formatter.unitsStyle = style
        formatter.zeroFormattingBehavior = zeros
        return formatter
    }

    @Test func aPositionalTimeDropsLeadingZerosButKeepsMinutesAndSeconds() {
        let clock = formatter([.hour, .minute, .second])
        #expect(clock.string(from: 3_725) == "1:02:05")
        #expect(clock.string(from: 65) == "1:05")
        #expect(clock.string(from: 5) == "0:05")
        #expect(clock.string(from: 0) == "0:00")
        #expect(clock.string(from: 59.6) == "1:00", "rounded to the smallest unit")
    }

    @Test func padKeepsEveryUnitWithTwoDigits() {
        let stopwatch = formatter([.minute, .second], zeros: .pad)
        #expect(stopwatch.string(from: 5) == "00:05")
        #expect(stopwatch.string(from: 754) == "12:34")
        #expect(formatter([.hour, .minute, .second], zeros: .pad).string(from: 65) == "00:01:05")
    }

    @Test func namedStylesWriteTheUnitsThatAreNotZero() {
        #expect(formatter([.hour, .minute, .second], .abbreviated).string(from: 3_605) == "1h 5s")
        #expect(formatter([.hour, .minute], .brief).string(from: 3_900) == "1hr 5min")
        #expect(formatter([.hour, .minute], .short).string(from: 7_260) == "2 hr, 1 min")
        #expect(formatter([.day, .hour], .full).string(from: 90_000) == "1 day, 1 hour")
        #expect(formatter([.minute, .second], .full).string(from: 0) == "0 seconds")
        #expect(formatter([.minute], .spellOut).string(from: 180) == "three minutes")
        #expect(
            formatter([.hour, .minute, .second], .full, zeros: .dropLeading).string(from: 60) == "1 minute, 0 seconds")
    }

    @Test func componentsDatesPhrasesAndUnitCounts() {
        let full = formatter([.hour, .minute, .second], .abbreviated)
        #expect(full.string(from: DateComponents(hour: 2, minute: 30)) == "2h 30m")
        let start = Date(timeIntervalSince1970: 0)
        #expect(full.string(from: start, to: start.addingTimeInterval(90)) == "1m 30s")
        full.maximumUnitCount = 1
        full.includesApproximationPhrase = true
        full.includesTimeRemainingPhrase = true
        #expect(full.string(from: 3_725) == "About 1h remaining")
        #expect(formatter([.minute, .second]).string(from: -65) == "-1:05")
        #expect(
            DateComponentsFormatter.localizedString(from: DateComponents(minute: 2), unitsStyle: .full) == "2 minutes")
    }
}
