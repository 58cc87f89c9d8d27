import Foundation

/// Writes measurements as text, as Foundation's `MeasurementFormatter`, which
/// swift-corelibs-foundation declares but marks unavailable on Linux: SwiftUI code formatting a
/// `Measurement` compiles with `import TerminalUI` alone.
///
/// **Approximated:** the value through `numberFormatter`, a space, and the unit's symbol
/// (`828.5 km²`), in the unit the measurement has (`unitOptions` and `unitStyle` are kept but
/// do not convert or spell out units).
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

    /// `measurement` as text: its value, a space and its unit's symbol.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        let value = numberFormatter.string(from: NSNumber(value: measurement.value)) ?? "\(measurement.value)"
        return "\(value) \(measurement.unit.symbol)"
    }

    /// `unit`'s symbol.
    open func string(from unit: Unit) -> String {
        unit.symbol
    }

    open override func string(for obj: Any?) -> String? {
        guard let measurement = obj as? Measurement<Unit> else { return nil }
        return string(from: measurement)
    }
}
