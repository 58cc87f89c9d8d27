import Foundation

/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }
}

/// A cell position: `x` columns from the left, `y` rows from the top.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    public var maxX: Int { origin.x + size.width }
    public var maxY: Int { origin.y + size.height }
    public var width: Int { size.width }
    public var height: Int { size.height }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `point` lies inside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies wholly inside.
    func encloses(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The overlap of two rectangles (empty, at `origin` of self, when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return Rect(origin: origin, size: .zero) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by `insets` (never to a negative size).
    func inset(by insets: CellInsets) -> Rect {
        Rect(
            x: minX + insets.leading,
            y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom)
        )
    }

    public var description: String { "\(origin) \(size)" }
}

/// The space a parent offers a child; `nil` means "as much as you like" (your ideal size).
public struct ProposedSize: Hashable, Sendable {
    public var width: Int?
    public var height: Int?

    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// No constraints: the child answers with its ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// The least a child can take.
    public static let zero = ProposedSize(width: 0, height: 0)

    /// The proposal with SwiftUI's default for a view of no size of its own (a shape, a
    /// canvas) where it leaves a dimension open: 10 by 10 points, a cell.
    var replacingUnspecifiedDimensions: Size {
        Size(width: width ?? PointLength.columns(10), height: height ?? PointLength.rows(10))
    }
}

/// Insets on each edge in points, as SwiftUI's `EdgeInsets`; `.padding(_:)` maps them to cells
/// (`PointLength`: the leading and trailing insets to columns, the top and bottom to rows).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The insets in cells. A negative inset keeps its sign, to the nearest cell
    /// (`PointLength.takenBack`): `.padding(.bottom, -130)` under a picture moved up by
    /// `.offset(y: -130)` takes back the room it left, as in SwiftUI, and a hairline's
    /// `.padding(.bottom, -1)` takes back nothing.
    var cells: CellInsets {
        func rows(_ points: CGFloat) -> Int {
            points < 0 ? PointLength.takenBack(points, per: PointLength.pointsPerRow) : PointLength.rows(points)
        }
        func columns(_ points: CGFloat) -> Int {
            points < 0 ? PointLength.takenBack(points, per: PointLength.pointsPerColumn) : PointLength.columns(points)
        }
        return CellInsets(top: rows(top), leading: columns(leading), bottom: rows(bottom), trailing: columns(trailing))
    }
}

/// Insets on each edge, in cells: what layout works with.
struct CellInsets: Hashable, Sendable {
    var top = 0
    var leading = 0
    var bottom = 0
    var trailing = 0

    /// One cell on every edge.
    static let one = CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1)

    var horizontal: Int { leading + trailing }
    var vertical: Int { top + bottom }

    /// These insets in a room `height` rows tall, giving up rows (half from each end, the
    /// bottom's first) until `contentRows` (one, or none for content that needs none) are left
    /// inside: a padded label placed in a toolbar's title line, or in a `.frame` shorter than
    /// its padding, still shows. Any length above zero is at least a row, so a padding of 8
    /// points takes more room than it does in SwiftUI.
    func keeping(contentRows: Int = 1, inHeight height: Int) -> CellInsets {
        let shortage = vertical + contentRows - height
        guard shortage > 0, height > 0, top >= 0, bottom >= 0 else { return self }
        var insets = self
        let fromBottom = min(bottom, shortage - shortage / 2)
        insets.bottom -= fromBottom
        insets.top -= min(top, shortage - fromBottom)
        insets.bottom -= min(insets.bottom, max(0, insets.vertical + contentRows - height))
        return insets
    }
}

/// Sets of edges, as SwiftUI's `Edge.Set`.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Placement in both directions, for `frame` and overlays.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
