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

extension MeasurementFormatterTests {
    @Test func theUnitStyleChoosesHowMuchOfTheUnitIsWritten() {
        let formatter = TerminalUICore.MeasurementFormatter()
        formatter.numberFormatter.locale = Locale(identifier: "en_US")
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        formatter.unitStyle = .short
        #expect(formatter.string(from: distance) == "5km")
        formatter.unitStyle = .long
        #expect(formatter.string(from: distance) == "5 kilometers")
        #expect(formatter.string(from: Measurement(value: 1, unit: UnitLength.feet)) == "1 foot")
        #expect(formatter.string(from: UnitMass.pounds) == "pounds")
        formatter.unitStyle = .medium
        formatter.unitOptions = .temperatureWithoutUnit
        #expect(formatter.string(from: Measurement(value: 21, unit: UnitTemperature.celsius)) == "21°")
    }
}

@Suite("Measurement.FormatStyle")
struct MeasurementFormatStyleTests {
    private let us = Locale(identifier: "en_US")

    @Test func formattedWritesTheValueAndTheUnitsSymbol() {
        let distance = Measurement(value: 32, unit: UnitLength.meters).converted(to: .kilometers)
        #expect(distance.formatted(.measurement(width: .abbreviated).locale(us)) == "0.032 km")
        #expect(
            Measurement(value: 1_234.5678, unit: UnitMass.grams).formatted(.measurement(width: .abbreviated).locale(us))
                == "1,234.568 g")
        // A measurement of any dimension, as a converter between units chosen at run time holds.
        let any = Measurement<Dimension>(value: 2, unit: UnitVolume.liters)
        #expect(any.formatted(.measurement(width: .abbreviated).locale(us)) == "2 L")
    }

    @Test func theWidthChoosesHowMuchOfTheUnitIsWritten() {
        let hours = Measurement(value: 8, unit: UnitDuration.hours)
        #expect(hours.formatted(.measurement(width: .wide).locale(us)) == "8 hours")
        #expect(hours.formatted(.measurement(width: .abbreviated).locale(us)) == "8 hr")
        #expect(hours.formatted(.measurement(width: .narrow).locale(us)) == "8h")
        #expect(
            Measurement(value: 1, unit: UnitLength.miles).formatted(.measurement(width: .wide).locale(us)) == "1 mile")
    }

    @Test func aTemperatureIsWrittenWithItsScaleUnlessHidden() {
        let temperature = Measurement(value: 21.5, unit: UnitTemperature.celsius)
        #expect(temperature.formatted(.measurement(width: .abbreviated).locale(us)) == "21.5°C")
        #expect(temperature.formatted(.measurement(width: .wide).locale(us)) == "21.5 degrees Celsius")
        #expect(
            temperature.formatted(.measurement(width: .abbreviated, usage: .weather, hidesScaleName: true).locale(us))
                == "21.5°")
    }

    @Test func aNumberStyleAndALocaleWriteTheValue() {
        let weight = Measurement(value: 72.456, unit: UnitMass.kilograms)
        let style = Measurement<UnitMass>.FormatStyle(
            width: .abbreviated, locale: Locale(identifier: "de_DE"), usage: .personWeight,
            numberFormatStyle: .number.precision(.fractionLength(1)))
        #expect(weight.formatted(style) == "72,5 kg")
    }

    @MainActor @Test func aTextShowsAFormattedMeasurement() {
        let host = TestHost(
            Text(Measurement(value: 3, unit: UnitLength.miles), format: .measurement(width: .wide)), width: 20,
            height: 1)
        #expect(host.screen[0] == "3 miles")
    }
}
