import Foundation

/// Cells in columns, filled row by row, as SwiftUI's `LazyVGrid`: its `GridItem`s make the
/// columns within the width offered. **Approximated:** built in full, like a stack.
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

    init(axis: Axis) {
        self.axis = axis
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
            let length =
                zip(line, tracks.lengths).map { cell, track in
                    axis == .vertical
                        ? cell.sizeThatFits(ProposedSize(width: track, height: nil)).height
                        : cell.sizeThatFits(ProposedSize(width: nil, height: track)).width
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
            for (index, cell) in line.cells.enumerated() {
                let track = tracks.lengths[index]
                let cellAlignment = tracks.alignments[index] ?? .center
                if axis == .vertical {
                    let size = cell.sizeThatFits(ProposedSize(width: track, height: line.length))
                    cell.place(
                        in: Rect(
                            x: rect.minX + start + offsets[index]
                                + cellAlignment.horizontal.offset(of: size.width, in: track),
                            y: rect.minY + along + cellAlignment.vertical.offset(of: size.height, in: line.length),
                            width: min(size.width, track), height: size.height))
                } else {
                    let size = cell.sizeThatFits(ProposedSize(width: line.length, height: track))
                    cell.place(
                        in: Rect(
                            x: rect.minX + along + cellAlignment.horizontal.offset(of: size.width, in: line.length),
                            y: rect.minY + start + offsets[index]
                                + cellAlignment.vertical.offset(of: size.height, in: track),
                            width: size.width, height: min(size.height, track)))
                }
            }
            along += line.length + lineGap
        }
    }
}
