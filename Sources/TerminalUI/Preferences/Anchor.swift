import Foundation

/// A rectangle or point of a view, kept so that a `GeometryProxy` elsewhere can read it in its
/// own coordinates (`proxy[anchor]`), as SwiftUI's `Anchor`. Made by `anchorPreference`; in
/// points (`PointLength`).
public struct Anchor<Value> {
    /// The value on the screen, in points.
    let global: Value
    /// The value moved by an offset, in points.
    let moved: (Value, CGSize) -> Value

    /// What part of a view an anchor stands for, as SwiftUI's `Anchor.Source`.
    public struct Source {
        /// The anchor of a view whose bounds on the screen are the given rectangle, in points.
        let resolve: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.global == rhs.global
    }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(global)
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { Anchor<CGRect>(global: $0, moved: moved) }
    }

    /// `rect`, in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { Anchor<CGRect>(global: rect.offsetBy(dx: $0.minX, dy: $0.minY), moved: moved) }
    }

    private static func moved(_ rect: CGRect, by offset: CGSize) -> CGRect {
        rect.offsetBy(dx: offset.width, dy: offset.height)
    }
}

extension Anchor.Source where Value == CGPoint {
    /// `point`, in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { bounds in
            Anchor<CGPoint>(global: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y)) { point, offset in
                CGPoint(x: point.x + offset.width, y: point.y + offset.height)
            }
        }
    }

    /// The point at `unitPoint` of the view's bounds.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { bounds in
            point(CGPoint(x: bounds.width * unitPoint.x, y: bounds.height * unitPoint.y)).resolve(bounds)
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The value of `anchor` in this proxy's coordinates (from its top-leading corner), in points.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let origin = frame(in: .global).origin
        return anchor.moved(anchor.global, CGSize(width: -origin.x, height: -origin.y))
    }
}
