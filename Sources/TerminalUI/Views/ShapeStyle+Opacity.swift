extension ShapeStyle {
    /// This style made translucent, as SwiftUI's `opacity(_:)` on any shape style
    /// (`.thinMaterial.opacity(0.5)`). **Approximated** as `Color.opacity(_:)` is: a cell has one
    /// colour, so none is `.clear` and some keeps the text of the cells it fills.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: self, opacity: opacity)
    }
}

/// A shape style with an opacity (`ShapeStyle.opacity(_:)`): it draws as its base's colour so
/// made translucent.
struct OpacityShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    let opacity: Double
}
