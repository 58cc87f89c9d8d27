import Foundation

extension String {
    /// A text to localize, made from a literal or an interpolation, as Foundation's
    /// `String.LocalizationValue` on Apple platforms, which Foundation on Linux lacks. A terminal
    /// app has no string tables, so the value is its text, the interpolated values written in
    /// as `String(localized:)` writes them (a `Double` with `%lf`, as SwiftUI's `Text` too).
    public struct LocalizationValue: Hashable, Sendable, Codable, ExpressibleByStringInterpolation,
        CustomStringConvertible
    {
        /// The text, its values written in.
        public let description: String

        /// The text `value`, as it is.
        public init(_ value: String) {
            description = value
        }

        public init(stringLiteral value: String) {
            description = value
        }

        public init(stringInterpolation: StringInterpolation) {
            description = stringInterpolation.text
        }

        public init(from decoder: any Decoder) throws {
            description = try decoder.singleValueContainer().decode(String.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }

        /// The literal parts and values of an interpolated `LocalizationValue`.
        public struct StringInterpolation: StringInterpolationProtocol {
            fileprivate var text = ""

            public init(literalCapacity: Int, interpolationCount: Int) {
                text.reserveCapacity(literalCapacity)
            }

            public mutating func appendLiteral(_ literal: String) {
                text += literal
            }

            public mutating func appendInterpolation<T>(_ value: T) {
                text += String(describing: value)
            }

            /// A `Double` with the `%lf` specifier: six decimals.
            public mutating func appendInterpolation(_ value: Double) {
                text += String(format: "%lf", value)
            }

            /// A `Float` with the `%f` specifier: six decimals.
            public mutating func appendInterpolation(_ value: Float) {
                text += String(format: "%f", Double(value))
            }

            /// A value written with a format style, in the user's locale unless the style has
            /// its own.
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
            where F.FormatOutput == String {
                text += format.inProcessLocale().format(value)
            }

            /// A number written with a printf-style `specifier`.
            public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
                text += String(format: specifier, value)
            }
        }
    }

    /// The text of `keyAndValue`, as Foundation's `String(localized:)` on Apple platforms: the
    /// key is the text.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.description
    }

    /// The default value of `key`, as Foundation's `String(localized:defaultValue:)` on Apple
    /// platforms: with no string tables, the default is the text.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.description
    }
}
