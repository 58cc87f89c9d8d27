import Foundation

extension Color {
    /// A colour as its red, green, blue and opacity components (0–1), as SwiftUI's
    /// `Color.Resolved`: a shape style of its own (`.background(Color.Resolved(red: 0.9, green:
    /// 0.9, blue: 0.9))`) and the colour `Color(_:)` makes of it, drawn as
    /// `Color(red:green:blue:opacity:)` is.
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
        }

        /// `#RRGGBBAA`, as SwiftUI writes a resolved colour.
        public var description: String {
            let bytes = [red, green, blue, opacity].map { Int((min(1, max(0, $0)) * 255).rounded()) }
            return "#" + bytes.map { String(format: "%02X", $0) }.joined()
        }
    }

    /// The colour `resolved` holds.
    public init(_ resolved: Resolved) {
        self.init(
            red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
            opacity: Double(resolved.opacity))
    }
}

extension Color {
    /// The colour's components, as SwiftUI's `resolve(in:)`: a colour made from components
    /// gives them back; a palette colour gives the red, green and blue xterm shows it in; the
    /// text colours (`.primary`, `.secondary`) are black, or white in `.dark` (`.secondary` at
    /// 60% opacity), the background colour the other way round; `.clear` is transparent black.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let dark = environment.colorScheme == .dark
        let (red, green, blue): (Int, Int, Int)
        var opacity = Float(alpha)
        switch kind {
        case .palette(let color): (red, green, blue) = color.components
        case .primary: (red, green, blue) = dark ? (255, 255, 255) : (0, 0, 0)
        case .secondary:
            (red, green, blue) = dark ? (255, 255, 255) : (0, 0, 0)
            opacity *= 0.6
        case .background: (red, green, blue) = dark ? (0, 0, 0) : (255, 255, 255)
        case .clear: return Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        }
        return Resolved(red: Float(red) / 255, green: Float(green) / 255, blue: Float(blue) / 255, opacity: opacity)
    }

    /// The colour as a `CGColor`, as SwiftUI's `cgColor`: for a palette colour or one made
    /// from components, its resolved components; for `.clear`, transparent black; nil for the
    /// text and background colours, which follow the terminal's scheme, as SwiftUI gives nil
    /// for a dynamic colour.
    public var cgColor: CGColor? {
        guard case .palette = kind else { return kind == .clear ? CGColor(gray: 0, alpha: 0) : nil }
        let resolved = resolve(in: EnvironmentValues())
        return CGColor(
            red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue),
            alpha: CGFloat(resolved.opacity))
    }
}
