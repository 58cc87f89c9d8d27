import Foundation

/// UIKit's colour, which SwiftUI code on iOS reaches through `import SwiftUI` for the system
/// colours (`Color(.systemGray6)`, `Color(uiColor: .secondaryLabel)`). **Approximated:** each
/// is the terminal colour nearest its role: the system backgrounds are the terminal's own
/// (blank cells), the secondary backgrounds, fills and greys the palette's grey, labels the
/// primary colour and the dimmed secondary one, the system colours the palette's.
public struct UIColor: Hashable, Sendable, _ExpressibleByColorLiteral {
    /// The terminal colour this stands for.
    let color: Color

    init(_ color: Color) {
        self.color = color
    }

    /// A colour from red, green and blue components (0–1), as `Color(red:green:blue:opacity:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A colour literal (`#colorLiteral(red:green:blue:alpha:)`), as its components.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour from hue, saturation and brightness (0–1), as
    /// `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(
            hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A grey (0 black, 1 white), as `Color(white:opacity:)`.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    public static let systemBackground = UIColor(Color(.background))
    public static let systemGroupedBackground = UIColor(Color(.background))
    public static let secondarySystemBackground = UIColor(.gray)
    public static let tertiarySystemBackground = UIColor(.gray)
    public static let secondarySystemGroupedBackground = UIColor(.gray)
    public static let tertiarySystemGroupedBackground = UIColor(.gray)
    public static let systemFill = UIColor(.gray)
    public static let secondarySystemFill = UIColor(.gray)
    public static let tertiarySystemFill = UIColor(.gray)
    public static let quaternarySystemFill = UIColor(.gray)
    public static let systemGray = UIColor(.gray)
    public static let systemGray2 = UIColor(.gray)
    public static let systemGray3 = UIColor(.gray)
    public static let systemGray4 = UIColor(.gray)
    public static let systemGray5 = UIColor(.gray)
    public static let systemGray6 = UIColor(.gray)
    public static let label = UIColor(.primary)
    public static let secondaryLabel = UIColor(.secondary)
    public static let tertiaryLabel = UIColor(.secondary)
    public static let quaternaryLabel = UIColor(.secondary)
    public static let placeholderText = UIColor(.secondary)
    public static let separator = UIColor(.secondary)
    public static let opaqueSeparator = UIColor(.secondary)
    public static let link = UIColor(.blue)
    public static let tintColor = UIColor(.accentColor)
    public static let systemRed = UIColor(.red)
    public static let systemOrange = UIColor(.orange)
    public static let systemYellow = UIColor(.yellow)
    public static let systemGreen = UIColor(.green)
    public static let systemMint = UIColor(.mint)
    public static let systemTeal = UIColor(.teal)
    public static let systemCyan = UIColor(.cyan)
    public static let systemBlue = UIColor(.blue)
    public static let systemIndigo = UIColor(.indigo)
    public static let systemPurple = UIColor(.purple)
    public static let systemPink = UIColor(.pink)
    public static let systemBrown = UIColor(.brown)
    public static let black = UIColor(.black)
    public static let white = UIColor(.white)
    public static let gray = UIColor(.gray)
    public static let red = UIColor(.red)
    public static let green = UIColor(.green)
    public static let blue = UIColor(.blue)
    public static let yellow = UIColor(.yellow)
    public static let orange = UIColor(.orange)
    public static let purple = UIColor(.purple)
    public static let brown = UIColor(.brown)
    public static let cyan = UIColor(.cyan)
    public static let clear = UIColor(.clear)
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let darkText = UIColor(.primary)
    public static let lightText = UIColor(.secondary)
}

extension Color {
    /// The terminal colour of a UIKit colour (see `UIColor`).
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The terminal colour of a UIKit colour (`Color(.systemGray6)`).
    public init(_ uiColor: UIColor) {
        self = uiColor.color
    }
}

/// What `#colorLiteral(red:green:blue:alpha:)` makes where no type is asked for, as UIKit
/// declares it: a `UIColor` (`Color(#colorLiteral(…))` takes it).
public typealias _ColorLiteralType = UIColor
