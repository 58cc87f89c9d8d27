import Foundation

extension GraphicsContext {
    /// What a path is filled or stroked with, as SwiftUI's `GraphicsContext.Shading`: a colour,
    /// a style or a gradient (drawn as its first colour).
    public struct Shading {
        /// The style drawn with; nil for the foreground colour.
        let style: (any ShapeStyle)?

        /// The foreground colour of the canvas.
        public static var foreground: Shading { Shading(style: nil) }

        public static func color(_ color: Color) -> Shading {
            Shading(style: color)
        }

        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            Shading(style: Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
        )
            -> Shading
        {
            Shading(style: Color(colorSpace, white: white, opacity: opacity))
        }

        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(style: style)
        }

        /// Several shadings for the layers of a symbol; a terminal draws with the first.
        public static func palette(_ array: [Shading]) -> Shading {
            array.first ?? .foreground
        }

        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(style: gradient.firstColor)
        }

        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(style: gradient.firstColor)
        }

        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(style: gradient.firstColor)
        }

        /// An image repeated over the area; a terminal fills it with the foreground colour.
        public static func tiledImage(
            _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
            scale: CGFloat = 1
        ) -> Shading {
            .foreground
        }
    }

    /// How a gradient repeats past its ends (accepted; a terminal draws its first colour).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How a clip applies: `.inverse` keeps what is outside the path.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Options of a filter (accepted, as filters are).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// An effect on what is drawn next, as SwiftUI's `GraphicsContext.Filter`. Accepted: a
    /// terminal cell is not blurred, shadowed or recoloured.
    public struct Filter: Sendable {
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
        public static func shadow(
            color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter { Filter() }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter()
        }
        public static func colorMultiply(_ color: Color) -> Filter { Filter() }
        public static func saturation(_ amount: Double) -> Filter { Filter() }
        public static func brightness(_ amount: Double) -> Filter { Filter() }
        public static func contrast(_ amount: Double) -> Filter { Filter() }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
        public static func grayscale(_ amount: Double) -> Filter { Filter() }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter() }
        public static var luminanceToAlpha: Filter { Filter() }
    }

    /// Options of a blur filter (accepted).
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of a shadow filter (accepted).
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// How drawing mixes with what is below, as SwiftUI's `GraphicsContext.BlendMode`.
    /// Accepted: a terminal cell shows the last thing drawn in it.
    public struct BlendMode: Hashable, Sendable {
        let rawValue: Int32
        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)
    }

    /// Text resolved for drawing: measured in points, its shading replaceable.
    public struct ResolvedText {
        let text: Text
        /// What the text is drawn with; nil keeps its own colour.
        public var shading: Shading?

        init(text: Text) {
            self.text = text
        }

        /// The text's size on one line, in points (its columns by the point-to-cell mapping).
        public func measure(in size: CGSize) -> CGSize {
            PointLength.size(Size(width: Glyph.width(of: text.string), height: 1))
        }

        /// The distance from the top to the first baseline, in points.
        public func firstBaseline(in size: CGSize) -> CGFloat { PointLength.pointsPerRow }

        /// The distance from the top to the last baseline, in points.
        public func lastBaseline(in size: CGSize) -> CGFloat { PointLength.pointsPerRow }
    }

    /// An image resolved for drawing: its symbol, one cell.
    public struct ResolvedImage {
        let image: Image
        public var shading: Shading?

        /// The image's size in points: its symbol's cells.
        public var size: CGSize { PointLength.size(Size(width: Glyph.width(of: image.symbol), height: 1)) }
        public var baseline: CGFloat { PointLength.pointsPerRow }
    }

    /// A view of a canvas's `symbols`, resolved for drawing (a terminal canvas resolves none).
    public struct ResolvedSymbol {
        public var size: CGSize { .zero }
    }
}
