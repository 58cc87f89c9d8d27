extension Color {
    /// The colour space of `Color(_:red:green:blue:opacity:)`, as SwiftUI's; a terminal's
    /// palette is sRGB, so all three are read as sRGB.
    public enum RGBColorSpace: Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// A colour from red, green and blue components (0–1): exact where the terminal has 24-bit
    /// colour (`COLORTERM=truecolor` or `24bit`); elsewhere **approximated** by the nearest
    /// colour of the terminal's 256-colour palette (of its 16 basic colours on one with fewer).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func component(_ value: Double) -> Int { Int((min(1, max(0, value)) * 255).rounded()) }
        self.init(.palette(TerminalColor(red: component(red), green: component(green), blue: component(blue))))
        self = self.opacity(opacity)
    }

    /// The same colour: real code writes `Color(theme.mainColor)` of a value that already is
    /// a `Color`, and SwiftUI takes it. Disfavoured, so `Color(.red)` stays UIKit's red.
    @_disfavoredOverload
    public init(_ color: Color) {
        self = color
    }

    /// A grey (0 black, 1 white), as `Color(white:opacity:)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (0–1), as `Color(hue:saturation:brightness:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = (hue - hue.rounded(.down)) * 6
        let sector = Int(hue) % 6
        let fraction = hue - Double(Int(hue))
        let value = min(1, max(0, brightness))
        let saturation = min(1, max(0, saturation))
        let p = value * (1 - saturation)
        let q = value * (1 - saturation * fraction)
        let t = value * (1 - saturation * (1 - fraction))
        let (red, green, blue): (Double, Double, Double) =
            switch sector {
            case 0: (value, t, p)
            case 1: (q, value, p)
            case 2: (p, value, t)
            case 3: (p, q, value)
            case 4: (t, p, value)
            default: (value, p, q)
            }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The colour with `opacity`. **Approximated:** a cell has one colour, so an opacity of 0 is
    /// `.clear`, and one between 0 and 1 makes the colour translucent: as a fill it colours the
    /// cells' background and keeps their text (text in it keeps the colour).
    public func opacity(_ opacity: Double) -> Color {
        opacity <= 0 ? .clear : translucent(opacity)
    }

    /// This colour blended with `other`, as SwiftUI's `mix(with:by:in:)`: `fraction` 0 gives
    /// this colour, 1 the other. **Approximated:** blended in sRGB whatever `colorSpace`, from
    /// the palette's colours as xterm shows them; where either is not a palette or component
    /// colour (`.primary`, `.clear`), the one `fraction` is nearer to.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        guard case .palette(let from) = kind, case .palette(let to) = other.kind else {
            return fraction < 0.5 ? self : other
        }
        let amount = min(1, max(0, fraction))
        let (start, end) = (from.components, to.components)
        func blend(_ a: Int, _ b: Int) -> Double { (Double(a) + (Double(b) - Double(a)) * amount) / 255 }
        return Color(red: blend(start.0, end.0), green: blend(start.1, end.1), blue: blend(start.2, end.2))
    }

    /// This colour a level down, as SwiftUI's `.secondary` on a style (`.red.secondary`,
    /// `.background.secondary`). **Approximated:** the text colour dims (a terminal has one dim
    /// level); any other colour, which fills cells, stays as it is.
    public var secondary: Color { kind == .primary ? .secondary : self }
    /// This colour two levels down: as `secondary`.
    public var tertiary: Color { secondary }
    /// This colour three levels down: as `secondary`.
    public var quaternary: Color { secondary }
}

extension Gradient {
    /// How colours are blended, as SwiftUI's `Gradient.ColorSpace`; a terminal blends in sRGB.
    public struct ColorSpace: Hashable, Sendable {
        let name: String

        public static let device = ColorSpace(name: "device")
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}
