import Foundation

/// How a unit is written in each width, in English: `km` and `kilometers`, `hr` and `hours`.
/// Foundation on Linux knows units' symbols only; a unit not listed here is written with its
/// symbol in every width.
struct UnitNames: Sendable {
    let singular: String
    let plural: String
    /// The abbreviated symbol, where it differs from Foundation's (`hr` for `h`).
    let abbreviated: String?
    /// The narrow symbol, where it differs from the abbreviated one.
    let narrow: String?

    /// The unit's names, if listed.
    static func of(_ unit: Unit) -> UnitNames? {
        table[key(unit)]
    }

    private static func key(_ unit: Unit) -> String {
        "\(type(of: unit)) \(unit.symbol)"
    }

    private static let table: [String: UnitNames] = {
        var table: [String: UnitNames] = [:]
        func add(_ unit: Dimension, _ singular: String, _ plural: String, short: String? = nil, narrow: String? = nil) {
            table[key(unit)] = UnitNames(singular: singular, plural: plural, abbreviated: short, narrow: narrow)
        }
        add(UnitLength.kilometers, "kilometer", "kilometers")
        add(UnitLength.meters, "meter", "meters")
        add(UnitLength.decimeters, "decimeter", "decimeters")
        add(UnitLength.centimeters, "centimeter", "centimeters")
        add(UnitLength.millimeters, "millimeter", "millimeters")
        add(UnitLength.micrometers, "micrometer", "micrometers")
        add(UnitLength.nanometers, "nanometer", "nanometers")
        add(UnitLength.inches, "inch", "inches")
        add(UnitLength.feet, "foot", "feet")
        add(UnitLength.yards, "yard", "yards")
        add(UnitLength.miles, "mile", "miles")
        add(UnitLength.nauticalMiles, "nautical mile", "nautical miles", short: "nmi")
        add(UnitLength.lightyears, "light year", "light years")
        add(UnitMass.kilograms, "kilogram", "kilograms")
        add(UnitMass.grams, "gram", "grams")
        add(UnitMass.milligrams, "milligram", "milligrams")
        add(UnitMass.micrograms, "microgram", "micrograms")
        add(UnitMass.ounces, "ounce", "ounces")
        add(UnitMass.pounds, "pound", "pounds")
        add(UnitMass.stones, "stone", "stones")
        add(UnitMass.metricTons, "metric ton", "metric tons")
        add(UnitMass.shortTons, "ton", "tons", short: "tn")
        add(UnitMass.carats, "carat", "carats")
        add(UnitTemperature.celsius, "degree Celsius", "degrees Celsius")
        add(UnitTemperature.fahrenheit, "degree Fahrenheit", "degrees Fahrenheit")
        add(UnitTemperature.kelvin, "kelvin", "kelvins")
        add(UnitDuration.hours, "hour", "hours", short: "hr", narrow: "h")
        add(UnitDuration.minutes, "minute", "minutes", short: "min", narrow: "m")
        add(UnitDuration.seconds, "second", "seconds", short: "sec", narrow: "s")
        add(UnitDuration.milliseconds, "millisecond", "milliseconds")
        add(UnitDuration.microseconds, "microsecond", "microseconds")
        add(UnitDuration.nanoseconds, "nanosecond", "nanoseconds")
        add(UnitVolume.liters, "liter", "liters")
        add(UnitVolume.milliliters, "milliliter", "milliliters")
        add(UnitVolume.centiliters, "centiliter", "centiliters")
        add(UnitVolume.deciliters, "deciliter", "deciliters")
        add(UnitVolume.cubicMeters, "cubic meter", "cubic meters")
        add(UnitVolume.cubicCentimeters, "cubic centimeter", "cubic centimeters")
        add(UnitVolume.cubicFeet, "cubic foot", "cubic feet")
        add(UnitVolume.cubicInches, "cubic inch", "cubic inches")
        add(UnitVolume.cups, "cup", "cups", short: "c")
        add(UnitVolume.gallons, "gallon", "gallons")
        add(UnitVolume.quarts, "quart", "quarts")
        add(UnitVolume.pints, "pint", "pints")
        add(UnitVolume.fluidOunces, "fluid ounce", "fluid ounces")
        add(UnitVolume.tablespoons, "tablespoon", "tablespoons")
        add(UnitVolume.teaspoons, "teaspoon", "teaspoons")
        add(UnitSpeed.metersPerSecond, "meter per second", "meters per second")
        add(UnitSpeed.kilometersPerHour, "kilometer per hour", "kilometers per hour")
        add(UnitSpeed.milesPerHour, "mile per hour", "miles per hour")
        add(UnitSpeed.knots, "knot", "knots")
        add(UnitArea.squareMeters, "square meter", "square meters")
        add(UnitArea.squareKilometers, "square kilometer", "square kilometers")
        add(UnitArea.squareCentimeters, "square centimeter", "square centimeters")
        add(UnitArea.squareInches, "square inch", "square inches")
        add(UnitArea.squareFeet, "square foot", "square feet")
        add(UnitArea.squareYards, "square yard", "square yards")
        add(UnitArea.squareMiles, "square mile", "square miles")
        add(UnitArea.acres, "acre", "acres")
        add(UnitArea.hectares, "hectare", "hectares")
        add(UnitEnergy.kilojoules, "kilojoule", "kilojoules")
        add(UnitEnergy.joules, "joule", "joules")
        add(UnitEnergy.kilocalories, "kilocalorie", "kilocalories", short: "kcal")
        add(UnitEnergy.calories, "calorie", "calories")
        add(UnitEnergy.kilowattHours, "kilowatt hour", "kilowatt hours")
        add(UnitAngle.degrees, "degree", "degrees")
        add(UnitAngle.radians, "radian", "radians")
        return table
    }()
}
