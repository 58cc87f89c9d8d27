import Foundation

/// Cells in columns, filled row by row, as SwiftUI's `LazyVGrid`: its `GridItem`s make the
/// columns within the width offered. In a `ScrollView` (or a `LazyVStack` in one) the rows of
/// cells are built, laid out and drawn only in view (`LazyScroller`); elsewhere in full.
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

/// Cells in rows, filled column by column, as SwiftUI's `LazyHGrid`. **Approximated:** built
/// in full, like a stack.
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
        behavior.lineGap = spacing.map(PointLength.rows) ?? 0
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
/// columns made by the items).
final class LazyGridBehavior: NodeBehavior {
    let axis: Axis
    var items: [GridItem] = []
    var alignment = Alignment.center
    /// The gap between lines of cells (rows of a vertical grid, columns of a horizontal one).
    var lineGap = 0
    /// The width of the container the grid's rows were last laid out in, when it scrolls
    /// lazily: the number of columns of adaptive items follows it.
    var lazyWidth: Int?

    init(axis: Axis) {
        self.axis = axis
    }

    /// A vertical grid in a scroll view or a form is scrolled row by row (`LazyRows`): its
    /// `ForEach` builds only the cells asked for. A `List` lays out each of its rows whole, so
    /// a grid in one is built in full.
    override func childrenAreLazy(inheriting inherited: Bool) -> Bool {
        guard axis == .vertical, inherited else { return false }
        var ancestor = node.parent
        while let current = ancestor {
            if current.behavior is ScrollBehavior || current.behavior is FormBehavior { return true }
            if current.behavior is ListBehavior { return false }
            ancestor = current.parent
        }
        return false
    }

    override var lazyGrid: LazyGridBehavior? {
        node.inLazyContainer && childrenAreLazy(inheriting: true) ? self : nil
    }

    /// The columns of a vertical grid `width` cells wide.
    func columns(width: Int?) -> GridTracks { tracks(across: width) }

    /// The height of a row of `cells` under `columns`: its tallest cell's.
    func rowHeight(_ cells: [Node], columns: GridTracks) -> Int {
        zip(cells, columns.lengths).map { cell, track in
            cell.sizeThatFits(ProposedSize(width: track, height: nil)).height
        }.max() ?? 0
    }

    /// Places a row of `cells` under `columns` in `rect` (as tall as the row), each in its
    /// column by the column's alignment, the columns within the width by the grid's.
    func placeRow(_ cells: [Node], columns: GridTracks, in rect: Rect) {
        let start = alignment.horizontal.offset(of: columns.total, in: rect.width)
        let offsets = columns.offsets
        for (index, cell) in cells.enumerated() where index < columns.lengths.count {
            let track = columns.lengths[index]
            let cellAlignment = columns.alignments[index] ?? .center
            let size = cell.sizeThatFits(ProposedSize(width: track, height: rect.height))
            cell.place(
                in: Rect(
                    x: rect.minX + start + offsets[index] + cellAlignment.horizontal.offset(of: size.width, in: track),
                    y: rect.minY + cellAlignment.vertical.offset(of: size.height, in: rect.height),
                    width: min(size.width, track), height: size.height))
        }
    }

    /// The tracks across the grid's axis within `length` cells.
    private func tracks(across length: Int?) -> GridTracks {
        axis == .vertical
            ? GridTracks(items, available: length, defaultGap: 1, toCells: PointLength.columns)
            : GridTracks(items, available: length, defaultGap: 0, toCells: PointLength.rows)
    }

    /// Each line's cells and its length along the axis, for tracks across it.
    private func lines(_ tracks: GridTracks) -> [(cells: [Node], length: Int)] {
        let cells = node.childDisplayables
        let count = max(1, tracks.lengths.count)
        return stride(from: 0, to: cells.count, by: count).map { start in
            let line = Array(cells[start..<min(cells.count, start + count)])
            guard axis == .horizontal else { return (line, rowHeight(line, columns: tracks)) }
            let length =
                zip(line, tracks.lengths).map { cell, track in
                    cell.sizeThatFits(ProposedSize(width: nil, height: track)).width
                }.max() ?? 0
            return (line, length)
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let tracks = tracks(across: axis == .vertical ? proposal.width : proposal.height)
        let lines = lines(tracks)
        let along = lines.reduce(0) { $0 + $1.length } + max(0, lines.count - 1) * lineGap
        return axis == .vertical ? Size(width: tracks.total, height: along) : Size(width: along, height: tracks.total)
    }

    override func place(in rect: Rect) {
        let across = axis == .vertical ? rect.width : rect.height
        let tracks = tracks(across: across)
        let offsets = tracks.offsets
        // The tracks sit within the grid by its alignment when they take less than it has.
        let start =
            axis == .vertical
            ? alignment.horizontal.offset(of: tracks.total, in: across)
            : alignment.vertical.offset(of: tracks.total, in: across)
        var along = 0
        for line in lines(tracks) {
            if axis == .vertical {
                placeRow(
                    line.cells, columns: tracks,
                    in: Rect(x: rect.minX, y: rect.minY + along, width: rect.width, height: line.length))
                along += line.length + lineGap
                continue
            }
            for (index, cell) in line.cells.enumerated() {
                let track = tracks.lengths[index]
                let cellAlignment = tracks.alignments[index] ?? .center
                let size = cell.sizeThatFits(ProposedSize(width: line.length, height: track))
                cell.place(
                    in: Rect(
                        x: rect.minX + along + cellAlignment.horizontal.offset(of: size.width, in: line.length),
                        y: rect.minY + start + offsets[index]
                            + cellAlignment.vertical.offset(of: size.height, in: track),
                        width: size.width, height: min(size.height, track)))
            }
            along += line.length + lineGap
        }
    }
}
