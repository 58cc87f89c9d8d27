import Foundation

extension CGFloat {
    /// The length of `count` terminal columns, in points: what code that means cells writes,
    /// since every length of the API is in points (`.padding(.leading, .columns(1))`,
    /// `.frame(width: .columns(20))`, `HStack(spacing: .columns(2))`).
    public static func columns(_ count: Int) -> CGFloat {
        CGFloat(count) * PointLength.pointsPerColumn
    }

    /// The length of `count` terminal rows, in points (`VStack(spacing: .rows(1))`,
    /// `.frame(height: .rows(3))`).
    public static func rows(_ count: Int) -> CGFloat {
        CGFloat(count) * PointLength.pointsPerRow
    }
}
