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
