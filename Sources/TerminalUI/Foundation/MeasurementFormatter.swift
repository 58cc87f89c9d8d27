import Foundation

/// Writes measurements as text, as Foundation's `MeasurementFormatter`, which
/// swift-corelibs-foundation declares but marks unavailable on Linux: SwiftUI code formatting a
/// `Measurement` compiles with `import TerminalUI` alone.
///
/// **Approximated:** the value through `numberFormatter` and the unit in `unitStyle`'s width
/// (`.short` `5km`, `.medium` `5 km`, `.long` `5 kilometers`, named in English), in the unit the
/// measurement has: `unitOptions` does not convert (`.temperatureWithoutUnit` writes `20°`).
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// How units are written, as Foundation's `MeasurementFormatter.UnitOptions`.
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// Formats the values; by default as the locale writes decimals.
    open var numberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()
    open var unitOptions: UnitOptions = []
    open var unitStyle: Formatter.UnitStyle = .medium
    open var locale: Locale! = .current

    private var width: UnitNameWidth {
        switch unitStyle {
        case .short: .narrow
        case .long: .wide
        default: .abbreviated
        }
    }

    /// `measurement` as text: its value and its unit (`5 km`).
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        let value = numberFormatter.string(from: NSNumber(value: measurement.value)) ?? "\(measurement.value)"
        return MeasurementText.join(
            value, count: measurement.value, unit: measurement.unit, width: width,
            hidesScaleName: unitOptions.contains(.temperatureWithoutUnit))
    }

    /// `unit` alone in `unitStyle`'s width: `km`, or `kilometers` when `.long`.
    open func string(from unit: Unit) -> String {
        MeasurementText.name(of: unit, width: width)
    }

    open override func string(for obj: Any?) -> String? {
        guard let measurement = obj as? Measurement<Unit> else { return nil }
        return string(from: measurement)
    }
}
