import Foundation

extension Color {
    /// A colour from the app's asset catalog, as SwiftUI's `Color(_ name:bundle:)`.
    /// **Approximated:** a terminal app has no asset catalog, so a name holding a colour's name
    /// ("Dark indigo", "BrandRed", "AccentColor") is that palette colour, and any other name is
    /// the terminal's own colour (nothing painted, text in its default colour).
    public init(_ name: String, bundle: Bundle? = nil) {
        let lowered = name.lowercased()
        let found = Self.namedColors.first { lowered.contains($0.name) }
        self = found?.color ?? .clear
    }

    /// Colour names an asset's name may hold, in the order they are looked for.
    private static let namedColors: [(name: String, color: Color)] = [
        ("accent", .accentColor), ("indigo", .indigo), ("purple", .purple), ("violet", .purple),
        ("orange", .orange), ("yellow", .yellow), ("maroon", .red), ("green", .green), ("black", .black),
        ("white", .white), ("brown", .brown), ("gray", .gray), ("grey", .gray), ("pink", .pink),
        ("teal", .teal), ("mint", .mint), ("cyan", .cyan), ("blue", .blue), ("navy", .blue), ("red", .red),
    ]
}

extension Color: CustomStringConvertible {
    /// The colour's name as SwiftUI prints it (`red`, `primary`), or `Color` for one without a
    /// name.
    public var description: String {
        switch kind {
        case .primary: return "primary"
        case .secondary: return "secondary"
        case .clear: return "clear"
        case .background: return "background"
        case .palette:
            if let name { return name }
            let names: [(String, Color)] = [
                ("black", .black), ("red", .red), ("green", .green), ("yellow", .yellow), ("blue", .blue),
                ("purple", .purple), ("cyan", .cyan), ("white", .white), ("gray", .gray), ("orange", .orange),
                ("mint", .mint), ("indigo", .indigo), ("pink", .pink),
            ]
            return names.first { $0.1.kind == kind }?.0 ?? "Color"
        }
    }
}
