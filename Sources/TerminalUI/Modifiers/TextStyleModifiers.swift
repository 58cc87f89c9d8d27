private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

private struct ForegroundColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

private struct TextAttributesKey: EnvironmentKey {
    static let defaultValue: Style.Attributes = []
}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

/// How the lines of a text that takes several lines sit within its width, as SwiftUI's.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading
    case center
    case trailing
}

extension EnvironmentValues {
    /// The font of text below, unless a `Text` sets its own.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The colour of text below, unless a `Text` sets its own.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// The most lines a `Text` below may take (`nil`, the default: as many as it needs).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How the lines of text below that takes several lines are aligned.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Attributes (bold, italic, underline) added to text below.
    var textAttributes: Style.Attributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }
}

extension View {
    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the colour of text in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color)
    }

    /// Sets the colour of text in this view.
    public func foregroundStyle(_ color: Color) -> some View {
        environment(\.foregroundColor, color)
    }

    /// Sets the colour of text in this view to `style`'s (a gradient's first colour, a
    /// material's); a style without one leaves the colour as it is.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundColor, terminalColor(of: style))
    }

    /// Sets the colours of this view's hierarchical levels: a terminal draws text in the
    /// primary one (a symbol has one colour).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// As `foregroundStyle(_:_:)`, with a tertiary level.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStyle(primary)
    }

    /// Draws text in this view in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textAttributes) { if isActive { $0.insert(.bold) } }
    }

    /// Draws text in this view in `weight`: bold from `.semibold` up (a terminal has two).
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.textAttributes) { if weight?.isBold == true { $0.insert(.bold) } }
    }

    /// Draws text in this view in italics.
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textAttributes) { if isActive { $0.insert(.italic) } }
    }

    /// Underlines text in this view; the line is solid and takes the text's colour.
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        transformEnvironment(\.textAttributes) { if isActive { $0.insert(.underline) } }
    }

    /// Aligns the lines of text in this view that takes several lines: each line is placed at
    /// the leading edge, the centre or the trailing edge of the text's width.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// The most lines text in this view may take, and a vertical `TextField` grows to;
    /// `nil` for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number).environment(\.fieldLines, FieldLines(min: 1, max: number))
    }
}
