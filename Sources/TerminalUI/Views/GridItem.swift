import Foundation

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`), as SwiftUI's `GridItem`; its
/// lengths are points (`PointLength`: 8 points a column, 16 a row).
public struct GridItem: Sendable {
    /// How wide the column is.
    public enum Size: Sendable {
        /// Exactly this wide.
        case fixed(CGFloat)
        /// A share of the room left, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit, each at least `minimum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The gap after this column (one column when `nil`).
    public var spacing: CGFloat?
    /// How cells sit in the column (centred when `nil`).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The tracks (columns of a vertical grid, rows of a horizontal one) that `GridItem`s make
/// within a length of cells.
struct GridTracks {
    /// Each track's length and the alignment of its cells.
    var lengths: [Int]
    var alignments: [Alignment?]
    /// The gap after each track but the last.
    var gaps: [Int]

    /// Resolves `items` along `available` cells (`nil`: unbounded), with `toCells` turning
    /// points into cells along that axis and `defaultGap` between tracks.
    init(_ items: [GridItem], available: Int?, defaultGap: Int, toCells: (CGFloat) -> Int) {
        var lengths: [Int?] = []
        var alignments: [Alignment?] = []
        var gaps: [Int] = []
        var flexible: [(index: Int, minimum: Int, maximum: Int)] = []
        for item in items {
            let gap = item.spacing.map(toCells) ?? defaultGap
            switch item.size {
            case .fixed(let length):
                lengths.append(toCells(length))
                alignments.append(item.alignment)
                gaps.append(gap)
            case .flexible(let minimum, let maximum):
                flexible.append((lengths.count, toCells(minimum), toCells(maximum)))
                lengths.append(nil)
                alignments.append(item.alignment)
                gaps.append(gap)
            case .adaptive(let minimum, let maximum):
                // As many tracks as fit in the room the other items leave, each at least
                // `minimum`; they share the room up to `maximum` each.
                let least = max(1, toCells(minimum))
                let room = (available ?? least) - Self.fixedLength(of: items, defaultGap: defaultGap, toCells: toCells)
                let count = max(1, (room + gap) / (least + gap))
                for _ in 0..<count {
                    flexible.append((lengths.count, least, toCells(maximum)))
                    lengths.append(nil)
                    alignments.append(item.alignment)
                    gaps.append(gap)
                }
            }
        }
        if !gaps.isEmpty { gaps.removeLast() }
        let used = lengths.compactMap { $0 }.reduce(0, +) + gaps.reduce(0, +)
        var room = max(0, (available ?? used + flexible.reduce(0) { $0 + $1.minimum }) - used)
        // Flexible tracks share what is left, the tightest bounds first.
        for (position, track) in flexible.sorted(by: { $0.maximum < $1.maximum }).enumerated() {
            let share = room / max(1, flexible.count - position)
            let length = min(track.maximum, max(track.minimum, share))
            lengths[track.index] = length
            room = max(0, room - length)
        }
        self.lengths = lengths.map { $0 ?? 0 }
        self.alignments = alignments
        self.gaps = gaps
    }

    /// Where each track starts, from 0.
    var offsets: [Int] {
        var offsets: [Int] = []
        var offset = 0
        for (index, length) in lengths.enumerated() {
            offsets.append(offset)
            offset += length + (index < gaps.count ? gaps[index] : 0)
        }
        return offsets
    }

    /// The whole length, gaps included.
    var total: Int { lengths.reduce(0, +) + gaps.reduce(0, +) }

    /// The room the fixed and flexible items take at least, with their gaps.
    private static func fixedLength(of items: [GridItem], defaultGap: Int, toCells: (CGFloat) -> Int) -> Int {
        var total = 0
        for item in items {
            if case .fixed(let length) = item.size {
                total += toCells(length) + (item.spacing.map(toCells) ?? defaultGap)
            }
            if case .flexible(let minimum, _) = item.size {
                total += toCells(minimum) + (item.spacing.map(toCells) ?? defaultGap)
            }
        }
        return total
    }
}
