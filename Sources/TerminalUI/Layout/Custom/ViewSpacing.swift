import Foundation

/// The space a view prefers beside its neighbours, as SwiftUI's `ViewSpacing`, which a custom
/// `Layout` reads from its subviews (`LayoutSubview.spacing`). A terminal view prefers what its
/// stacks put between views by default: one column side by side, no row above and below.
public struct ViewSpacing: Hashable, Sendable {
    private var isZero: Bool

    /// The spacing of a view beside others.
    public init() {
        isZero = false
    }

    /// No spacing at all.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        spacing.isZero = true
        return spacing
    }()

    /// The points between a view of this spacing and `next` along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        guard !isZero, !next.isZero, axis == .horizontal else { return 0 }
        return PointLength.pointsPerColumn
    }

    /// Takes on `other`'s preference too (on every edge: a terminal view's edges all prefer the
    /// same).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        isZero = isZero && other.isZero
    }

    /// This spacing together with `other`'s.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var spacing = self
        spacing.formUnion(other, edges: edges)
        return spacing
    }
}
