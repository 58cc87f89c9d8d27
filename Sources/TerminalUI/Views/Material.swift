/// A translucent background, as SwiftUI's `Material` (`.ultraThinMaterial` … `.bar`).
/// **Approximated:** a cell cannot blur what is behind it, so every material fills with a dark
/// grey (black on a terminal of 16 colours), dimming the content's surroundings as a material
/// does.
public struct Material: ShapeStyle, Hashable, Sendable {
    fileprivate let name: String

    /// The colour a material fills cells with.
    var color: Color { Color(white: 0.2, opacity: 0.5) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material(name: "ultraThin") }
    public static var thinMaterial: Material { Material(name: "thin") }
    public static var regularMaterial: Material { Material(name: "regular") }
    public static var thickMaterial: Material { Material(name: "thick") }
    public static var ultraThickMaterial: Material { Material(name: "ultraThick") }
    public static var bar: Material { Material(name: "bar") }
}
