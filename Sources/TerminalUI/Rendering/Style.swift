/// How a cell is drawn: colours and attributes.
public struct Style: Hashable, Sendable {
    /// Text attributes a terminal can show.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let reverse = Attributes(rawValue: 1 << 4)
    }

    /// The text colour, or `nil` for the terminal's default.
    public var foreground: TerminalColor?
    /// The background colour, or `nil` for the terminal's default.
    public var background: TerminalColor?
    public var attributes: Attributes

    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// Whether a colour of the style is a 24-bit one (shown exactly where the terminal can).
    var hasTrueColor: Bool { foreground?.rgb != nil || background?.rgb != nil }
}

/// One of the terminal's palette colours (0–7 standard, 8–15 bright, up to 255 where supported),
/// or a 24-bit colour with the palette colours nearest to it.
public struct TerminalColor: Hashable, Sendable {
    public let index: UInt8
    /// The colour among the first 16 that a terminal with fewer colours than `index` shows
    /// instead.
    let basic: UInt8
    /// The exact colour, for a colour made from components: shown where the terminal has 24-bit
    /// colour (`ColorDepth.trueColor`), as `index` or `basic` elsewhere.
    let rgb: RGB?

    /// A 24-bit colour: red, green and blue, 0–255 each.
    struct RGB: Hashable, Sendable {
        let red: UInt8
        let green: UInt8
        let blue: UInt8
    }

    public init(_ index: UInt8) {
        self.index = index
        basic = index < 16 ? index : Self.nearestBasic(to: Self.rgb(ofPaletteIndex: index))
        rgb = nil
    }

    /// An RGB colour (components 0–255), kept exactly, with the palette colour nearest to it:
    /// one of xterm's 256 (its 6×6×6 cube or its 24 greys), and the nearest of the 16 basic
    /// ones for terminals with fewer.
    init(red: Int, green: Int, blue: Int) {
        let target = (red, green, blue)
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: Int) -> Int {
            levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) }!
        }
        let cube = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
        let grey = min(23, max(0, ((red + green + blue) / 3 - 3) / 10))
        let cubeDistance = Self.distance(Self.rgb(ofPaletteIndex: UInt8(cubeIndex)), target)
        let greyDistance = Self.distance(Self.rgb(ofPaletteIndex: UInt8(232 + grey)), target)
        index = UInt8(greyDistance < cubeDistance ? 232 + grey : cubeIndex)
        basic = Self.nearestBasic(to: target)
        rgb = RGB(red: UInt8(clamping: red), green: UInt8(clamping: green), blue: UInt8(clamping: blue))
    }

    /// xterm's default values for the 16 basic colours.
    private static let basicColors: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]

    /// The red, green and blue (0–255) this colour shows: its exact components, else its
    /// palette entry's as xterm shows it.
    var components: (Int, Int, Int) {
        rgb.map { (Int($0.red), Int($0.green), Int($0.blue)) } ?? Self.rgb(ofPaletteIndex: index)
    }

    /// The RGB value xterm gives palette entry `index`.
    static func rgb(ofPaletteIndex index: UInt8) -> (Int, Int, Int) {
        switch index {
        case 0..<16:
            return basicColors[Int(index)]
        case 16..<232:
            let levels = [0, 95, 135, 175, 215, 255]
            let cube = Int(index) - 16
            return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        default:
            let grey = 8 + 10 * (Int(index) - 232)
            return (grey, grey, grey)
        }
    }

    private static func nearestBasic(to target: (Int, Int, Int)) -> UInt8 {
        UInt8(basicColors.indices.min { distance(basicColors[$0], target) < distance(basicColors[$1], target) }!)
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return dr * dr + dg * dg + db * db
    }
}
