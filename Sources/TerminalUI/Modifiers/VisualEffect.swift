import Foundation

/// Effects that change how a view looks, not where it is laid out, as SwiftUI's `VisualEffect`:
/// what `.visualEffect { content, proxy in … }` returns. **Approximated:** a terminal draws
/// the view as it is (cells cannot be moved by fractions, scaled, turned, blurred or recoloured),
/// so every effect is accepted and none is applied.
public protocol VisualEffect: Sendable {}

/// No effect: what a `.visualEffect` closure starts from, as SwiftUI's `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

extension VisualEffect {
    /// Accepted, not applied (see `VisualEffect`).
    public func offset(_ offset: CGSize) -> Self { self }
    /// Accepted, not applied.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// Accepted, not applied.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    /// Accepted, not applied.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    /// Accepted, not applied.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    /// Accepted, not applied.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// Accepted, not applied.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> Self { self }
    /// Accepted, not applied.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    /// Accepted, not applied.
    public func opacity(_ opacity: Double) -> Self { self }
    /// Accepted, not applied.
    public func brightness(_ amount: Double) -> Self { self }
    /// Accepted, not applied.
    public func contrast(_ amount: Double) -> Self { self }
    /// Accepted, not applied.
    public func saturation(_ amount: Double) -> Self { self }
    /// Accepted, not applied.
    public func grayscale(_ amount: Double) -> Self { self }
    /// Accepted, not applied.
    public func hueRotation(_ angle: Angle) -> Self { self }
    /// Accepted, not applied.
    public func colorMultiply(_ color: Color) -> Self { self }
    /// Accepted, not applied.
    public func transformEffect(_ transform: CGAffineTransform) -> Self { self }
}

extension View {
    /// Applies the effects `effect` makes from the view's geometry, as SwiftUI's `.visualEffect`.
    /// **Approximated:** the view is drawn as it is and the closure is not called (see
    /// `VisualEffect`).
    public func visualEffect<E: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E
    ) -> Self { self }
}
