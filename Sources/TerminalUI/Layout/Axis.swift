/// The two directions views are stacked in.
public enum Axis: Sendable {
    case horizontal, vertical

    /// The length of `size` along this axis.
    func length(of size: Size) -> Int {
        self == .vertical ? size.height : size.width
    }

    /// The length of `size` across this axis.
    func crossLength(of size: Size) -> Int {
        self == .vertical ? size.width : size.height
    }

    /// A size with `length` along this axis and `cross` across it.
    func size(length: Int, cross: Int) -> Size {
        self == .vertical ? Size(width: cross, height: length) : Size(width: length, height: cross)
    }

    /// A proposal with `length` along this axis and `cross` across it.
    func proposal(length: Int?, cross: Int?) -> ProposedSize {
        self == .vertical ? ProposedSize(width: cross, height: length) : ProposedSize(width: length, height: cross)
    }

    /// The proposed length along this axis.
    func length(of proposal: ProposedSize) -> Int? {
        self == .vertical ? proposal.height : proposal.width
    }

    /// The proposed length across this axis.
    func crossLength(of proposal: ProposedSize) -> Int? {
        self == .vertical ? proposal.width : proposal.height
    }

    /// Where `rect` starts along this axis.
    func start(of rect: Rect) -> Int {
        self == .vertical ? rect.minY : rect.minX
    }

    /// Where `rect` ends along this axis (its first cell past it).
    func end(of rect: Rect) -> Int {
        self == .vertical ? rect.maxY : rect.maxX
    }

    /// Where `rect` starts across this axis.
    func crossStart(of rect: Rect) -> Int {
        self == .vertical ? rect.minX : rect.minY
    }

    /// A rect from `start` along this axis, `length` long, and from `crossStart` across it,
    /// `cross` wide.
    func rect(start: Int, length: Int, crossStart: Int, cross: Int) -> Rect {
        self == .vertical
            ? Rect(x: crossStart, y: start, width: cross, height: length)
            : Rect(x: start, y: crossStart, width: length, height: cross)
    }
}

extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}
