import Foundation

/// What a measurement is for, as Foundation's `MeasurementFormatUnitUsage` (`.general`,
/// `.asProvided`, `.road`, `.weather`, `.personHeight`, …), which swift-corelibs-foundation
/// lacks on Linux.
///
/// **Approximated:** every usage writes the measurement in the unit it has, as `.asProvided`
/// does; a Mac converts the others to the units its locale prefers (miles on a US road).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    private let name: String

    private init(_ name: String) { self.name = name }

    public static var general: Self { Self("general") }
    public static var asProvided: Self { Self("asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var person: Self { Self("person") }
    public static var personHeight: Self { Self("personHeight") }
    public static var road: Self { Self("road") }
    public static var focalLength: Self { Self("focalLength") }
    public static var rainfall: Self { Self("rainfall") }
    public static var snowfall: Self { Self("snowfall") }
    public static var visibility: Self { Self("visibility") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var person: Self { Self("person") }
    public static var weather: Self { Self("weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    public static var personWeight: Self { Self("personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    public static var liquid: Self { Self("liquid") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    public static var food: Self { Self("food") }
    public static var workout: Self { Self("workout") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    public static var wind: Self { Self("wind") }
}

extension Measurement where UnitType: Dimension {
    /// Writes a measurement as text, as Foundation's `Measurement.FormatStyle`, which
    /// swift-corelibs-foundation lacks on Linux: its value in the locale's digits (at most three
    /// decimals unless `numberFormatStyle` says otherwise) and its unit in `width` — `5 km`,
    /// `5km`, `5 kilometers`; a temperature `20°C`, or `20°` when `hidesScaleName`.
    ///
    /// **Approximated:** units are named in English whatever the locale, in the unit the
    /// measurement has (see `MeasurementFormatUnitUsage`).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much of the unit's name is written.
        public enum UnitWidth: Codable, Hashable, Sendable {
            /// The whole name: `5 kilometers`.
            case wide
            /// The symbol: `5 km`.
            case abbreviated
            /// The symbol without a space: `5km`.
            case narrow
        }

        public var width: UnitWidth
        /// The locale whose digits the value is written in; by default the user's.
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>
        public var hidesScaleName: Bool
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(
            width: UnitWidth, locale: Locale? = nil, usage: MeasurementFormatUnitUsage<UnitType> = .general,
            hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale ?? .process
            self.usage = usage
            self.hidesScaleName = hidesScaleName
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let numbers = numberFormatStyle ?? FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0...3))
            let value = measurement.value.formatted(numbers.locale(locale))
            let width: UnitNameWidth =
                switch width {
                case .wide: .wide
                case .abbreviated: .abbreviated
                case .narrow: .narrow
                }
            return MeasurementText.join(
                value, count: measurement.value, unit: measurement.unit, width: width, hidesScaleName: hidesScaleName)
        }

        /// The style with numbers written as `locale` writes them.
        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }
    }

    /// The measurement as text, its unit abbreviated: `5 km`.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// The measurement as text, as `style` writes it.
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == Self {
        style.format(self)
    }
}

extension FormatStyle {
    /// A measurement's value and unit, as Foundation's `.measurement(width:usage:numberFormatStyle:)`.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitType> = .general, hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(
            width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
    }
}

/// How much of a unit's name is written; shared by `Measurement.FormatStyle` and
/// `MeasurementFormatter`.
enum UnitNameWidth {
    case wide, abbreviated, narrow
}

/// Joins a formatted value and its unit in a width.
enum MeasurementText {
    static func join(_ value: String, count: Double, unit: Unit, width: UnitNameWidth, hidesScaleName: Bool) -> String {
        let degrees = count == 1 ? "degree" : "degrees"
        if unit is UnitTemperature, unit.symbol.hasPrefix("°") {
            if width == .wide { return "\(value) \(degrees)" + (hidesScaleName ? "" : wideScale(unit)) }
            return "\(value)\(hidesScaleName ? "°" : unit.symbol)"
        }
        if unit is UnitAngle, unit.symbol == "°" {
            return width == .wide ? "\(value) \(degrees)" : "\(value)°"
        }
        let names = UnitNames.of(unit)
        switch width {
        case .wide: return "\(value) \(names.map { count == 1 ? $0.singular : $0.plural } ?? unit.symbol)"
        case .abbreviated, .narrow: return value + (width == .narrow ? "" : " ") + name(of: unit, width: width)
        }
    }

    /// A unit alone in a width: `kilometers`, `km`.
    static func name(of unit: Unit, width: UnitNameWidth) -> String {
        let names = UnitNames.of(unit)
        switch width {
        case .wide: return names?.plural ?? unit.symbol
        case .abbreviated: return names?.abbreviated ?? unit.symbol
        case .narrow: return names?.narrow ?? names?.abbreviated ?? unit.symbol
        }
    }

    /// The scale of a temperature's whole name: ` Celsius` of `degrees Celsius`.
    private static func wideScale(_ unit: Unit) -> String {
        guard let plural = UnitNames.of(unit)?.plural, let space = plural.firstIndex(of: " ") else { return "" }
        return String(plural[space...])
    }
}
