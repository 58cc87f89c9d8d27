/// A colour for text and backgrounds, with SwiftUI's names.
///
/// `.primary` is the terminal's default colour and `.secondary` its dimmed form; the named
/// colours are the terminal's palette, so they follow the user's theme (colours the 16-colour
/// palette lacks take the nearest: `.brown` the dark yellow, `.teal` cyan, `.mint`, `.indigo`
/// and `.pink` the bright cyan, blue and magenta). `.clear` fills nothing and leaves text in
/// its default colour. A colour below full opacity is translucent: it colours the cells it
/// fills and keeps what is drawn in them.
public struct Color: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case primary
        case secondary
        case clear
        /// The terminal's own background, opaque: a fill of it blanks the cells.
        case background
        case palette(TerminalColor)
    }

    let kind: Kind
    /// The colour's opacity, above 0 (0 is `.clear`) and at most 1.
    private(set) var alpha = 1.0
    /// Whether the colour is below full opacity.
    var isTranslucent: Bool { alpha < 1 }
    /// The SwiftUI name of a colour drawn as another palette colour (`.teal` as cyan): it is
    /// still a colour of its own, as in SwiftUI (`[.cyan, .teal]` are two ids in a list).
    private(set) var name: String?

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// A palette colour by index (0–255).
    public init(paletteIndex: UInt8) {
        self.kind = .palette(TerminalColor(paletteIndex))
    }

    private init(paletteIndex: UInt8, name: String) {
        self.init(paletteIndex: paletteIndex)
        self.name = name
    }

    public static let primary = Color(.primary)
    public static let secondary = Color(.secondary)
    public static let black = Color(paletteIndex: 0)
    public static let red = Color(paletteIndex: 1)
    public static let green = Color(paletteIndex: 2)
    public static let yellow = Color(paletteIndex: 3)
    public static let blue = Color(paletteIndex: 4)
    public static let purple = Color(paletteIndex: 5)
    public static let cyan = Color(paletteIndex: 6)
    public static let white = Color(paletteIndex: 7)
    public static let gray = Color(paletteIndex: 8)
    public static let orange = Color(paletteIndex: 11)
    public static let brown = Color(paletteIndex: 3, name: "brown")
    public static let teal = Color(paletteIndex: 6, name: "teal")
    public static let mint = Color(paletteIndex: 14)
    public static let indigo = Color(paletteIndex: 12)
    public static let pink = Color(paletteIndex: 13)
    public static let clear = Color(Kind.clear)
    public static let accentColor = Color(paletteIndex: 4)

    /// Applies the colour as a foreground to `style`.
    func applyForeground(to style: inout Style) {
        switch kind {
        case .primary: style.foreground = nil
        case .secondary: style.attributes.insert(.dim)
        case .clear, .background: break
        case .palette(let color): style.foreground = color
        }
    }

    /// The colour at `alpha` times its opacity (at most 1, above 0).
    func translucent(_ alpha: Double) -> Color {
        var copy = self
        copy.alpha = self.alpha * min(1, alpha)
        return copy
    }

    /// Fills `rect` of `canvas` with the colour, as a colour view or a filled shape does: solid
    /// cells of it. A translucent palette colour colours the cells' background and keeps their
    /// text; a translucent text colour and `.clear` draw nothing.
    func fill(_ rect: Rect, on canvas: inout CellGrid) {
        guard kind != .clear else { return }
        if isTranslucent {
            guard case .palette(let color) = kind else { return }
            canvas.restyle(rect) { $0.background = color }
        } else {
            var style = Style()
            applyFill(to: &style)
            canvas.fill(rect, style: style)
        }
    }
}

/// A text style, with SwiftUI's names. Terminals have one size of text, so the styles map
/// to weight: titles and headlines are bold, the rest regular; `.system(size:weight:design:)`
/// keeps only the weight (semibold and heavier are bold), and designs are the terminal's font.
public struct Font: Hashable, Sendable {
    /// A font weight, as SwiftUI's `Font.Weight`; a terminal has two, so `.semibold` and
    /// heavier draw bold, the rest regular.
    public struct Weight: Hashable, Sendable {
        let value: Int

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)

        var isBold: Bool { value >= Weight.semibold.value }
    }

    /// A typeface design, as SwiftUI's `Font.Design`; a terminal has its own font.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A typeface width, as SwiftUI's `Font.Width`; a terminal's cells have one.
    public struct Width: Hashable, Sendable {
        let value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// A named text style, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        /// visionOS's larger titles, bold as every title is.
        case extraLargeTitle, extraLargeTitle2
    }

    let weight: Weight
    let isItalic: Bool

    init(weight: Weight, isItalic: Bool = false) {
        self.weight = weight
        self.isItalic = isItalic
    }

    public static let extraLargeTitle = Font(weight: .bold)
    public static let extraLargeTitle2 = Font(weight: .bold)
    public static let largeTitle = Font(weight: .bold)
    public static let title = Font(weight: .bold)
    public static let title2 = Font(weight: .bold)
    public static let title3 = Font(weight: .bold)
    public static let headline = Font(weight: .bold)
    public static let subheadline = Font(weight: .regular)
    public static let body = Font(weight: .regular)
    public static let callout = Font(weight: .regular)
    public static let footnote = Font(weight: .regular)
    public static let caption = Font(weight: .regular)
    public static let caption2 = Font(weight: .regular)

    /// A system font of `size` points: one size in a terminal, so only `weight` shows.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(weight: weight ?? .regular)
    }

    /// The system font of a text style, in `weight` if given.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        if let weight { return Font(weight: weight) }
        switch style {
        case .extraLargeTitle, .extraLargeTitle2, .largeTitle, .title, .title2, .title3, .headline:
            return Font(weight: .bold)
        default: return Font(weight: .regular)
        }
    }

    /// A font by name (`"Georgia"`): the terminal has its own, so it draws as `.body`.
    public static func custom(_ name: String, size: CGFloat) -> Font { .body }

    /// A font by name that scales as `textStyle` does: drawn as `.body`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { .body }

    /// A font by name at a size that does not scale: drawn as `.body`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { .body }

    /// This font in bold.
    public func bold() -> Font { Font(weight: .bold, isItalic: isItalic) }
    /// This font in italics.
    public func italic() -> Font { Font(weight: weight, isItalic: true) }
    /// This font in `weight`.
    public func weight(_ weight: Weight) -> Font { Font(weight: weight, isItalic: isItalic) }
    /// This font with digits of one width: every terminal font is monospaced, so it is itself.
    public func monospacedDigit() -> Font { self }
    /// This font monospaced: every terminal font is, so it is itself.
    public func monospaced() -> Font { self }
    /// This font with small capitals: a terminal draws every letter at one size, so the text
    /// shows as written.
    public func smallCaps() -> Font { self }
    /// This font with its lowercase letters as small capitals: shown as written (`smallCaps()`).
    public func lowercaseSmallCaps() -> Font { self }
    /// This font with its capitals as small capitals: shown as written (`smallCaps()`).
    public func uppercaseSmallCaps() -> Font { self }

    func apply(to style: inout Style) {
        if weight.isBold { style.attributes.insert(.bold) }
        if isItalic { style.attributes.insert(.italic) }
    }
}
