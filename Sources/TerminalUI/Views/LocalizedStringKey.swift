import Foundation

/// The key of a string literal shown in a view, as SwiftUI's `LocalizedStringKey`.
///
/// **Approximated:** a terminal app has no string tables, so the key is the text shown:
/// `Text("Hello \(name)")` shows the interpolated string, as it would with a missing table.
/// Its literal parts are read as inline Markdown (`InlineMarkdown`), as SwiftUI reads them; an
/// interpolated value is shown as it is (a floating-point number as SwiftUI writes it: six
/// decimals).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text shown, each interpolated value in its place.
    let string: String
    /// When a literal part may hold Markdown: the text with each interpolated value between
    /// `InlineMarkdown.valueStart` and `valueEnd`, so that no value is read as Markdown.
    let markdown: String?

    public init(_ value: String) {
        string = value
        markdown = InlineMarkdown.mayHoldMarkdown(value) ? value : nil
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        string = stringInterpolation.string
        markdown = stringInterpolation.mayHoldMarkdown ? stringInterpolation.fenced : nil
    }

    /// The text in runs styled by its Markdown (one run when it has none).
    var runs: [Text.Run] {
        guard let markdown else { return [Text.Run(string: string)] }
        return InlineMarkdown.spans(markdown).map { Text.Run(string: $0.text, attributes: $0.attributes) }
    }

    /// The text shown, without its Markdown.
    var plainText: String {
        markdown == nil ? string : runs.map(\.string).joined()
    }

    /// Builds the key's text from literal parts and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var string = ""
        /// The text with each value fenced (see `LocalizedStringKey.markdown`), made from the
        /// first literal part that may hold Markdown on.
        var fenced = ""
        /// Whether a literal part holds a character that may start Markdown.
        var mayHoldMarkdown = false

        public init(literalCapacity: Int, interpolationCount: Int) {
            string.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        public mutating func appendLiteral(_ literal: String) {
            if !mayHoldMarkdown, InlineMarkdown.mayHoldMarkdown(literal) {
                // The first literal part that may hold Markdown: what came before held none in
                // its literals, so it is kept as it is, as a value is.
                mayHoldMarkdown = true
                fence(string)
            }
            string += literal
            if mayHoldMarkdown { fenced += literal }
        }

        /// Adds `value` to `fenced` between the fences.
        private mutating func fence(_ value: String) {
            guard !value.isEmpty else { return }
            fenced.unicodeScalars.append(InlineMarkdown.valueStart)
            fenced += value
            fenced.unicodeScalars.append(InlineMarkdown.valueEnd)
        }

        /// A value in its place, shown as it is (never read as Markdown).
        private mutating func append(value: String) {
            string += value
            if mayHoldMarkdown { fence(value) }
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            append(value: String(describing: value))
        }

        /// A value that describes itself (a number, a string): its `description`, read
        /// without asking the runtime how to describe the type.
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            append(value: value.description)
        }

        /// A `Double` as SwiftUI writes it, with the `%lf` specifier: six decimals
        /// (`"Total: \(26.0)"` shows `Total: 26.000000`).
        public mutating func appendInterpolation(_ value: Double) {
            append(value: String(format: "%lf", value))
        }

        /// A `CGFloat` as a `Double`, with the `%lf` specifier: six decimals.
        public mutating func appendInterpolation(_ value: CGFloat) {
            append(value: String(format: "%lf", Double(value)))
        }

        /// A `Float` as SwiftUI writes it, with the `%f` specifier: six decimals.
        public mutating func appendInterpolation(_ value: Float) {
            append(value: String(format: "%f", Double(value)))
        }

        /// A value written with a format style: `"\(price, format: .currency(code: "EUR"))"`, in
        /// the user's locale unless the style has its own.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
        where F.FormatOutput == String {
            append(value: format.inProcessLocale().format(value))
        }

        /// A number written with a printf-style `specifier`: `"\(total, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(value: String(format: specifier, value))
        }

        /// A value written by a `Formatter`: `"\(date, formatter: dateFormatter)"` (as it
        /// describes itself when the formatter cannot write it). Any value: Foundation on
        /// Linux has no `ReferenceConvertible` dates and numbers.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
            append(value: formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// A date written in a `Text.DateStyle`: `"Date: \(date, style: .date)"`, as
        /// `Text(_:style:)` writes it when the view is evaluated.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(value: Text.string(date, style: style, now: Date()))
        }

        /// A span of dates, as `Text(_: ClosedRange<Date>)` writes it.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            append(value: Text.string(dates.lowerBound, to: dates.upperBound))
        }

        /// The plain text of a `Text`.
        @MainActor @preconcurrency
        public mutating func appendInterpolation(_ text: Text) {
            append(value: text.string)
        }

        /// An image in the line: `"Empty trash \(Image(systemName: "trash"))"` shows its symbol (an
        /// asset image its name in brackets), as SwiftUI draws the image inline.
        public mutating func appendInterpolation(_ image: Image) {
            append(value: image.symbol)
        }
    }
}

extension Text {
    /// Text showing the string `key` stands for (the key itself: see `LocalizedStringKey`;
    /// a table, a bundle and a translator's comment change nothing). Made anywhere, as
    /// SwiftUI's texts are (a `static let` of an alert's title).
    nonisolated public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        runs = key.runs
    }

    /// Text showing `input` written with `format`: `Text(total, format: .currency(code: "USD"))`,
    /// in the user's locale unless the style has its own.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.inProcessLocale().format(input))
    }

    /// Text showing `subject` written by `formatter`: `Text(components, formatter: ageFormatter)`
    /// (as it describes itself when the formatter cannot write it). Any value: Foundation on
    /// Linux has no `ReferenceConvertible` dates and numbers.
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
    }
}

extension Button where Label == Text {
    /// A button labelled with the string `titleKey` stands for.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// A button with a role, labelled with the string `titleKey` stands for.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension View {
    /// The title shown above this view in a navigation container.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title shown above this view in a navigation container.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title shown above this view in a navigation container (every display mode looks the same).
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(Text(titleKey))
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section under a text header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content)
    }
}

extension NavigationLink where Label == Text {
    /// A link labelled with the string `titleKey` stands for.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link labelled with the string `titleKey` stands for, whose destination is built by `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
}

extension Stepper where Label == Text {
    /// A stepper over `bounds`, labelled with the string `titleKey` stands for.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// An unbounded stepper labelled with the string `titleKey` stands for.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    /// A stepper labelled with the string `titleKey` stands for that runs your own increment and
    /// decrement actions.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(titleKey)
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper labelled `title` that runs your own increment and decrement actions.
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper over `bounds` whose label shows `title` and the value written with `format`
    /// (`Stepper("Tip", value: $tip, in: 0...1, step: 0.05, format: .percent)` shows "Tip 15%").
    public init<S: StringProtocol, F: FormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
            Text("\(title) \(value.wrappedValue, format: format)")
        }
    }

    /// An unbounded stepper whose label shows `title` and the value written with `format`.
    public init<S: StringProtocol, F: FormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) {
            Text("\(title) \(value.wrappedValue, format: format)")
        }
    }
}
