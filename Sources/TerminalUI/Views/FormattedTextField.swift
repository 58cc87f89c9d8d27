/// How a `TextField(value:format:)` turns typed text into its value.
struct FormattedEditing {
    /// Parses `text` and writes the value when it parses; otherwise writes nothing.
    let parse: (String) -> Void
}

extension TextField where Label == Text {
    /// A field editing `value` through `format`, as SwiftUI's `TextField(_:value:format:)`.
    ///
    /// Unfocused, it shows the value in the format, in the user's locale unless the format has its own (`$12.50`, `15%`). While it is edited, every
    /// keystroke that leaves text the format can read writes the value once; text it cannot
    /// read writes nothing. The format's own notation is accepted, and so is a bare number
    /// (`12.5` for a currency, `15` for a percentage). Return or moving focus away shows the
    /// value in the format again.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        let format = format.inProcessLocale()
        self.init(
            text: Binding(get: { format.format(value.wrappedValue) }, set: { _ in }), prompt: prompt ?? Text(title)
        ) {
            Text(title)
        }
        editing = FormattedEditing { text in
            if let parsed = FormattedParsing.parse(text, format: format, current: value.wrappedValue) {
                value.wrappedValue = parsed
            }
        }
    }

    /// A field editing `value` through `format`, titled with the string `titleKey` stands for.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(titleKey.plainText, value: value, format: format, prompt: prompt)
    }

    /// A field editing an optional value through `format`; clearing the text writes `nil`.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        let format = format.inProcessLocale()
        self.init(
            text: Binding(get: { value.wrappedValue.map(format.format) ?? "" }, set: { _ in }),
            prompt: prompt ?? Text(title)
        ) {
            Text(title)
        }
        editing = FormattedEditing { text in
            if text.allSatisfy(\.isWhitespace) {
                value.wrappedValue = nil
            } else if let current = value.wrappedValue ?? FormattedParsing.zero(of: F.FormatInput.self),
                let parsed = FormattedParsing.parse(text, format: format, current: current)
            {
                value.wrappedValue = parsed
            } else if let parsed = try? format.parseStrategy.parse(text) {
                value.wrappedValue = parsed
            }
        }
    }
}

extension TextField where Label == Text {
    /// A field editing `value` through a Foundation `Formatter`, as SwiftUI's
    /// `TextField(_:value:formatter:)`: it shows `formatter.string(for:)`, and each keystroke that
    /// leaves text a `NumberFormatter` (or a `DateFormatter`) reads writes the value.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(
            text: Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in }),
            prompt: prompt ?? Text(title)
        ) {
            Text(title)
        }
        editing = FormattedEditing { text in
            if let parsed: V = FormattedParsing.parse(text, formatter: formatter) {
                value.wrappedValue = parsed
            }
        }
    }
}

/// Reads typed text with a format style, leniently.
enum FormattedParsing {
    /// `text` read by `format`; failing that, the number typed (its digits, sign and separators)
    /// put between the prefix and suffix the format writes around `current` ("$", "%").
    static func parse<F: ParseableFormatStyle>(_ text: String, format: F, current: F.FormatInput) -> F.FormatInput?
    where F.FormatOutput == String {
        if let parsed = try? format.parseStrategy.parse(text) {
            return parsed
        }
        let number = String(text.filter { $0.isNumber || $0 == "." || $0 == "," || $0 == "-" })
        guard number.contains(where: \.isNumber) else { return nil }
        let sample = format.format(current)
        guard let first = sample.firstIndex(where: \.isNumber), let last = sample.lastIndex(where: \.isNumber) else {
            return nil
        }
        let prefix = sample[..<first].filter { $0 != "-" }
        let suffix = sample[sample.index(after: last)...]
        if let parsed = try? format.parseStrategy.parse(prefix + number + suffix) {
            return parsed
        }
        if number.hasPrefix("-"),
            let parsed = try? format.parseStrategy.parse("-" + prefix + number.dropFirst() + suffix)
        {
            return parsed
        }
        return nil
    }

    /// `text` read by `formatter` as a `Value`: a number (of any numeric type) or a date, or nil.
    static func parse<Value>(_ text: String, formatter: Formatter) -> Value? {
        if let dates = formatter as? DateFormatter {
            return dates.date(from: text) as? Value
        }
        guard let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) else {
            return nil
        }
        if let integer = Value.self as? any BinaryInteger.Type { return integer.init(number.int64Value) as? Value }
        if let floating = Value.self as? any BinaryFloatingPoint.Type {
            return floating.init(number.doubleValue) as? Value
        }
        return nil
    }

    /// Zero of a numeric type (to learn a format's prefix and suffix), or `nil`.
    static func zero<Value>(of type: Value.Type) -> Value? {
        if let integer = type as? any BinaryInteger.Type { return integer.init(0) as? Value }
        if let floating = type as? any BinaryFloatingPoint.Type { return floating.init(0) as? Value }
        return nil
    }
}

/// A field whose text is hidden, as SwiftUI's `SecureField`: each character is drawn as a
/// bullet (•); editing keys are those of `TextField`.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(text: text, prompt: prompt, label: label)
        field.isSecure = true
        self.field = field
    }

    public var body: some View {
        field
    }
}

extension SecureField where Label == Text {
    /// A secure field whose placeholder, shown while it is empty, is `title`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: Text(title)) { Text(title) }
    }

    /// A secure field titled with the string `titleKey` stands for.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.plainText, text: text)
    }

    /// A secure field with a title and a separate placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension TextField where Label == Text {
    /// A field titled with the string `titleKey` stands for.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.plainText, text: text)
    }

    /// A field titled with the string `titleKey` stands for, with a separate placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey.plainText, text: text, prompt: prompt)
    }
}
