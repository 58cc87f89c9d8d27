import Foundation

/// Cells in columns, filled row by row, as SwiftUI's `LazyVGrid`: its `GridItem`s make the
/// columns within the width offered. In a vertical `ScrollView` (or a `LazyVStack` in one) the
/// rows of cells are built, laid out and drawn only in view (`LazyScroller`); elsewhere in full.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `spacing` (points, `PointLength`) is the gap between rows; none when `nil`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Cells in rows, filled column by column, as SwiftUI's `LazyHGrid`: its `GridItem`s make the
/// rows within the height offered. In a horizontal `ScrollView` (or a `LazyHStack` in one) the
/// columns of cells are built, laid out and drawn only in view (`LazyScroller`); elsewhere in
/// full.
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `spacing` (points, `PointLength`) is the gap between columns; one column when `nil`.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// The views a lazy stack or grid keeps in sight while scrolling (section headers, footers),
/// as SwiftUI's. **Accepted:** a terminal grid scrolls its sections with their content.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

extension LazyVGrid: PrimitiveView {
    func makeBehavior() -> LazyGridBehavior { LazyGridBehavior(axis: .vertical) }

    func update(_ node: Node, behavior: LazyGridBehavior) {
        behavior.items = columns
        behavior.alignment = Alignment(horizontal: alignment, vertical: .center)
        behavior.lineGap = spacing.map(PointLength.rowGap) ?? 0
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

extension LazyHGrid: PrimitiveView {
    func makeBehavior() -> LazyGridBehavior { LazyGridBehavior(axis: .horizontal) }

    func update(_ node: Node, behavior: LazyGridBehavior) {
        behavior.items = rows
        behavior.alignment = Alignment(horizontal: .center, vertical: alignment)
        behavior.lineGap = spacing.map(PointLength.columns) ?? 1
        node.reconcileChildren { $0.add(content, key: .slot(0)) }
    }
}

/// Lays out a lazy grid: `axis` is the direction it grows (vertical: rows of cells under
/// columns made by the items; horizontal: columns of cells beside rows made by the items).
final class LazyGridBehavior: NodeBehavior {
    let axis: Axis
    var items: [GridItem] = []
    var alignment = Alignment.center
    /// The gap between lines of cells (rows of a vertical grid, columns of a horizontal one).
    var lineGap = 0
    /// The length across the axis of the container the grid's lines were last laid out in,
    /// when it scrolls lazily: the number of tracks of adaptive items follows it.
    var lazyCross: Int?

    init(axis: Axis) {
        self.axis = axis
    }

    /// A grid in a scroll view along its axis (or a vertical one in a form) is scrolled line
    /// by line (`LazyRows`): its `ForEach` builds only the cells asked for. A `List` lays out
    /// each of its rows whole, so a grid in one is built in full.
    override func childrenAreLazy(inheriting inherited: Bool) -> Bool {
        guard axis == .vertical else { return ScrollBehavior.scrollsLazily(node, along: .horizontal) }
        guard inherited else { return false }
        var ancestor = node.parent
        while let current = ancestor {
            if let scroll = current.behavior as? ScrollBehavior { return scroll.lazyAxis == .vertical }
            if current.behavior is FormBehavior { return true }
            if current.behavior is ListBehavior { return false }
            ancestor = current.parent
        }
        return false
    }

    override var lazyGrid: LazyGridBehavior? {
        childrenAreLazy(inheriting: node.inLazyContainer) ? self : nil
    }

    /// The tracks across the grid's axis within `length` cells: the columns of a vertical grid,
    /// the rows of a horizontal one.
    func tracks(across length: Int?) -> GridTracks {
        axis == .vertical
            ? GridTracks(items, available: length, defaultGap: 1, toCells: PointLength.columns)
            : GridTracks(items, available: length, defaultGap: 0, toCells: PointLength.rows)
    }

    /// The length along the axis of a line of `cells` under `tracks`: its longest cell's.
    func lineLength(_ cells: [Node], tracks: GridTracks) -> Int {
        var longest = 0
        for (cell, track) in zip(cells, tracks.lengths) {
            longest = max(longest, axis.length(of: cell.sizeThatFits(axis.proposal(length: nil, cross: track))))
        }
        return longest
    }

    /// Places a line of `cells` under `tracks` in `rect` (as long as the line), each in its
    /// track by the track's alignment, the tracks within the grid by the grid's.
    func placeLine(_ cells: [Node], tracks: GridTracks, in rect: Rect) {
        let along = axis.length(of: rect.size)
        let start =
            axis == .vertical
            ? alignment.horizontal.offset(of: tracks.total, in: rect.width)
            : alignment.vertical.offset(of: tracks.total, in: rect.height)
        let offsets = tracks.offsets
        for (index, cell) in cells.enumerated() where index < tracks.lengths.count {
            let track = tracks.lengths[index]
            let cellAlignment = tracks.alignments[index] ?? .center
            let size = cell.sizeThatFits(axis.proposal(length: along, cross: track))
            let x: Int
            let y: Int
            if axis == .vertical {
                x = start + offsets[index] + cellAlignment.horizontal.offset(of: size.width, in: track)
                y = cellAlignment.vertical.offset(of: size.height, in: along)
            } else {
                x = cellAlignment.horizontal.offset(of: size.width, in: along)
                y = start + offsets[index] + cellAlignment.vertical.offset(of: size.height, in: track)
            }
            cell.place(
                in: Rect(
                    origin: Point(x: rect.minX + x, y: rect.minY + y),
                    size: axis.size(length: axis.length(of: size), cross: min(axis.crossLength(of: size), track))))
        }
    }

    /// A line of the grid: cells under the tracks, or a view across them (a section's header
    /// or footer), and its length along the axis.
    private struct Line {
        let cells: [Node]
        let isAcross: Bool
        let length: Int
    }

    /// The grid's lines for tracks across it: its cells flow into lines, a section's header and
    /// footer are lines across the tracks, and a section's cells start a line of their own.
    private func lines(_ tracks: GridTracks) -> [Line] {
        var lines: [Line] = []
        let count = max(1, tracks.lengths.count)
        for part in GridPart<Node>.parts(of: node.children, whole: { _ in nil }, single: { $0 }) {
            switch part {
            case .across(let view):
                let size = view.sizeThatFits(axis.proposal(length: nil, cross: tracks.total))
                lines.append(Line(cells: [view], isAcross: true, length: axis.length(of: size)))
            case .cells(let run):
                for start in stride(from: 0, to: run.count, by: count) {
                    let line = Array(run[start..<min(run.count, start + count)])
                    lines.append(Line(cells: line, isAcross: false, length: lineLength(line, tracks: tracks)))
                }
            }
        }
        return lines
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let tracks = tracks(across: axis.crossLength(of: proposal))
        let lines = lines(tracks)
        let along = lines.reduce(0) { $0 + $1.length } + max(0, lines.count - 1) * lineGap
        return axis.size(length: along, cross: tracks.total)
    }

    override func place(in rect: Rect) {
        let tracks = tracks(across: axis.crossLength(of: rect.size))
        var along = axis.start(of: rect)
        let cross = axis.crossLength(of: rect.size)
        for line in lines(tracks) {
            if line.isAcross, let view = line.cells.first {
                let start =
                    axis == .vertical
                    ? alignment.horizontal.offset(of: tracks.total, in: cross)
                    : alignment.vertical.offset(of: tracks.total, in: cross)
                view.place(
                    in: axis.rect(
                        start: along, length: line.length, crossStart: axis.crossStart(of: rect) + start,
                        cross: tracks.total))
            } else {
                placeLine(
                    line.cells, tracks: tracks,
                    in: axis.rect(
                        start: along, length: line.length, crossStart: axis.crossStart(of: rect), cross: cross))
            }
            along += line.length + lineGap
        }
    }
}
