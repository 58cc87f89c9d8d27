import Foundation
import Testing

@testable import TerminalUICore

@Suite("MeasurementFormatter")
struct MeasurementFormatterTests {
    @Test func aMeasurementIsItsFormattedValueAndItsUnitsSymbol() {
        let formatter = TerminalUICore.MeasurementFormatter()
        formatter.numberFormatter.locale = Locale(identifier: "en_US")
        formatter.numberFormatter.minimumFractionDigits = 1
        #expect(formatter.string(from: Measurement(value: 1216, unit: UnitArea.squareKilometers)) == "1,216.0 km²")
        #expect(formatter.string(from: UnitLength.meters) == "m")
    }
}
