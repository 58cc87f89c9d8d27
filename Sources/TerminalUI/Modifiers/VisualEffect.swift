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

/// Where a view is in its scroll view's visible region, as SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing

    /// Whether the view is fully in view.
    public var isIdentity: Bool { self == .identity }

    /// -1 before the visible region, 0 in it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// When and how a scroll transition moves between phases, as SwiftUI's
/// `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    private let name: String
    public static let identity = ScrollTransitionConfiguration(name: "identity")
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
    /// This configuration, with its phases starting at `threshold` (accepted: a terminal shows
    /// every row at the identity phase).
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }

    /// How far into view a scroll transition's view must be for the identity phase, as
    /// SwiftUI's `ScrollTransitionConfiguration.Threshold`.
    public struct Threshold: Sendable {
        private let visibleFraction: Double
        public static let visible = Threshold(visibleFraction: 1)
        public static let hidden = Threshold(visibleFraction: 0)
        public static var centered: Threshold { Threshold(visibleFraction: 0.5) }
        /// The view `amount` (0–1) in view.
        public static func visible(_ amount: Double) -> Threshold { Threshold(visibleFraction: amount) }
        /// Between this threshold and `other` by `amount`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(visibleFraction: visibleFraction + (other.visibleFraction - visibleFraction) * amount)
        }
        /// This threshold, `distance` points further in (accepted as it is).
        public func inset(by distance: Double) -> Threshold { self }
    }
}

extension View {
    /// Changes the view as it scrolls into and out of view, as SwiftUI's `.scrollTransition`.
    /// **Approximated:** a terminal scrolls by whole rows and shows each row at the identity
    /// phase, so the view is drawn as it is and the closure is not called (see `VisualEffect`).
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> Self { self }

    /// As `scrollTransition(_:axis:transition:)`, with a configuration for each edge.
    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> Self { self }
}
