import Foundation

/// A modifier that moves its view by a transform it works out, as SwiftUI's `GeometryEffect`
/// (a confetti piece flying out, a shake).
///
/// **Approximated:** the transform's translation moves the view by whole cells, as `.offset`
/// does (its place in the layout stays); a rotation, a scale or a perspective changes nothing,
/// as a cell cannot turn. The effect is asked with a zero size: a terminal lays views out after
/// their bodies are made.
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The transform to draw the view with, for a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> some View {
        let transform = effectValue(size: .zero)
        return content.offset(x: transform.m31, y: transform.m32)
    }
}

/// A projective transform, as SwiftUI's `ProjectionTransform`: a 3×3 matrix acting on row
/// vectors, its translation in the last row (`m31`, `m32`).
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform `transform` as a projective one.
    public init(_ transform: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (
            transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty
        )
    }

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether it is affine: its last column is (0, 0, 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        let a = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        let b = [
            [other.m11, other.m12, other.m13], [other.m21, other.m22, other.m23], [other.m31, other.m32, other.m33],
        ]
        func at(_ row: Int, _ column: Int) -> CGFloat { (0..<3).reduce(0) { $0 + a[row][$1] * b[$1][column] } }
        var result = ProjectionTransform()
        (result.m11, result.m12, result.m13) = (at(0, 0), at(0, 1), at(0, 2))
        (result.m21, result.m22, result.m23) = (at(1, 0), at(1, 1), at(1, 2))
        (result.m31, result.m32, result.m33) = (at(2, 0), at(2, 1), at(2, 2))
        return result
    }
}
