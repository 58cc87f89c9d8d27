import Foundation

/// Core Graphics' colour, which SwiftUI code on Apple platforms reaches through `import SwiftUI`
/// (`Color(CGColor(gray: 0.9, alpha: 1))`, `Color(cgColor:)`). Foundation on Linux has the other
/// Core Graphics values (`CGFloat`, `CGSize`) but not this one. Its components are read as sRGB.
public final class CGColor: Hashable, Sendable {
    /// The red, green, blue and alpha components (0–1), or the grey and alpha of a grey.
    public let components: [CGFloat]?
    /// The colour's opacity (0–1).
    public let alpha: CGFloat
    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The terminal colour this stands for.
    let color: Color

    /// A colour from red, green and blue components (0–1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        self.alpha = alpha
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A colour from sRGB components (0–1), the same as `init(red:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey (0 black, 1 white).
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
        self.alpha = alpha
        color = Color(white: Double(gray), opacity: Double(alpha))
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }
}

extension Color {
    /// The colour a `CGColor` stands for, as SwiftUI's `Color(cgColor:)`.
    public init(cgColor: CGColor) {
        self = cgColor.color
    }

    /// The colour a `CGColor` stands for, as SwiftUI's `Color(_:)` of one.
    public init(_ cgColor: CGColor) {
        self = cgColor.color
    }
}
